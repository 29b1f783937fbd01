/**
 * Compensation: an operator grants or takes items, with a reason, in ONE transaction with the
 * economy's books. The items move with flow `moved` (nothing on the player's counters) and the
 * operator's flow counts them (`countOperatorFlow`: a grant `created`, a take `destroyed`), so
 * the economy audit stays exact and names what each operator added and removed.
 */
import { type AdminItemsAnswer, ITEMS_TAKEN_MESSAGE_TYPE } from '@idle/contracts';
import { formatNumber } from '@idle/game-rules';
import { playerTransaction } from '../../db/transactions';
import { findItem } from '../content/items';
import type { GameContext } from '../context';
import { countOperatorFlow } from '../economy/economy';
import { GameError } from '../errors';
import { addItems, itemCount, removeItems } from '../inventory/items';
import { addLogEntry } from '../log/log';
import { recordAdminAction } from './audit-trail';
import type { Operator } from './roles';
import { findTarget } from './targets';

export const UNKNOWN_ITEM_TEXT = 'That item does not exist.';

export function notEnoughToTakeText(username: string, itemName: string): string {
  return `${username} does not hold that many ${itemName}.`;
}

/** The player's log line of a grant. */
export function grantedText(itemId: string, amount: number): string {
  return `The game team gave you ${formatNumber(amount)} x [item:${itemId}].`;
}

/** The player's log line of a take. */
export function takenText(itemId: string, amount: number): string {
  return `The game team took ${formatNumber(amount)} x [item:${itemId}].`;
}

interface Compensation {
  targetId: number;
  itemId: string;
  amount: number;
  reason: string;
}

export async function grantItems(
  game: GameContext,
  operator: Operator,
  input: Compensation,
): Promise<AdminItemsAnswer> {
  return compensate(game, operator, input, 'grant');
}

export async function takeItems(
  game: GameContext,
  operator: Operator,
  input: Compensation,
): Promise<AdminItemsAnswer> {
  return compensate(game, operator, input, 'take');
}

async function compensate(
  game: GameContext,
  operator: Operator,
  { targetId, itemId, amount, reason }: Compensation,
  kind: 'grant' | 'take',
): Promise<AdminItemsAnswer> {
  const item = findItem(itemId);
  if (!item) throw new GameError(UNKNOWN_ITEM_TEXT);
  const now = game.clock.now();
  const moved = { id: itemId, amount };
  const items = [moved];
  const text = kind === 'grant' ? grantedText(itemId, amount) : takenText(itemId, amount);
  const held = await playerTransaction(game.db, [targetId], async (trx) => {
    const target = await findTarget(trx, targetId);
    if (kind === 'grant') {
      await addItems(trx, target.id, items, 'moved');
      await countOperatorFlow(trx, operator.id, moved, 'created');
    } else {
      const short = () => notEnoughToTakeText(target.username, item.name);
      await removeItems(trx, target.id, items, short, 'moved');
      await countOperatorFlow(trx, operator.id, moved, 'destroyed');
    }
    await addLogEntry(trx, target.id, 'item', text, now);
    await recordAdminAction(trx, {
      actor: operator,
      action: kind === 'grant' ? 'grantItems' : 'takeItems',
      target,
      reason,
      details: { itemId, amount },
      at: now,
    });
    return itemCount(trx, target.id, itemId);
  });
  // The running action reads the new amount; the open game shows the change at once.
  game.actionCache.forget(targetId);
  game.live.toUser(targetId, {
    type: kind === 'grant' ? 'addItemsToUser' : ITEMS_TAKEN_MESSAGE_TYPE,
    data: items,
  });
  game.live.toUser(targetId, { type: 'notification', data: text, channel: 'notifications' });
  return { userid: targetId, itemId, held };
}
