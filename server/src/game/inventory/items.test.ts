import { EQUIPMENT_FULLY_UPGRADED_TEXT, NOT_ENOUGH_COMPONENTS_TEXT } from '@idle/game-rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  NO_SUCH_RUNE_TEXT,
  NOT_A_RUNE_TEXT,
  NOT_DESTROYABLE_TEXT,
  NOT_ON_BELT_TEXT,
  NOT_USEABLE_TEXT,
  notOfTypeText,
  notThatManyText,
  RUNE_BELT_FULL_TEXT,
  STALE_LEVEL_TEXT,
  UNKNOWN_ITEM_TEXT,
  UNKNOWN_UPGRADEABLE_TEXT,
} from './inventory';
import {
  createTestGame,
  grantItems,
  itemsOf,
  type TestGame,
  expectRefusedUnchanged,
} from '../../test-support';

let t: TestGame;
let cookie: string;
beforeEach(async () => {
  t = await createTestGame();
  cookie = await t.register('Hero_1');
});
afterEach(async () => {
  await t.close();
});

const items = (mod: string, fields: Record<string, unknown>, as = cookie) =>
  t.post('items.php', { mod, ...fields }, as);

const expectRefused = (
  call: () => Promise<{ statusCode: number; json: () => unknown }>,
  error: string,
) => expectRefusedUnchanged(t.game, call, error);

async function initial(as = cookie) {
  return (await t.get('_load_initial_data.php', {}, as)).json<{
    player: Record<string, number>;
    runes: unknown[];
    upgradeableItems: Record<string, number>;
    upgradeableItemData: Record<string, unknown>;
    misc: { potions: Record<string, unknown> };
    tools: Record<string, number>;
  }>();
}

describe('items.php upgradeUpgradeableItem', () => {
  it('starts new players with a one-slot rune belt and its costs in the initial data', async () => {
    const data = await initial();
    expect(data.upgradeableItems).toEqual({ rune_belt: 1 });
    expect(data.upgradeableItemData.rune_belt).toMatchObject({
      name: 'Rune Belt',
      maxLevel: 5,
      costs: [1, 5, 25, 125, 375].map((amount) => [{ id: 'leather_strap', amount }]),
    });
    expect(data.upgradeableItemData.rune_belt).not.toHaveProperty('startLevel');
  });

  it('raises the level for the cost of the current level and logs it', async () => {
    await grantItems(t.game, 'Hero_1', { leather_strap: 6 });
    expect((await items('upgradeUpgradeableItem', { id: 'rune_belt', level: 1 })).json()).toEqual({
      id: 'rune_belt',
      level: 2,
      itemsToRemove: [{ id: 'leather_strap', amount: 5 }],
    });
    expect(await itemsOf(t.game, 'Hero_1')).toMatchObject({ leather_strap: 1 });
    expect((await initial()).upgradeableItems).toEqual({ rune_belt: 2 });
    const log = await t.game.db.selectFrom('log').select(['type', 'data']).execute();
    expect(log).toEqual([{ type: 'msg', data: 'You upgraded your Rune Belt to level 2.' }]);
  });

  it('refuses a level the item is no longer at (a second click) and changes nothing', async () => {
    await grantItems(t.game, 'Hero_1', { leather_strap: 100 });
    await expectRefused(
      () => items('upgradeUpgradeableItem', { id: 'rune_belt', level: 2 }),
      STALE_LEVEL_TEXT,
    );
  });

  it('refuses without enough leather and changes nothing', async () => {
    await grantItems(t.game, 'Hero_1', { leather_strap: 4 });
    await expectRefused(
      () => items('upgradeUpgradeableItem', { id: 'rune_belt', level: 1 }),
      'You do not have enough Leather Strap.',
    );
  });

  it('refuses at the maximum level with the fully-upgraded text', async () => {
    await t.game.db
      .insertInto('upgradeable_items')
      .values({ user_id: 1, item_id: 'rune_belt', level: 5 })
      .execute();
    await grantItems(t.game, 'Hero_1', { leather_strap: 10_000 });
    await expectRefused(
      () => items('upgradeUpgradeableItem', { id: 'rune_belt', level: 5 }),
      EQUIPMENT_FULLY_UPGRADED_TEXT,
    );
  });

  it.each([
    [{ id: 'magic_hat', level: 1 }, UNKNOWN_UPGRADEABLE_TEXT],
    [{ id: 'Rune Belt', level: 1 }, 'That item does not exist.'],
    [{ id: 'rune_belt' }, 'The level must be a number.'],
    [{ id: 'rune_belt', level: -1 }, 'The level must be at least 0.'],
    [{ id: 'x'.repeat(500), level: 1 }, 'That item does not exist.'],
  ])('refuses %j with a clear error', async (fields, error) => {
    await expectRefused(() => items('upgradeUpgradeableItem', fields), error);
  });
});

