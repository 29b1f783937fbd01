/**
 * The sentences of the alert centre (shown on the page, issue 18) and of the pushes the server
 * sends for the same events (issue 30): one wording wherever the player reads it.
 */
import { ORDER_TYPE_SELL } from '../market/market-input';
import { formatNumber } from './number-format';

export const bossAppearedText = (boss: string) => `${boss} has appeared!`;
export const bossSlainText = (boss: string) => `${boss} has been slain!`;
export const eventStartedText = (skill: string, bonusPercent: number) =>
  `A ${skill} event has started: ${String(bonusPercent)}% more resources.`;
export const eventEndedText = (skill: string) => `The ${skill} event has ended.`;
export const raidReturnedText = (raid: string) => `Your raid ${raid} has returned.`;
export const whisperText = (author: string, text: string) => `${author} whispers: ${text}`;
export const autosLowText = (autos: number) => `Your Autos are down to ${formatNumber(autos)}.`;
export const BONUS_TIME_STARTED_TEXT = 'Bonus Time has started!';
export const ACTION_BONUS_ACTIVE_TEXT = 'The action bonus is active!';

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/**
 * The sentence of a `marketOrderFilled` message (another player filled the player's order), or
 * null for data of another shape.
 */
export function orderFilledText(
  data: unknown,
  itemName: (itemid: string) => string,
): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const { itemid, type, amount, filled } = data as Record<string, unknown>;
  if (typeof itemid !== 'string' || !isCount(type) || !isCount(amount) || !isCount(filled)) {
    return null;
  }
  const selling = type === ORDER_TYPE_SELL;
  const side = selling ? 'sell' : 'buy';
  const done = selling ? 'sold' : 'bought';
  const name = itemName(itemid);
  return amount === 0
    ? `Your ${side} order of ${name} was filled: the last ${formatNumber(filled)} ${done}.`
    : `Your ${side} order of ${name} was partly filled: ${formatNumber(filled)} ${done}, ${formatNumber(amount)} ${selling ? 'left' : 'still wanted'}.`;
}
