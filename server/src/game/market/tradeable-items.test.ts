/**
 * What may be traded (GAME-FACTS "Market and stores"): honor tokens are tradeable; bound credits,
 * boss and dungeoneering tokens, artisan shards and heroic shards are not. Both ways of trading,
 * the market and send items, follow one flag (`marketable`).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ITEMS } from '../content/items';
import { NOT_MARKETABLE_TEXT } from './book';
import {
  createTestGame,
  expectRefusedUnchanged,
  grantItems,
  itemsOf,
  registerEmptyHanded,
  type TestGame,
} from '../../test-support';

let t: TestGame;
let seller: string;
beforeEach(async () => {
  t = await createTestGame();
  seller = await registerEmptyHanded(t, 'Trader_1');
  await registerEmptyHanded(t, 'Trader_2');
});
afterEach(async () => {
  await t.close();
});

const sellOrder = (itemid: string) =>
  t.post(
    'market.php',
    { mod: 'placeSellOrder', itemid, amount: 5, cost: 100, costDec: 0, bulk: 0 },
    seller,
  );
const send = (itemid: string) =>
  t.post('items.php', { mod: 'sendItems', username: 'Trader_2', itemid, amount: 5 }, seller);

describe('tradeable items', () => {
  it('marks the GAME-FACTS currencies and shards', () => {
    expect(ITEMS.honor_tokens?.marketable).toBe(true);
    for (const id of [
      'bound_credits',
      'boss_tokens',
      'dungeoneering_tokens',
      'artisan_shard',
      'heroic_shard',
    ]) {
      expect(ITEMS[id]?.marketable, id).toBe(false);
    }
  });

  it('lists and sends honor tokens', async () => {
    await grantItems(t.game, 'Trader_1', { honor_tokens: 20 });
    expect((await sellOrder('honor_tokens')).statusCode).toBe(200);
    expect((await send('honor_tokens')).statusCode).toBe(200);
    expect((await itemsOf(t.game, 'Trader_1')).honor_tokens).toBe(10);
    expect((await itemsOf(t.game, 'Trader_2')).honor_tokens).toBe(5);
  });

  it.each(['artisan_shard', 'heroic_shard'])(
    'refuses to list or send %s, changing nothing',
    async (itemId) => {
      await grantItems(t.game, 'Trader_1', { [itemId]: 20 });
      await expectRefusedUnchanged(t.game, () => sellOrder(itemId), NOT_MARKETABLE_TEXT);
      await expectRefusedUnchanged(t.game, () => send(itemId), NOT_MARKETABLE_TEXT);
    },
  );
});