describe('items.php runes', () => {
  it('moves a rune onto the belt, adding its stats, and back off again', async () => {
    await grantItems(t.game, 'Hero_1', { rune_fire: 2 });
    const base = (await initial()).player;
    const equipped = (await items('equipRune', { id: 'rune_fire' })).json<{
      rune: { id: number; runeid: string };
      eqStats: Record<string, number>;
    }>();
    expect(equipped).toEqual({
      rune: { id: expect.any(Number) as number, runeid: 'rune_fire' },
      eqStats: {
        eqHealth: base.eqHealth,
        eqAttack: (base.eqAttack ?? 0) + 8,
        eqDefence: base.eqDefence,
        eqAccuracy: base.eqAccuracy,
        eqDodge: base.eqDodge,
      },
    });
    expect(await itemsOf(t.game, 'Hero_1')).toMatchObject({ rune_fire: 1 });
    const after = await initial();
    expect(after.runes).toEqual([equipped.rune]);
    expect(after.player.eqAttack).toBe((base.eqAttack ?? 0) + 8);

    expect((await items('unequipRune', { id: equipped.rune.id })).json()).toEqual({
      eqStats: expect.objectContaining({ eqAttack: base.eqAttack }) as unknown,
    });
    expect(await itemsOf(t.game, 'Hero_1')).toMatchObject({ rune_fire: 2 });
    expect((await initial()).runes).toEqual([]);
  });

  it('refuses a rune when every belt slot is taken, and fits one more after an upgrade', async () => {
    await grantItems(t.game, 'Hero_1', { rune_fire: 1, rune_stone: 1, leather_strap: 5 });
    await items('equipRune', { id: 'rune_fire' });
    await expectRefused(() => items('equipRune', { id: 'rune_stone' }), RUNE_BELT_FULL_TEXT);
    await items('upgradeUpgradeableItem', { id: 'rune_belt', level: 1 });
    expect((await items('equipRune', { id: 'rune_stone' })).statusCode).toBe(200);
    expect((await initial()).runes).toHaveLength(2);
  });

  it.each([
    ['rune_wind', NO_SUCH_RUNE_TEXT],
    ['gold', NOT_A_RUNE_TEXT],
    ['unicorn_rune', NOT_A_RUNE_TEXT],
    ['Fire Rune', 'That item does not exist.'],
  ])('refuses to equip %s and changes nothing', async (id, error) => {
    await expectRefused(() => items('equipRune', { id }), error);
  });

  it("refuses another player's belt entry and changes nothing", async () => {
    const other = await t.register('Other_2');
    await grantItems(t.game, 'Other_2', { rune_storm: 1 });
    const theirs = (await items('equipRune', { id: 'rune_storm' }, other)).json<{
      rune: { id: number };
    }>();
    await expectRefused(() => items('unequipRune', { id: theirs.rune.id }), NOT_ON_BELT_TEXT);
    await expectRefused(() => items('unequipRune', { id: 999 }), NOT_ON_BELT_TEXT);
    await expectRefused(() => items('unequipRune', { id: 'one' }), 'The choice must be a number.');
  });
});

describe('items.php upgradeTool', () => {
  it('pays the components of the current level, bound ones first, and logs it', async () => {
    await grantItems(t.game, 'Hero_1', { tool_component: 3 });
    expect((await items('upgradeTool', { id: 'pickaxe' })).json()).toEqual({
      itemsToRemove: [{ id: 'tool_component', amount: 1 }],
      toolLevel: 2,
    });
    await grantItems(t.game, 'Hero_1', { tool_component_bound: 2 });
    await expectRefused(() => items('upgradeTool', { id: 'pickaxe' }), NOT_ENOUGH_COMPONENTS_TEXT);
    await grantItems(t.game, 'Hero_1', { tool_component_bound: 1 });
    expect((await items('upgradeTool', { id: 'pickaxe' })).json()).toEqual({
      itemsToRemove: [
        { id: 'tool_component_bound', amount: 3 },
        { id: 'tool_component', amount: 2 },
      ],
      toolLevel: 3,
    });
    const owned = await itemsOf(t.game, 'Hero_1');
    expect(owned.tool_component).toBeUndefined();
    expect(owned.tool_component_bound).toBeUndefined();
    expect((await initial()).tools).toEqual({ pickaxe: 3, hatchet: 1, hammer: 1 });
    const log = await t.game.db.selectFrom('log').select('data').orderBy('id').execute();
    expect(log.map((row) => row.data)).toEqual([
      'You upgraded your Pickaxe to level 2.',
      'You upgraded your Pickaxe to level 3.',
    ]);
  });

  it('refuses without any components and an unknown tool', async () => {
    await expectRefused(() => items('upgradeTool', { id: 'hatchet' }), NOT_ENOUGH_COMPONENTS_TEXT);
    await expectRefused(
      () => items('upgradeTool', { id: 'shovel' }),
      'Choose a pickaxe, a hatchet or a hammer.',
    );
  });
});

