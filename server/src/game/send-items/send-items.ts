/**
 * Send items (spec 002): gold or a marketable item given to another player by name. The move is
 * ONE transaction of both players (rows locked in id order); the sender's count only shrinks
 * while it still holds the amount, both logs record it, and once it commits the receiver is told
 * over the live socket.
 */
import type { SendItemsAnswer } from '@idle/contracts';
import { MARKET_CURRENCY_ITEM, NOT_ENOUGH_GOLD_TEXT, formatNumber } from '@idle/game-rules';
import { playerTransaction } from '../../db/transactions';
import { GameError } from '../errors';
import { usernameKey } from '../accounts/accounts';
import { findUserByNameKey, usernameOf } from '../accounts/users.repository';
import type { GameContext } from '../context';
import { notEnoughText } from '../inventory/equipment';
import { addItems, removeItems } from '../inventory/items';
import { addLogEntry } from '../log/log';
import { marketItem } from '../market/book';
import { UNKNOWN_PLAYER_TEXT } from '../players/players';

export const SEND_TO_SELF_TEXT = 'You cannot send items to yourself.';

/** The sender's log line. */
export function sentText(receiver: string, itemId: string, amount: number): string {
  return `You sent ${formatNumber(amount)} x [item:${itemId}] to ${receiver}.`;
}

/** The receiver's log line and notification. */
export function receivedText(sender: string, itemId: string, amount: number): string {
  return `${sender} sent you ${formatNumber(amount)} x [item:${itemId}].`;
}

/** `sendItems`: `amount` of gold or of a marketable item from the player to `username`. */
export async function sendItems(
  game: GameContext,
  userId: number,
  username: string,
  itemId: string,
  amount: number,
): Promise<SendItemsAnswer> {
  // What may be traded on the market may be sent, and gold (which the market trades in).
  if (itemId !== MARKET_CURRENCY_ITEM) marketItem(itemId);
  const receiver = await findUserByNameKey(game.db, usernameKey(username), ['id', 'username']);
  if (!receiver) throw new GameError(UNKNOWN_PLAYER_TEXT);
  if (receiver.id === userId) throw new GameError(SEND_TO_SELF_TEXT);
  const now = game.clock.now();
  const items = [{ id: itemId, amount }];
  const text = await playerTransaction(game.db, [userId, receiver.id], async (trx) => {
    const shortfall = (id: string) =>
      id === MARKET_CURRENCY_ITEM ? NOT_ENOUGH_GOLD_TEXT : notEnoughText(id);
    await removeItems(trx, userId, items, shortfall, 'moved');
    await addItems(trx, receiver.id, items, 'moved');
    const sender = await usernameOf(trx, userId);
    await addLogEntry(trx, userId, 'item', sentText(receiver.username, itemId, amount), now);
    const received = receivedText(sender, itemId, amount);
    await addLogEntry(trx, receiver.id, 'item', received, now);
    return received;
  });
  game.live.toUser(receiver.id, { type: 'addItemsToUser', data: items });
  game.live.toUser(receiver.id, { type: 'notification', data: text, channel: 'notifications' });
  return { itemsToRemove: items };
}
