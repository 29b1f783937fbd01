import type { BattleTickAnswer } from '@idle/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOGGED_DROP_RARITY } from './fighting';
import { ITEMS } from '../content/items';
import { createTestGame, grantItems, type TestGame } from '../../test-support';

let t: TestGame;
let cookie: string;
beforeEach(async () => {
  t = await createTestGame();
  cookie = await t.register('Hero_1');
});
afterEach(async () => {
  await t.close();
});

async function tick(): Promise<BattleTickAnswer> {
  const response = await t.post('actions/battle.php', {}, cookie);
  expect(response.statusCode).toBe(200);
  t.game.clock.advance(6000);
  return response.json<BattleTickAnswer>();
}

const potionRows = () =>
  t.game.db.selectFrom('potions').select(['potion_id', 'percent', 'remaining']).execute();

describe('potions in battle', () => {
  it('adds their bonus and uses one action of every active potion per tick', async () => {
    await t.post('areas.php', { mod: 'enterArea', area: 1, mob: 1 }, cookie);
    const plain = await tick();
    expect(plain.data?.exp).toBe(7);
    expect(plain).not.toHaveProperty('potions');

    await grantItems(t.game, 'Hero_1', { potion_of_insight: 1, potion_of_wrath: 1 });
    await t.post('items.php', { mod: 'useItem', id: 'potion_of_insight', amount: 1 }, cookie);
    await t.post('items.php', { mod: 'useItem', id: 'potion_of_wrath', amount: 1 }, cookie);
    const boosted = await tick();
    expect(boosted.data?.exp).toBe(8); // floor(7 * 1.15)
    expect(boosted.potions).toEqual({ potion_of_insight: [15, 49], potion_of_wrath: [10, 24] });
    expect(await potionRows()).toEqual([
      { potion_id: 'potion_of_insight', percent: 15, remaining: 49 },
      { potion_id: 'potion_of_wrath', percent: 10, remaining: 24 },
    ]);
    expect((await tick()).potions).toEqual({
      potion_of_insight: [15, 48],
      potion_of_wrath: [10, 23],
    });
  });

  it('ends a potion at its last action', async () => {
    await grantItems(t.game, 'Hero_1', { potion_of_fortune: 1 });
    await t.post('items.php', { mod: 'useItem', id: 'potion_of_fortune', amount: 1 }, cookie);
    await t.game.db.updateTable('potions').set({ remaining: 1 }).execute();
    await t.post('areas.php', { mod: 'enterArea', area: 1, mob: 1 }, cookie);
    expect((await tick()).potions).toEqual({});
    expect(await potionRows()).toEqual([]);
    expect(await tick()).not.toHaveProperty('potions');
    const initial = (await t.get('_load_initial_data.php', {}, cookie)).json<{
      misc: { potions: unknown };
    }>();
    expect(initial.misc.potions).toEqual({});
  });
});

describe('runes in battle', () => {
  it('fights with the runes on the belt, read afresh after equipping mid-action', async () => {
    await t.post('areas.php', { mod: 'enterArea', area: 1, mob: 1 }, cookie);
    const before = await tick();
    await grantItems(t.game, 'Hero_1', { rune_life: 1 });
    expect(
      (await t.post('items.php', { mod: 'equipRune', id: 'rune_life' }, cookie)).statusCode,
    ).toBe(200);
    const after = await tick();
    expect((after.data?.p1.maxHp ?? 0) - (before.data?.p1.maxHp ?? 0)).toBe(40);
  });
});

describe('the personal log in battle', () => {
  it('writes every drop of rarity 3 or more, and nothing else', async () => {
    await t.game.db
      .updateTable('users')
      .set({ health: 1_000_000, attack: 1_000_000, defence: 100_000, accuracy: 20_000 })
      .execute();
    await t.post('areas.php', { mod: 'enterArea', area: 5, mob: 13 }, cookie);
    const rare: string[] = [];
    for (let index = 0; index < 40; index++) {
      const answer = await tick();
      expect(answer.data?.winner).toBe(1);
      for (const drop of answer.drops ?? []) {
        if ((ITEMS[drop.id]?.rarity ?? 0) >= LOGGED_DROP_RARITY) {
          rare.push(`You found ${drop.amount} x [item:${drop.id}].`);
        }
      }
    }
    expect(rare.length).toBeGreaterThan(0);
    expect(rare.some((line) => line.includes('[item:troll_tooth]'))).toBe(true);
    const log = await t.game.db.selectFrom('log').select(['type', 'data']).orderBy('id').execute();
    expect(log).toEqual(rare.map((data) => ({ type: 'item', data })));
  });
});
