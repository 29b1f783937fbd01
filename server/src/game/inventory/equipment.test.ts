import {
  EQUIPMENT_FULLY_UPGRADED_TEXT,
  JEWEL_REFUSALS,
  NOT_ENOUGH_COMPONENTS_TEXT,
  NOT_ENOUGH_GOLD_TEXT,
} from '@idle/game-rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_SLOT_TEXT, NO_SUCH_JEWEL_TEXT } from './equipment';
import {
  createTestGame,
  gameTables,
  grantItems,
  itemsOf,
  type TestGame,
  userRow,
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

const upgrade = (mod: string, fields: Record<string, unknown>, as = cookie) =>
  t.post('equipment.php', { mod, ...fields }, as);

const setSlot = (slot: number, values: { type?: number; level?: number }) =>
  t.game.db.updateTable('equipment').set(values).where('slot', '=', slot).execute();

const expectRefused = (
  call: () => Promise<{ statusCode: number; json: () => unknown }>,
  error: string,
) => expectRefusedUnchanged(t.game, call, error);

async function playerOf(as = cookie) {
  return (await t.get('_load_initial_data.php', {}, as)).json<{
    player: Record<string, number>;
    equipment: Record<string, unknown>;
  }>();
}

describe('equipment.php upgradeLevel', () => {
  it('raises the level for gold, answers the slot and the gold left, and logs it', async () => {
    const before = await playerOf();
    const response = await upgrade('upgradeLevel', { id: 1 });
    expect(response.json()).toEqual({
      eq: { level: 2, type: 1, rarity: 1, levelUpgradeCost: 76 },
      gold: 75,
    });
    expect((await itemsOf(t.game, 'Hero_1')).gold).toBe(75);
    const after = await playerOf();
    expect(after.equipment['1']).toMatchObject({ level: 2 });
    expect(after.player.eqAttack).toBeGreaterThan(before.player.eqAttack ?? 0);
    const log = await t.game.db.selectFrom('log').selectAll().execute();
    expect(log).toMatchObject([{ type: 'msg', data: 'You upgraded your Rusty Sword to level 2.' }]);
  });

  it('refuses without enough gold and changes nothing', async () => {
    await t.game.db
      .updateTable('items')
      .set({ amount: 24 })
      .where('item_id', '=', 'gold')
      .execute();
    await expectRefused(() => upgrade('upgradeLevel', { id: 3 }), NOT_ENOUGH_GOLD_TEXT);
  });

  it('refuses an empty slot and changes nothing', async () => {
    await expectRefused(() => upgrade('upgradeLevel', { id: 2 }), EMPTY_SLOT_TEXT);
  });

  it.each([
    [{}, 'The choice must be a number.'],
    [{ id: 'x' }, 'The choice must be a number.'],
    [{ id: 0 }, 'The choice must be at least 1.'],
    [{ id: 9 }, 'The choice can be at most 8.'],
    [{ id: 1.5 }, 'The choice must be a whole number.'],
    [{ id: '9'.repeat(500) }, 'The choice must be a number.'],
    [{ id: '9'.repeat(6) }, 'The choice can be at most 8.'],
  ])('refuses %j with a clear error and changes nothing', async (fields, error) => {
    const before = await gameTables(t.game);
    const response = await upgrade('upgradeLevel', fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
    expect(await gameTables(t.game)).toEqual(before);
  });

  it('needs a session', async () => {
    const response = await upgrade('upgradeLevel', { id: 1 }, '');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ fatalError: 'logout' });
  });

  it('never pays twice when two upgrades race for the last gold', async () => {
    await t.game.db
      .updateTable('items')
      .set({ amount: 30 })
      .where('item_id', '=', 'gold')
      .execute();
    const responses = await Promise.all([
      upgrade('upgradeLevel', { id: 3 }),
      upgrade('upgradeLevel', { id: 4 }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    expect((await itemsOf(t.game, 'Hero_1')).gold).toBe(5);
  });
});

describe('equipment.php upgradeType', () => {
  it('moves armor to the next type for armor components', async () => {
    await grantItems(t.game, 'Hero_1', { armor_component: 7 });
    const response = await upgrade('upgradeType', { id: 3 });
    expect(response.json()).toEqual({
      eq: { level: 1, type: 2, rarity: 1, levelUpgradeCost: 25 },
      itemsToRemove: [{ id: 'armor_component', amount: 5 }],
    });
    expect(await itemsOf(t.game, 'Hero_1')).toMatchObject({ armor_component: 2 });
    const log = await t.game.db.selectFrom('log').select('data').execute();
    expect(log).toEqual([{ data: 'You upgraded your Rusty Helm to a Bronze Helm.' }]);
  });

  it('charges weapons three times the components in weapon components', async () => {
    await grantItems(t.game, 'Hero_1', { weapon_component: 15, armor_component: 100 });
    expect((await upgrade('upgradeType', { id: 1 })).json()).toMatchObject({
      eq: { type: 2 },
      itemsToRemove: [{ id: 'weapon_component', amount: 15 }],
    });
    expect(await itemsOf(t.game, 'Hero_1')).toMatchObject({ armor_component: 100 });
  });

  it('refuses without enough components and changes nothing', async () => {
    await grantItems(t.game, 'Hero_1', { weapon_component: 14 });
    await expectRefused(() => upgrade('upgradeType', { id: 1 }), NOT_ENOUGH_COMPONENTS_TEXT);
  });

  it('takes the trophies the current type requires, all or nothing', async () => {
    await setSlot(4, { type: 4 });
    await grantItems(t.game, 'Hero_1', { armor_component: 88, goblin_ear: 19 });
    await expectRefused(
      () => upgrade('upgradeType', { id: 4 }),
      'You do not have enough Goblin Ear.',
    );
    await grantItems(t.game, 'Hero_1', { goblin_ear: 1 });
    expect((await upgrade('upgradeType', { id: 4 })).json()).toMatchObject({
      eq: { type: 5 },
      itemsToRemove: [
        { id: 'armor_component', amount: 88 },
        { id: 'goblin_ear', amount: 20 },
      ],
    });
    const items = await itemsOf(t.game, 'Hero_1');
    expect(items.armor_component).toBeUndefined();
    expect(items.goblin_ear).toBeUndefined();
  });

  it('refuses at the last type with the fully-upgraded text', async () => {
    await setSlot(5, { type: 12 });
    await grantItems(t.game, 'Hero_1', { armor_component: 10_000_000 });
    await expectRefused(() => upgrade('upgradeType', { id: 5 }), EQUIPMENT_FULLY_UPGRADED_TEXT);
  });

  it('refuses an empty slot', async () => {
    await grantItems(t.game, 'Hero_1', { weapon_component: 100 });
    await expectRefused(() => upgrade('upgradeType', { id: 2 }), EMPTY_SLOT_TEXT);
  });
});

describe('equipment.php jewels', () => {
  async function jewel(username: string, gemType: number, stats: { attack: number }) {
    const user = await userRow(t.game, username);
    const row = await t.game.db
      .insertInto('jewels')
      .values({
        user_id: user?.id ?? 0,
        type: 1,
        gem_type: gemType,
        rarity: 2,
        health: 0,
        attack: stats.attack,
        defence: 0,
        accuracy: 0,
        dodge: 0,
        market_price: null,
        crafted_by_user_id: user?.id ?? 0,
        crafted_by_name: username,
        created_at: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('equips a jewel (adding its stats), swaps one of the same gem type, and unequips', async () => {
    const base = (await playerOf()).player.eqAttack ?? 0;
    const first = await jewel('Hero_1', 1, { attack: 7 });
    const second = await jewel('Hero_1', 1, { attack: 9 });
    expect((await upgrade('equipJewel', { id: first })).json()).toMatchObject({
      eqStats: { eqAttack: base + 7 },
      replaced: null,
    });
    expect((await upgrade('equipJewel', { id: second })).json()).toMatchObject({
      eqStats: { eqAttack: base + 9 },
      replaced: first,
    });
    const data = (await t.get('_load_initial_data.php', {}, cookie)).json<{
      jewels: { id: number; equipped: boolean }[];
      player: { eqAttack: number };
    }>();
    expect(data.jewels.map((entry) => [entry.id, entry.equipped])).toEqual([
      [first, false],
      [second, true],
    ]);
    expect(data.player.eqAttack).toBe(base + 9);
    expect((await upgrade('unequipJewel', { id: second })).json()).toEqual({
      eqStats: expect.objectContaining({ eqAttack: base }) as unknown,
    });
    await expectRefused(() => upgrade('unequipJewel', { id: second }), JEWEL_REFUSALS.notEquipped);
  });

  it("refuses another player's jewel id and changes nothing", async () => {
    await t.register('Other_2');
    const theirs = await jewel('Other_2', 2, { attack: 50 });
    await expectRefused(() => upgrade('equipJewel', { id: theirs }), NO_SUCH_JEWEL_TEXT);
    await t.game.db.updateTable('jewels').set({ equipped: 1 }).execute();
    await expectRefused(() => upgrade('unequipJewel', { id: theirs }), NO_SUCH_JEWEL_TEXT);
  });
});
