import { describe, expect, it } from 'vitest';
import { RuleInputError } from '../guards';
import {
  CLAN_CREATION_COST_CREDITS,
  CLAN_EXCHANGE_MIN_LEVEL,
  CLAN_HOME_LOG_ENTRIES,
  CLAN_PERMISSION_IDS,
  CLAN_STORAGE_ITEMS,
  CLAN_TAX_MAX_LENGTH,
  KICK_CONFIRM_TEXT,
  MEMBER_KICKED_TEXT,
  NO_BOSSES_ALIVE_TEXT,
  NO_MEMBER_TO_SEND_TO_TEXT,
  NO_MOBS_ALIVE_TEXT,
  NO_PENDING_INVITES_TEXT,
  SEND_AMOUNT_ABOVE_ZERO_TEXT,
  PERMISSION_CHANGED_TEXT,
  PERSONAL_TAXES_CHANGED_TEXT,
  PERSONAL_TAX_MAX_LENGTH,
  RANK_CHANGED_TEXT,
  RANK_NAME_CHANGED_TEXT,
  buildingUpgradedText,
  canActOnMember,
  canChangeRankTo,
  canExchange,
  canKick,
  canManageRanks,
  clanConversionRateDisplay,
  hasClanPermission,
  isValidTaxPercent,
  itemsSentText,
  parseTaxPercent,
  validateClanSend,
  validateConversion,
  validateDonation,
} from './clan';
import type { ClanPermission, ClanStorageItem } from './clan';

describe('clan constants', () => {
  it('match spec 001, section 9', () => {
    expect(CLAN_CREATION_COST_CREDITS).toBe(250);
    expect(CLAN_HOME_LOG_ENTRIES).toBe(100);
    expect(CLAN_STORAGE_ITEMS).toEqual(['gold', 'credits', 'metal', 'wood', 'stone']);
    expect(CLAN_PERMISSION_IDS).toEqual([
      'details',
      'promotions',
      'buildings',
      'invite',
      'kick',
      'items',
    ]);
  });
});

describe('rank rules', () => {
  it('lets only rank 1 manage ranks', () => {
    expect(canManageRanks(1)).toBe(true);
    expect(canManageRanks(2)).toBe(false);
    expect(() => canManageRanks(0)).toThrow('actor rank must be at least 1');
  });
  it('acts only on strictly lower ranks (higher numbers)', () => {
    expect(canActOnMember(1, 2)).toBe(true);
    expect(canActOnMember(2, 2)).toBe(false);
    expect(canActOnMember(3, 2)).toBe(false);
    expect(() => canActOnMember(1, 1.5)).toThrow('target rank must be a whole number');
  });
  it('reads permissions, only true granting them', () => {
    expect(hasClanPermission({ kick: true }, 'kick')).toBe(true);
    expect(hasClanPermission({ kick: false }, 'kick')).toBe(false);
    expect(hasClanPermission({}, 'items')).toBe(false);
    expect(() => hasClanPermission({}, 'admin' as ClanPermission)).toThrow(RuleInputError);
  });
  it('needs kick and a lower target to kick', () => {
    expect(canKick({ kick: true }, 2, 3)).toBe(true);
    expect(canKick({ kick: true }, 2, 2)).toBe(false);
    expect(canKick({ kick: false, promotions: true }, 2, 3)).toBe(false);
    expect(canKick({}, 1, 5)).toBe(false);
  });
  it('needs promotions, a lower target and a new rank below the actor to change rank', () => {
    const promoter = { promotions: true };
    expect(canChangeRankTo(promoter, 2, 4, 3)).toBe(true);
    expect(canChangeRankTo(promoter, 2, 3, 5)).toBe(true);
    expect(canChangeRankTo(promoter, 2, 4, 2)).toBe(false); // to the actor's own rank
    expect(canChangeRankTo(promoter, 2, 4, 1)).toBe(false); // above the actor
    expect(canChangeRankTo(promoter, 1, 2, 1)).toBe(true); // a leader makes another leader
    expect(canChangeRankTo(promoter, 1, 1, 2)).toBe(false); // but cannot demote one
    expect(canChangeRankTo(promoter, 2, 2, 3)).toBe(false); // target not below
    expect(canChangeRankTo({ kick: true }, 2, 4, 3)).toBe(false);
    expect(() => canChangeRankTo(promoter, 2, 4, 0)).toThrow('new rank must be at least 1');
  });
});

