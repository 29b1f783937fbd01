/**
 * Clans: creation cost, rank permissions, exchange and conversion, taxes, the clan log size and
 * the clan screens' texts. Spec 001, sections 2, 3, 4, 5, 6, 8 and 9; spec 002, section 5.
 */
import { INVALID_AMOUNT_TEXT } from '../crafting/crafting';
import { formatNumber } from '../display/number-format';
import {
  RuleInputError,
  assertAtLeast,
  assertInteger,
  assertOneOf,
  assertSafeResult,
} from '../guards';

/** Credits to create a clan; they are moved into the new clan's storage. Spec 001, section 9. */
export const CLAN_CREATION_COST_CREDITS = 250;

/**
 * Invites a clan may have pending at once (ours; the spec names no limit): several times the
 * largest membership, and a bound on what one clan can write.
 */
export const CLAN_PENDING_INVITES_MAX = 100;

// ---------------------------------------------------------------------------------------------
// Ranks and permissions

/** The rank permissions and what each allows. Spec 001, section 6. */
export const CLAN_PERMISSIONS = {
  details: 'Edit the announcement and the clan settings (taxes).',
  promotions: 'Change the rank of lower-ranked members.',
  buildings: 'Upgrade clan buildings.',
  invite: 'Send and cancel invites; shows the admin panel.',
  kick: 'Remove lower-ranked members from the clan.',
  items: 'Send clan items to members and exchange items.',
} as const;
export type ClanPermission = keyof typeof CLAN_PERMISSIONS;
export const CLAN_PERMISSION_IDS = Object.keys(CLAN_PERMISSIONS) as ClanPermission[];

/** A rank's permissions as sent by the server; a missing flag means not granted. */
export type ClanPermissionFlags = Readonly<Partial<Record<ClanPermission, boolean>>>;

/** Rank number 1 is the top rank; a larger number is a lower rank. Spec 001, section 6. */
export const CLAN_TOP_RANK = 1;

function assertRank(name: string, rank: number): number {
  return assertInteger(name, rank, CLAN_TOP_RANK);
}

/** The ranks a clan is created with, from rank 1 (all permissions, fixed) down. Our names. */
export const CLAN_DEFAULT_RANK_NAMES = [
  'Leader',
  'Officer',
  'Veteran',
  'Member',
  'Recruit',
] as const;
/** Members who join by invite start at the lowest rank. */
export const CLAN_LOWEST_RANK = CLAN_DEFAULT_RANK_NAMES.length;

/** Whether the flags grant `permission` (only `true` grants it). Spec 001, section 6. */
export function hasClanPermission(
  permissions: ClanPermissionFlags,
  permission: ClanPermission,
): boolean {
  assertOneOf('clan permission', permission, CLAN_PERMISSION_IDS);
  return permissions[permission] === true;
}

/** Whether a member of this rank may manage rank names and permissions: rank 1 only. */
export function canManageRanks(actorRank: number): boolean {
  assertRank('actor rank', actorRank);
  return actorRank === CLAN_TOP_RANK;
}

/**
 * Whether the actor's rank lets them act on the target at all (kick, change rank): the target
 * must have a strictly higher rank number, i.e. a lower rank. Ranks are whole numbers from 1.
 * Spec 001, sections 4 and 5.
 */
export function canActOnMember(actorRank: number, targetRank: number): boolean {
  assertRank('actor rank', actorRank);
  assertRank('target rank', targetRank);
  return targetRank > actorRank;
}

/**
 * Whether the actor may kick the target: the kick permission and a target below the actor.
 * Spec 001, section 5.
 */
export function canKick(
  permissions: ClanPermissionFlags,
  actorRank: number,
  targetRank: number,
): boolean {
  const below = canActOnMember(actorRank, targetRank);
  return hasClanPermission(permissions, 'kick') && below;
}

/**
 * Whether the actor may move the target to `newRank`: the promotions permission, a target below
 * the actor, and a new rank also below the actor (no one can promote to their own rank or
 * above), except that a leader may make another leader: how a clan changes hands, since the
 * last leader cannot leave while others remain. Spec 001, section 5; the exception is ours.
 */
export function canChangeRankTo(
  permissions: ClanPermissionFlags,
  actorRank: number,
  targetRank: number,
  newRank: number,
): boolean {
  const below = canActOnMember(actorRank, targetRank);
  assertRank('new rank', newRank);
  const rankAllowed = newRank > actorRank || actorRank === CLAN_TOP_RANK;
  return hasClanPermission(permissions, 'promotions') && below && rankAllowed;
}

// ---------------------------------------------------------------------------------------------
// Storage, exchange and conversion

