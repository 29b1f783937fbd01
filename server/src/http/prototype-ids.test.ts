/**
 * Ids that name built-ins of a plain object (`constructor`, `toString`, `__proto__`,
 * `hasOwnProperty`) are refused like any unknown id on every call that takes an id: a clear
 * `{error}` (or a tick's stop) and nothing changed, never a 500.
 */
import type { TickAnswer } from '@idle/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findItem, ITEM_TYPES, ITEMS } from '../game/content/items';
import { POTION_RECIPES, RUNE_RECIPES } from '../game/content/crafting';
import { UPGRADEABLE_ITEMS } from '../game/content/upgradeables';
import { UNKNOWN_POTION_TEXT } from '../game/crafting/alchemy';
import { UNKNOWN_RUNE_TEXT } from '../game/crafting/runecrafting';
import {
  createTestGame,
  expectRefusedUnchanged,
  gameTables,
  grantItems,
  type TestGame,
} from '../test-support';

const BUILT_INS = ['constructor', 'toString', '__proto__', 'hasOwnProperty'];

let t: TestGame;
let cookie: string;
beforeEach(async () => {
  t = await createTestGame({ devTools: true });
  cookie = await t.register('Hero_1');
  await grantItems(t.game, 'Hero_1', { wolf_pelt: 5, leather_strap: 5 });
});
afterEach(async () => {
  await t.close();
});

const anyError = expect.any(String) as unknown;

describe('content tables', () => {
  it('find only their own entries', () => {
    for (const id of BUILT_INS) {
      expect(findItem(id)).toBeUndefined();
      for (const table of [ITEMS, ITEM_TYPES, UPGRADEABLE_ITEMS, RUNE_RECIPES, POTION_RECIPES]) {
        expect(table[id]).toBeUndefined();
        expect(id in table).toBe(false);
      }
    }
    expect(findItem('gold')?.name).toBe('Gold');
  });
});

describe.each(BUILT_INS)('the id %s', (id) => {
  it('is refused by every items.php call that takes an id', async () => {
    const calls: Record<string, unknown>[] = [
      { mod: 'upgradeUpgradeableItem', id, level: 0 },
      { mod: 'useItem', id, amount: 1 },
      { mod: 'equipRune', id },
      { mod: 'destroyItems', type: id, data: [{ id: 'wolf_pelt', amount: 1 }] },
      { mod: 'destroyItems', type: 'trophy', data: [{ id, amount: 1 }] },
    ];
    for (const body of calls) {
      await expectRefusedUnchanged(t.game, () => t.post('items.php', body, cookie), anyError);
    }
  });

  it('is refused by the dev tools', async () => {
    await expectRefusedUnchanged(
      t.game,
      () =>
        t.post('dev.php', { mod: 'setUpgradeableLevel', username: 'Hero_1', id, level: 2 }, cookie),
      anyError,
    );
  });

  it('stops a crafting tick as an unknown recipe, changing nothing', async () => {
    for (const [path, body, text] of [
      ['actions/runecrafting.php', { itemid: id }, UNKNOWN_RUNE_TEXT],
      ['actions/alchemy.php', { itemid: id, amount: 1 }, UNKNOWN_POTION_TEXT],
    ] as const) {
      const before = await gameTables(t.game);
      const response = await t.post(path, body, cookie);
      if (response.statusCode === 200) {
        expect(response.json<TickAnswer>().stopAction).toEqual({ msg: text, hardExit: true });
      } else {
        // Ids the form refuses as ids at all.
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: anyError });
      }
      expect(await gameTables(t.game)).toEqual(before);
    }
  });
});