describe('canExchange', () => {
  it('needs a clan level above 100 and the items permission', () => {
    expect(CLAN_EXCHANGE_MIN_LEVEL).toBe(101);
    expect(canExchange(100, true)).toBe(false);
    expect(canExchange(101, true)).toBe(true);
    expect(canExchange(150, false)).toBe(false);
  });
  it('rejects invalid input', () => {
    expect(() => canExchange(0, true)).toThrow('clan level must be at least 1');
    expect(() => canExchange(101, 1 as unknown as boolean)).toThrow(RuleInputError);
  });
});

describe('clanConversionRateDisplay', () => {
  it('divides by 10', () => {
    expect(clanConversionRateDisplay(15)).toBe(1.5);
    expect(clanConversionRateDisplay(3)).toBe(0.3);
    expect(clanConversionRateDisplay(1000)).toBe(100);
  });
  it('rejects negative or non-finite rates', () => {
    expect(() => clanConversionRateDisplay(-1)).toThrow(RuleInputError);
    expect(() => clanConversionRateDisplay(Number.NaN)).toThrow(RuleInputError);
  });
});

describe('validateConversion', () => {
  it('accepts an amount above 0 of up to 12 digits between different items', () => {
    expect(validateConversion({ from: 'gold', to: 'metal', amount: '500' })).toEqual({
      ok: true,
      conversion: { from: 'gold', to: 'metal', amount: 500 },
    });
    expect(validateConversion({ from: 'wood', to: 'stone', amount: '999999999999' })).toEqual({
      ok: true,
      conversion: { from: 'wood', to: 'stone', amount: 999999999999 },
    });
  });
  it('refuses bad amounts with Invalid amount.', () => {
    const invalid = { ok: false, error: 'Invalid amount.' };
    expect(validateConversion({ from: 'gold', to: 'metal', amount: '0' })).toEqual(invalid);
    expect(validateConversion({ from: 'gold', to: 'metal', amount: '' })).toEqual(invalid);
    expect(validateConversion({ from: 'gold', to: 'metal', amount: '1000000000000' })).toEqual(
      invalid,
    ); // 13 characters
    expect(validateConversion({ from: 'gold', to: 'metal', amount: '-3' })).toEqual(invalid);
  });
  it('refuses the same item on both sides', () => {
    expect(validateConversion({ from: 'gold', to: 'gold', amount: '5' })).toEqual({
      ok: false,
      error: 'Choose two different items.',
    });
  });
  it('throws for items outside clan storage', () => {
    expect(() =>
      validateConversion({ from: 'gems' as ClanStorageItem, to: 'gold', amount: '5' }),
    ).toThrow('conversion item (from) must be one of gold, credits, metal, wood, stone');
  });
});