/** Items a clan stores and members donate. Spec 001, section 9. */
export const CLAN_STORAGE_ITEMS = ['gold', 'credits', 'metal', 'wood', 'stone'] as const;
export type ClanStorageItem = (typeof CLAN_STORAGE_ITEMS)[number];

/** Result of checking an amount typed on the clan storage page. */
export type ClanAmountCheck =
  { readonly ok: true } | { readonly ok: false; readonly error: string };

/** What a member typed to donate one storage item, and how much of it they hold. */
export interface DonationInput {
  /** The item's display name ("Gold"). */
  readonly itemName: string;
  /** The typed amount (NaN when not a number). */
  readonly amount: number;
  readonly owned: number;
}

function isWholeAmount(amount: number): boolean {
  return Number.isSafeInteger(amount) && amount > 0;
}

/**
 * Checks one donation box before asking the server: a whole amount above 0 that the member holds.
 * Each text names the item in a sentence, with numbers as the screen shows them
 * ("You only have 250,100 Gold."). Our texts; the spec gives none.
 */
export function validateDonation(input: DonationInput): ClanAmountCheck {
  assertText('item name', input.itemName);
  assertInteger('owned amount', input.owned);
  if (!isWholeAmount(input.amount)) {
    return { ok: false, error: `Enter an amount of ${input.itemName} above 0.` };
  }
  if (input.amount > input.owned) {
    return { ok: false, error: `You only have ${formatNumber(input.owned)} ${input.itemName}.` };
  }
  return { ok: true };
}

/** What a member with the items permission typed to send from the clan storage. */
export interface ClanSendInput {
  readonly recipient: string;
  readonly itemName: string;
  readonly amount: number;
  /** What the clan storage holds of the item. */
  readonly held: number;
}

/** Our text when the member to send to is left blank. */
export const NO_MEMBER_TO_SEND_TO_TEXT = 'Enter the member to send to.';
/** Our text when the amount to send is blank or 0. */
export const SEND_AMOUNT_ABOVE_ZERO_TEXT = 'Enter an amount above 0.';

/**
 * Checks the send form before asking the server: a whole amount above 0 that the clan storage
 * holds ("The clan storage only has 1,000 Gold."), and a member's name.
 */
export function validateClanSend(input: ClanSendInput): ClanAmountCheck {
  assertText('item name', input.itemName);
  assertInteger('storage amount', input.held);
  if (!isWholeAmount(input.amount)) return { ok: false, error: SEND_AMOUNT_ABOVE_ZERO_TEXT };
  if (input.amount > input.held) {
    return {
      ok: false,
      error: `The clan storage only has ${formatNumber(input.held)} ${input.itemName}.`,
    };
  }
  if (input.recipient.trim() === '') return { ok: false, error: NO_MEMBER_TO_SEND_TO_TEXT };
  return { ok: true };
}

/**
 * Lowest clan level at which items can be exchanged: the spec says "above 100", so 101.
 * Spec 001, section 9.
 */
export const CLAN_EXCHANGE_MIN_LEVEL = 101;

/**
 * Whether a member can exchange clan items: the clan level (whole number from 1) is above 100
 * and the member's rank has the items permission. Spec 001, sections 2 and 9.
 */
export function canExchange(clanLevel: number, hasItemsPermission: boolean): boolean {
  assertInteger('clan level', clanLevel, 1);
  if (typeof hasItemsPermission !== 'boolean') {
    throw new RuleInputError('hasItemsPermission must be a boolean');
  }
  return hasItemsPermission && clanLevel >= CLAN_EXCHANGE_MIN_LEVEL;
}

/**
 * The gold conversion rate as shown: the server's value divided by 10 (15 shows 1.5).
 * Spec 001, section 9.
 */
export function clanConversionRateDisplay(rate: number): number {
  assertAtLeast('conversion rate', rate);
  return rate / 10;
}

/** The conversion amount input accepts at most this many characters. Spec 001, section 5. */
export const CONVERSION_AMOUNT_MAX_LENGTH = 12;
/** Our text when the two conversion items are the same (the spec gives none). */
export const CONVERSION_SAME_ITEMS_TEXT = 'Choose two different items.';

/** A conversion request as typed: the amount is the raw input text. */
export interface ConversionInput {
  readonly from: ClanStorageItem;
  readonly to: ClanStorageItem;
  readonly amount: string;
}

/** Result of checking a conversion request. */
export type ConversionResult =
  | {
      readonly ok: true;
      readonly conversion: { from: ClanStorageItem; to: ClanStorageItem; amount: number };
    }
  | { readonly ok: false; readonly error: string };