describe('items.php destroyItems', () => {
  beforeEach(async () => {
    await grantItems(t.game, 'Hero_1', { rat_tail: 10, wolf_pelt: 3, leather_strap: 2 });
  });

  it("gives each item's destroy value of the type's item", async () => {
    const response = await items('destroyItems', {
      type: 'trophy',
      data: [
        { id: 'rat_tail', amount: 4 },
        { id: 'wolf_pelt', amount: 3 },
      ],
    });
    expect(response.json()).toEqual({
      itemsToAdd: [{ id: 'gold', amount: 4 * 2 + 3 * 8 }],
      itemsToRemove: [
        { id: 'rat_tail', amount: 4 },
        { id: 'wolf_pelt', amount: 3 },
      ],
    });
    const owned = await itemsOf(t.game, 'Hero_1');
    expect(owned).toMatchObject({ gold: 132, rat_tail: 6 });
    expect(owned.wolf_pelt).toBeUndefined();
  });

  it.each([
    [{ type: 'currency', data: [{ id: 'gold', amount: 1 }] }, NOT_DESTROYABLE_TEXT],
    [{ type: 'dragons', data: [{ id: 'rat_tail', amount: 1 }] }, NOT_DESTROYABLE_TEXT],
    [
      { type: 'trophy', data: [{ id: 'leather_strap', amount: 1 }] },
      notOfTypeText('leather_strap', 'trophy'),
    ],
    [{ type: 'trophy', data: [{ id: 'ghost_ear', amount: 1 }] }, UNKNOWN_ITEM_TEXT],
    [
      {
        type: 'trophy',
        data: [
          { id: 'wolf_pelt', amount: 1 },
          { id: 'rat_tail', amount: 11 },
        ],
      },
      notThatManyText('rat_tail'),
    ],
    [{ type: 'trophy', data: [] }, 'Choose at least one item to deconstruct.'],
    [{ type: 'trophy', data: [{ id: 'rat_tail', amount: 0 }] }, 'The amount must be at least 1.'],
    [
      { type: 'trophy', data: [{ id: 'rat_tail', amount: 100_000 }] },
      'The amount can be at most 99,999.',
    ],
    [{ type: 'trophy', data: '[{"id":' }, 'The item list could not be read.'],
    [{ type: 'trophy' }, 'The item list is missing.'],
  ])('refuses %j and changes nothing', async (fields, error) => {
    await expectRefused(() => items('destroyItems', fields), error);
  });
});

describe('items.php useItem', () => {
  it('drinks doses: the potion lasts actionsPerDose battles a dose, adding up', async () => {
    await grantItems(t.game, 'Hero_1', { potion_of_insight: 3 });
    expect((await items('useItem', { id: 'potion_of_insight', amount: 2 })).json()).toEqual({
      used: 2,
      potionData: { potion_of_insight: [15, 100] },
    });
    expect((await items('useItem', { id: 'potion_of_insight', amount: 1 })).json()).toEqual({
      used: 1,
      potionData: { potion_of_insight: [15, 150] },
    });
    expect((await itemsOf(t.game, 'Hero_1')).potion_of_insight).toBeUndefined();
    expect((await initial()).misc.potions).toEqual({ potion_of_insight: [15, 150] });
  });

  it.each([
    [{ id: 'rune_fire', amount: 1 }, NOT_USEABLE_TEXT],
    [{ id: 'potion_of_wrath', amount: 2 }, notThatManyText('potion_of_wrath')],
    [{ id: 'elixir_of_life', amount: 1 }, UNKNOWN_ITEM_TEXT],
    [{ id: 'potion_of_wrath', amount: 0 }, 'The amount must be at least 1.'],
    [{ id: 'potion_of_wrath' }, 'The amount must be a number.'],
  ])('refuses %j and changes nothing', async (fields, error) => {
    await grantItems(t.game, 'Hero_1', { potion_of_wrath: 1, rune_fire: 1 });
    await expectRefused(() => items('useItem', fields), error);
  });
});
