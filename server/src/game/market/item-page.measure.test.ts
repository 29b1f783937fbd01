/**
 * Not a test: measures the item page's calls on a book and history of realistic size
 * (MEASURE=1 npx vitest run src/game/market/item-page.measure.test.ts).
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  createTestGame,
  grantItems,
  insertTestPlayer,
  registerEmptyHanded,
  type TestGame,
} from '../../test-support';

const run = process.env.MEASURE === '1' ? describe : describe.skip;
let t: TestGame;
let viewer: string;
const DAY = 86_400_000;

run('item page on a deep book and a long history', () => {
  beforeAll(async () => {
    t = await createTestGame();
    viewer = await registerEmptyHanded(t, 'Viewer');
    await grantItems(t.game, 'Viewer', { metal: 10 });
    const ids: number[] = [];
    for (let i = 0; i < 200; i++) await insertTestPlayer(t.game.db, `Trader${String(i)}`);
    const users = await t.game.db.selectFrom('users').select('id').execute();
    for (const user of users) ids.push(user.id);
    const now = t.game.clock.now();
    // 10,000 orders a side of metal over 2,000 prices; 300,000 trades over 60 days, 20 items.
    for (const type of [1, 2]) {
      const rows = Array.from({ length: 10_000 }, (_, i) => ({
        user_id: ids[i % ids.length] ?? 1,
        item_id: 'metal',
        type,
        amount: 1 + (i % 50),
        cost: type === 1 ? 300 + (i % 2_000) : 1 + (i % 290),
        cost_dec: i % 100,
        bulk: 0,
        created_at: now,
      }));
      for (let i = 0; i < rows.length; i += 500) {
        await t.game.db
          .insertInto('market_orders')
          .values(rows.slice(i, i + 500))
          .execute();
      }
    }
    const items = ['metal', 'wood', 'stone', 'weapon_component', 'armor_component'];
    const trades = Array.from({ length: 300_000 }, (_, i) => ({
      item_id: items[i % items.length] ?? 'metal',
      amount: 1 + (i % 40),
      price_cents: 200 + (i % 300),
      traded_at: now - Math.floor((i / 300_000) * 60 * DAY),
      buyer_id: ids[i % ids.length] ?? 1,
      seller_id: ids[(i + 1) % ids.length] ?? 1,
      gold: 10,
      tax: 0,
    }));
    for (let i = 0; i < trades.length; i += 500) {
      await t.game.db
        .insertInto('market_trades')
        .values(trades.slice(i, i + 500))
        .execute();
    }
  }, 600_000);
  afterAll(async () => {
    await t.close();
  });

  it('times each call', { timeout: 600_000 }, async () => {
    const time = async (label: string, call: () => Promise<{ body: string }>) => {
      for (let i = 0; i < 20; i++) await call();
      const runs = 200;
      const start = process.hrtime.bigint();
      let bytes = 0;
      for (let i = 0; i < runs; i++) bytes = (await call()).body.length;
      const us = Number(process.hrtime.bigint() - start) / 1_000 / runs;
      console.log(`${label}: ${us.toFixed(0)} us a call (inject), ${String(bytes)} bytes`);
    };
    const get = (mod: string, fields: Record<string, unknown>) => () =>
      t.get('market.php', { mod, ...fields }, viewer);
    await time('loadItems', get('loadItems', { itemid: 'metal' }));
    await time('marketDepth', get('marketDepth', { itemid: 'metal' }));
    await time('priceHistory', get('priceHistory', { itemid: 'metal' }));
    await time('marketValues', get('marketValues', {}));
    await time('tradeHistory p1', get('tradeHistory', { page: 1 }));
    const plan = await t.game.db.selectFrom('market_trades').select('id').limit(1).execute();
    void plan;
  });
});