/**
 * Checks a clan item conversion: the amount must be 1 to 12 digits with a value above 0
 * ('Invalid amount.' otherwise) and the two items must differ. Items outside
 * {@link CLAN_STORAGE_ITEMS} are a programming error and throw. Spec 001, section 5.
 */
export function validateConversion(input: ConversionInput): ConversionResult {
  assertOneOf('conversion item (from)', input.from, CLAN_STORAGE_ITEMS);
  assertOneOf('conversion item (to)', input.to, CLAN_STORAGE_ITEMS);
  if (typeof input.amount !== 'string') {
    throw new RuleInputError(
      `conversion amount input must be a string, got ${typeof input.amount}`,
    );
  }
  const pattern = new RegExp(`^[0-9]{1,${CONVERSION_AMOUNT_MAX_LENGTH}}$`);
  const amount = pattern.test(input.amount) ? Number(input.amount) : 0;
  if (amount <= 0) return { ok: false, error: INVALID_AMOUNT_TEXT };
  if (input.from === input.to) return { ok: false, error: CONVERSION_SAME_ITEMS_TEXT };
  return { ok: true, conversion: { from: input.from, to: input.to, amount } };
}

// ---------------------------------------------------------------------------------------------
// Clan level

/**
 * Total clan experience at which `level` begins: 50 × level × (level − 1), so level 2 needs 100
 * and level 101 (exchange) 505,000. The spec gives no curve; this is ours.
 */
export function clanLevelExpStart(level: number): number {
  assertInteger('clan level', level, 1);
  return assertSafeResult('clan level experience', 50 * level * (level - 1));
}

/** The clan skill bar of a total experience: the level, and where it starts and ends. */
export interface ClanLevel {
  readonly level: number;
  readonly expStart: number;
  readonly expToLevel: number;
}

/** The clan level of a total clan experience (whole number from 0). */
export function clanLevelFromExp(exp: number): ClanLevel {
  assertInteger('clan experience', exp);
  let level = Math.max(1, Math.floor((1 + Math.sqrt(1 + 0.08 * exp)) / 2));
  // The square root is inexact near the bounds: settle on the exact level.
  while (level > 1 && clanLevelExpStart(level) > exp) level--;
  while (clanLevelExpStart(level + 1) <= exp) level++;
  return { level, expStart: clanLevelExpStart(level), expToLevel: clanLevelExpStart(level + 1) };
}

// ---------------------------------------------------------------------------------------------
// Conversion

/**
 * Gold a resource (metal, wood, stone) is worth in conversions, times 10: 15 is 1.5 gold. The
 * spec says the page shows it divided by 10 and gives no value; this is ours.
 */
export const CLAN_GOLD_CONVERSION_RATE = 15;
/** Items a clan converts between (credits are not converted). */
export const CLAN_CONVERSION_ITEMS = ['gold', 'metal', 'wood', 'stone'] as const;
export type ClanConversionItem = (typeof CLAN_CONVERSION_ITEMS)[number];
/** Gold-worth a clan may convert a month, per clan level (the spec says "by clan level"). */
export const CLAN_CONVERSION_CAP_PER_LEVEL = 10_000;
/** Our text when credits are named in a conversion. */
export const NOT_CONVERTIBLE_TEXT = 'Only gold, metal, wood and stone can be converted.';
/** Our text when the amount would give nothing. */
export const CONVERSION_TOO_SMALL_TEXT = 'That amount is too small to convert.';
/** Our text for a conversion past the monthly cap. */
export const CONVERSION_CAP_TEXT = 'That is more than your clan may still convert this month.';

/** The gold-worth a clan of this level may convert in one month. */
export function clanConversionCap(level: number): number {
  assertInteger('clan level', level, 1);
  return assertSafeResult('conversion cap', level * CLAN_CONVERSION_CAP_PER_LEVEL);
}

/** The month a conversion counts toward, "YYYY-MM" in UTC; the cap starts afresh each month. */
export function clanConversionMonth(nowMs: number): string {
  assertInteger('time', nowMs);
  return new Date(nowMs).toISOString().slice(0, 7);
}

/** A conversion priced: what it gives and the gold-worth it counts toward the cap. */
export interface ClanConversion {
  readonly received: number;
  readonly goldWorth: number;
}

/**
 * Prices converting `amount` of `from` into `to` (different conversion items): everything is
 * valued in tenths of gold, gold at 10 and a resource at the rate; what is received is rounded
 * down and the gold-worth counted toward the cap rounded up, so small conversions gain nothing.
 */
