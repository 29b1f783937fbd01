import { NOT_ENOUGH_GOLD_TEXT } from '@idle/game-rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notEnoughText } from '../inventory/equipment';
import { UNKNOWN_ITEM_TEXT } from '../inventory/inventory';
import { NOT_MARKETABLE_TEXT } from '../market/book';
import { UNKNOWN_PLAYER_TEXT } from '../players/players';
import { SEND_TO_SELF_TEXT, receivedText, sentText } from './send-items';
import {
  createTestGame,
  recordingLiveHub,
  registerEmptyHanded,
  userIdOf,
  expectRefusedUnchanged,
  grantItems,
  itemsOf,
  type TestGame,
} from '../../test-support';

let t: TestGame;
let sender: string;
let pushed: { userId: number; type: string; data: unknown }[];

beforeEach(async () => {
  const recorded = recordingLiveHub();
  pushed = recorded.pushed;
  t = await createTestGame({ live: recorded.hub });
  sender = await registerEmptyHanded(t, 'Sender');
  await registerEmptyHanded(t, 'Receiver');
});
afterEach(async () => {
  await t.close();
});

const send = (fields: Record<string, unknown>, as: string) =>
  t.post('items.php', { mod: 'sendItems', ...fields }, as);

describe('items.php sendItems', () => {
  it('moves gold to the named player, logs both sides and tells the receiver', async () => {
    await grantItems(t.game, 'Sender', { gold: 1000 });
    // The name is matched as at login, whatever its case.
    const response = await send({ username: ' receiver ', itemid: 'gold', amount: 400 }, sender);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ itemsToRemove: [{ id: 'gold', amount: 400 }] });
    expect(await itemsOf(t.game, 'Sender')).toEqual({ gold: 600 });
    expect(await itemsOf(t.game, 'Receiver')).toEqual({ gold: 400 });

    const [senderId, receiverId] = [
      await userIdOf(t.game, 'Sender'),
      await userIdOf(t.game, 'Receiver'),
    ];
    const text = receivedText('Sender', 'gold', 400);
    expect(text).toBe('Sender sent you 400 x [item:gold].');
    const log = await t.game.db
      .selectFrom('log')
      .select(['user_id', 'type', 'data'])
      .orderBy('id')
      .execute();
    expect(log).toEqual([
      { user_id: senderId, type: 'item', data: sentText('Receiver', 'gold', 400) },
      { user_id: receiverId, type: 'item', data: text },
    ]);
    expect(pushed).toEqual([
      { userId: receiverId, type: 'addItemsToUser', data: [{ id: 'gold', amount: 400 }] },
      { userId: receiverId, type: 'notification', data: text },
    ]);
  });

  it('moves a marketable item, all of it', async () => {
    await grantItems(t.game, 'Sender', { metal: 25 });
    const response = await send({ username: 'Receiver', itemid: 'metal', amount: 25 }, sender);
    expect(response.statusCode, response.body).toBe(200);
    expect(await itemsOf(t.game, 'Sender')).toEqual({});
    expect(await itemsOf(t.game, 'Receiver')).toEqual({ metal: 25 });
  });

  it('refuses bad input, oneself, unknown names and items, and too little, changing nothing', async () => {
    await grantItems(t.game, 'Sender', { gold: 100, metal: 5, dungeoneering_tokens: 50 });
    const refused = (fields: Record<string, unknown>, error: unknown) =>
      expectRefusedUnchanged(t.game, () => send(fields, sender), error);
    await refused(
      { username: 'Receiver', itemid: 'gold', amount: 0 },
      'The amount must be at least 1.',
    );
    await refused(
      { username: 'Receiver', itemid: 'gold', amount: 'x' },
      'The amount must be a number.',
    );
    await refused({ username: '  ', itemid: 'gold', amount: 1 }, 'Enter a username.');
    await refused({ username: 'Sender', itemid: 'gold', amount: 1 }, SEND_TO_SELF_TEXT);
    await refused({ username: 'SENDER', itemid: 'gold', amount: 1 }, SEND_TO_SELF_TEXT);
    await refused({ username: 'Nobody', itemid: 'gold', amount: 1 }, UNKNOWN_PLAYER_TEXT);
    await refused({ username: 'Receiver', itemid: 'no_such_item', amount: 1 }, UNKNOWN_ITEM_TEXT);
    await refused(
      { username: 'Receiver', itemid: 'dungeoneering_tokens', amount: 1 },
      NOT_MARKETABLE_TEXT,
    );
    await refused({ username: 'Receiver', itemid: 'gold', amount: 101 }, NOT_ENOUGH_GOLD_TEXT);
    await refused({ username: 'Receiver', itemid: 'metal', amount: 6 }, notEnoughText('metal'));
    await refused({ username: 'Receiver', itemid: 'wood', amount: 1 }, notEnoughText('wood'));
    expect(pushed).toEqual([]);
  });
});

describe('items.php sendItems under concurrency', () => {
  it('conserves every coin and item when many sends are fired at once', async () => {
    const PLAYERS = 5;
    const cookies: string[] = [];
    for (let i = 0; i < PLAYERS; i++) {
      cookies.push(await registerEmptyHanded(t, `Giver_${i}`));
      await grantItems(t.game, `Giver_${i}`, { gold: 1000, metal: 100 });
    }
    // Each player sends more than they hold in all, to every other player, all at once.
    const calls = [];
    for (let round = 0; round < 8; round++) {
      for (let from = 0; from < PLAYERS; from++) {
        for (let to = 0; to < PLAYERS; to++) {
          if (from === to) continue;
          const itemid = round % 2 === 0 ? 'gold' : 'metal';
          const amount = itemid === 'gold' ? 70 : 9;
          calls.push(send({ username: `Giver_${to}`, itemid, amount }, cookies[from] ?? ''));
        }
      }
    }
    const responses = await Promise.all(calls);
    for (const response of responses) {
      if (response.statusCode === 200) continue;
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ error: expect.any(String) as string });
    }
    const totals = { gold: 0, metal: 0 };
    for (let i = 0; i < PLAYERS; i++) {
      const items = await itemsOf(t.game, `Giver_${i}`);
      totals.gold += items.gold ?? 0;
      totals.metal += items.metal ?? 0;
    }
    expect(totals).toEqual({ gold: 1000 * PLAYERS, metal: 100 * PLAYERS });
    const negative = await t.game.db
      .selectFrom('items')
      .select('item_id')
      .where('amount', '<', 0)
      .execute();
    expect(negative).toEqual([]);
    const sent = await t.game.db
      .selectFrom('log')
      .select('data')
      .where('data', 'like', 'You sent%')
      .execute();
    expect(sent).toHaveLength(responses.filter((r) => r.statusCode === 200).length);
  }, 60_000); // many sends at once: about 12 s on a busy machine; it checks conservation, not speed
});