describe('taxes', () => {
  it('limits the inputs to 3 characters', () => {
    expect(PERSONAL_TAX_MAX_LENGTH).toBe(3);
    expect(CLAN_TAX_MAX_LENGTH).toBe(3);
  });
  it('accepts whole percents from 0 to 100', () => {
    expect(parseTaxPercent('0')).toEqual({ ok: true, percent: 0 });
    expect(parseTaxPercent('15')).toEqual({ ok: true, percent: 15 });
    expect(parseTaxPercent('100')).toEqual({ ok: true, percent: 100 });
    expect(isValidTaxPercent(100)).toBe(true);
    expect(isValidTaxPercent(0)).toBe(true);
  });
  it('refuses values above 100, empty, signs and decimals', () => {
    const invalid = { ok: false, error: 'Taxes must be whole numbers from 0 to 100.' };
    expect(parseTaxPercent('101')).toEqual(invalid);
    expect(parseTaxPercent('')).toEqual(invalid);
    expect(parseTaxPercent('-1')).toEqual(invalid);
    expect(parseTaxPercent('2.5')).toEqual(invalid);
    expect(parseTaxPercent('0100')).toEqual(invalid); // 4 characters
    expect(isValidTaxPercent(101)).toBe(false);
    expect(isValidTaxPercent(-1)).toBe(false);
    expect(isValidTaxPercent(12.5)).toBe(false);
    expect(isValidTaxPercent(Number.NaN)).toBe(false);
  });
});

describe('clan texts', () => {
  it('quotes spec 001, section 8', () => {
    expect(KICK_CONFIRM_TEXT).toBe('Are you sure you want to kick this clan member?');
    expect(MEMBER_KICKED_TEXT).toBe('Member kicked.');
    expect(RANK_CHANGED_TEXT).toBe('Rank changed.');
    expect(PERMISSION_CHANGED_TEXT).toBe('permission changed.');
    expect(RANK_NAME_CHANGED_TEXT).toBe('Rank name changed.');
    expect(PERSONAL_TAXES_CHANGED_TEXT).toBe('Your personal taxes were successfully changed.');
    expect(NO_MOBS_ALIVE_TEXT).toBe('There are no mobs alive at the moment.');
    expect(NO_BOSSES_ALIVE_TEXT).toBe('There are no bosses alive at the moment.');
    expect(NO_PENDING_INVITES_TEXT).toBe('There are no pending invites.');
  });
  it('fills in names and levels', () => {
    expect(itemsSentText('Ayla')).toBe('You sent items to Ayla.');
    expect(buildingUpgradedText('Totem', 4)).toBe('The Totem was upgraded to level 4.');
  });
  it('rejects empty names and bad levels', () => {
    expect(() => itemsSentText('')).toThrow('recipient name must be a non-empty string');
    expect(() => buildingUpgradedText('Totem', 0)).toThrow('building level must be at least 1');
    expect(() => buildingUpgradedText(' ', 2)).toThrow(RuleInputError);
  });
});

describe('validateDonation', () => {
  const gold = (amount: number, owned: number) =>
    validateDonation({ itemName: 'Gold', amount, owned });

  it('takes a whole amount the member holds', () => {
    expect(gold(250_100, 250_100)).toEqual({ ok: true });
  });

  it('says how much the member holds, formatted, in a sentence naming the item', () => {
    expect(gold(300_000, 250_100)).toEqual({ ok: false, error: 'You only have 250,100 Gold.' });
  });

  it('asks for an amount of the item above 0', () => {
    for (const amount of [0, -1, 1.5, Number.NaN]) {
      expect(gold(amount, 10)).toEqual({ ok: false, error: 'Enter an amount of Gold above 0.' });
    }
  });
});

describe('validateClanSend', () => {
  const send = (amount: number, held: number, recipient = 'Ayla') =>
    validateClanSend({ recipient, itemName: 'Metal', amount, held });

  it('takes a whole amount the storage holds, for a named member', () => {
    expect(send(1_000, 1_000)).toEqual({ ok: true });
  });

  it('says what the clan storage only has, formatted', () => {
    expect(send(1_001, 1_000)).toEqual({
      ok: false,
      error: 'The clan storage only has 1,000 Metal.',
    });
  });

  it('asks for an amount above 0 and for the member', () => {
    expect(send(0, 5)).toEqual({ ok: false, error: SEND_AMOUNT_ABOVE_ZERO_TEXT });
    expect(send(1, 5, '  ')).toEqual({ ok: false, error: NO_MEMBER_TO_SEND_TO_TEXT });
  });
});