export function priceClanConversion(
  from: ClanConversionItem,
  to: ClanConversionItem,
  amount: number,
): ClanConversion {
  assertOneOf('conversion item (from)', from, CLAN_CONVERSION_ITEMS);
  assertOneOf('conversion item (to)', to, CLAN_CONVERSION_ITEMS);
  if (from === to) throw new RuleInputError('conversion items must differ');
  assertInteger('conversion amount', amount, 1);
  const tenths = assertSafeResult(
    'conversion value',
    amount * (from === 'gold' ? 10 : CLAN_GOLD_CONVERSION_RATE),
  );
  return {
    received: Math.floor(tenths / (to === 'gold' ? 10 : CLAN_GOLD_CONVERSION_RATE)),
    goldWorth: Math.ceil(tenths / 10),
  };
}

// ---------------------------------------------------------------------------------------------
// Taxes

/** The personal tax inputs accept at most this many characters. Spec 001, section 5. */
export const PERSONAL_TAX_MAX_LENGTH = 3;
/** The clan tax inputs accept at most this many characters. Spec 002, section 5. */
export const CLAN_TAX_MAX_LENGTH = 3;
/**
 * Bounds of every tax (clan gold and resource taxes, personal taxes), in whole percent. The spec
 * gives none; 0 to 100 is our choice and fits the 3-character inputs.
 */
export const TAX_PERCENT_RANGE = { min: 0, max: 100 } as const;
/** Our text for a tax outside the bounds (the spec gives none). */
export const INVALID_TAX_TEXT = 'Taxes must be whole numbers from 0 to 100.';

/** Whether a tax value is a whole percent from 0 to 100 (our bounds). */
export function isValidTaxPercent(value: number): boolean {
  return (
    Number.isInteger(value) && value >= TAX_PERCENT_RANGE.min && value <= TAX_PERCENT_RANGE.max
  );
}

/** Result of reading a tax input. */
export type TaxPercentResult =
  | { readonly ok: true; readonly percent: number }
  | { readonly ok: false; readonly error: typeof INVALID_TAX_TEXT };

/**
 * Reads a clan or personal tax input: 1 to 3 digits whose value is 0 to 100 (our bounds).
 * Spec 001, section 5 and spec 002, section 5 (lengths); bounds are ours.
 */
export function parseTaxPercent(input: string): TaxPercentResult {
  if (typeof input !== 'string') {
    throw new RuleInputError(`tax input must be a string, got ${typeof input}`);
  }
  // Personal and clan tax inputs share the same 3-character limit.
  const pattern = new RegExp(`^[0-9]{1,${PERSONAL_TAX_MAX_LENGTH}}$`);
  const percent = pattern.test(input) ? Number(input) : Number.NaN;
  return isValidTaxPercent(percent)
    ? { ok: true, percent }
    : { ok: false, error: INVALID_TAX_TEXT };
}

// ---------------------------------------------------------------------------------------------
// Log and texts

/** The clan home log loader shows the most recent this many entries. Spec 001, section 9. */
export const CLAN_HOME_LOG_ENTRIES = 100;
/** The clan home itself shows this many of the newest log lines. Ours. */
export const CLAN_HOME_PREVIEW_ENTRIES = 10;

/** Confirmation asked before kicking a member. Spec 001, section 5. */
export const KICK_CONFIRM_TEXT = 'Are you sure you want to kick this clan member?';

/** Success texts of the clan screens, quoted from spec 001, section 8. */
export const MEMBER_KICKED_TEXT = 'Member kicked.';
export const RANK_CHANGED_TEXT = 'Rank changed.';
/** Lower-case first letter as in the spec. */
export const PERMISSION_CHANGED_TEXT = 'permission changed.';
export const RANK_NAME_CHANGED_TEXT = 'Rank name changed.';
export const PERSONAL_TAXES_CHANGED_TEXT = 'Your personal taxes were successfully changed.';

/** Empty states of the battlegrounds and invites admin, quoted from spec 001, section 8. */
export const NO_MOBS_ALIVE_TEXT = 'There are no mobs alive at the moment.';
export const NO_BOSSES_ALIVE_TEXT = 'There are no bosses alive at the moment.';
export const NO_PENDING_INVITES_TEXT = 'There are no pending invites.';

function assertText(name: string, value: string): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new RuleInputError(`${name} must be a non-empty string`);
  }
  return value;
}

/** 'You sent items to {name}.' Spec 001, section 8. */
export function itemsSentText(name: string): string {
  return `You sent items to ${assertText('recipient name', name)}.`;
}

/**
 * 'The {building} was upgraded to level {n}.' (level a whole number from 1).
 * Spec 001, section 8.
 */
export function buildingUpgradedText(building: string, level: number): string {
  assertText('building name', building);
  assertInteger('building level', level, 1);
  return `The ${building} was upgraded to level ${formatNumber(level)}.`;
}
