/**
 * Rates per action (issue 29): what an action's ticks brought in, summed, and read per hour of the
 * time they took; the names of the actions tracked; and when the Autos run out.
 */
import { assertFinite } from '../guards';
import { formatNumber } from '../display/number-format';

/** What an action brought in over some ticks (the contracts' RateFigures). */
export interface RateFigures {
  actions: number;
  /** The time those ticks took (their delays). */
  ms: number;
  exp: number;
  gold: number;
  items: Record<string, number>;
}

/** What players call each action (the Current Action panel and the rates page), by action. */
export const ACTION_NAMES: Readonly<Record<string, string>> = {
  battling: 'Battling',
  specialBattling: 'Special battling',
  mining: 'Mining',
  woodcutting: 'Woodcutting',
  quarrying: 'Quarrying',
  dungeoneering: 'Dungeoneering',
  bossBattle: 'Boss battle',
  clanMobBattle: 'Clan mob battle',
  clanBossBattle: 'Clan boss battle',
  runecrafting: 'Runecrafting',
  jewelcrafting: 'Jewelcrafting',
  jewelcrafting_create_gem: 'Gem creation',
  alchemy: 'Alchemy',
  labyrinth: 'Labyrinth',
};

/** Shown where no action has been tracked since the reset (or this session). */
export const NO_RATES_TEXT = 'No actions tracked yet.';
/** Asked before a reset: it cannot be undone. */
export const RESET_RATES_QUESTION =
  'Reset the rates of every action? The figures since the last reset are lost.';
/** Said after a reset. */
export const RATES_RESET_TEXT = 'The rates start afresh from now.';

const HOUR_MS = 3_600_000;

export function emptyFigures(): RateFigures {
  return { actions: 0, ms: 0, exp: 0, gold: 0, items: {} };
}

/** The two sums (new objects; neither is changed). */
export function addFigures(a: RateFigures, b: RateFigures): RateFigures {
  const items = { ...a.items };
  for (const [id, amount] of Object.entries(b.items)) items[id] = (items[id] ?? 0) + amount;
  return {
    actions: a.actions + b.actions,
    ms: a.ms + b.ms,
    exp: a.exp + b.exp,
    gold: a.gold + b.gold,
    items,
  };
}

/** `amount` per hour of `ms`, rounded to a whole number (0 before any time passed). */
export function ratePerHour(amount: number, ms: number): number {
  assertFinite('amount', amount);
  assertFinite('time', ms);
  return ms <= 0 ? 0 : Math.round((amount * HOUR_MS) / ms);
}

/** The figures as the screen shows them: "1,234/h". */
export function ratePerHourText(amount: number, ms: number): string {
  return `${formatNumber(ratePerHour(amount, ms))}/h`;
}

/**
 * When the Autos run out: the tick that spends the last of `autos` comes `autos` delays after the
 * last tick (`lastTickAt`); null when none are left or no action runs (`delay` 0).
 */
export function autosRunOutAt(autos: number, delay: number, lastTickAt: number): number | null {
  assertFinite('autos', autos);
  assertFinite('delay', delay);
  if (autos <= 0 || delay <= 0) return null;
  return lastTickAt + autos * delay;
}

/**
 * "Autos last until 14:05", with the date when it is not today ("until 09:30 on Tue 24 Nov"), in
 * the player's time zone (`timeZone` for tests).
 */
export function autosLastUntilText(at: number, now: number, timeZone?: string): string {
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  });
  const time = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' });
  const text = `Autos last until ${time.format(at)}`;
  if (day.format(at) === day.format(now)) return text;
  const date = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });
  return `${text} on ${date.format(at).replace(',', '')}`;
}
