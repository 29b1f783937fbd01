/**
 * loadouts.php: saving what is equipped, equipping a set in one transaction (trinkets, jewels and
 * belt runes exactly as saved), refusals that change nothing (an item gone, a listed jewel, too
 * few runes, someone else's loadout, bad input), the limit, binding to an activity and the
 * automatic equip as that action starts, and two tabs equipping at once.
 */
import type {
  EquipLoadoutAnswer,
  GatheringResult,
  LoadoutChangeAnswer,
  LoadoutsAnswer,
  TickAnswer,
} from '@idle/contracts';
import { LOADOUT_ACTIVITY_IDS } from '@idle/contracts';
import {
  LOADOUT_ACTIVITIES,
  LOADOUT_EMPTY_TEXT,
  LOADOUT_GONE_TEXT,
  LOADOUT_NAME_TAKEN_TEXT,
  LOADOUTS_FULL_TEXT,
  LOADOUTS_MAX,
} from '@idle/game-rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditEconomy } from '../economy/economy-audit';
import {
  createTestGame,
  gameTables,
  grantItems,
  itemsOf,
  type TestGame,
  userIdOf,
} from '../../test-support';
import { equipBoundLoadout } from './loadouts';

let t: TestGame;
let cookie: string;
let userId: number;
beforeEach(async () => {
  t = await createTestGame({ devTools: true });
  cookie = await t.register('Hero_1');
  userId = await userIdOf(t.game, 'Hero_1');
});
afterEach(async () => {
  await t.close();
});

const call = (mod: string, fields: Record<string, unknown> = {}, as = cookie) =>
  t.post('loadouts.php', { mod, ...fields }, as);
const items = (mod: string, fields: Record<string, unknown>) =>
  t.post('items.php', { mod, ...fields }, cookie);
const equipment = (mod: string, fields: Record<string, unknown>) =>
  t.post('equipment.php', { mod, ...fields }, cookie);
const dev = async (mod: string, fields: Record<string, unknown>) => {
  const response = await t.post('dev.php', { mod, username: 'Hero_1', ...fields });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<unknown>();
};

async function grantTrinket(type = 1): Promise<number> {
  return ((await dev('grantTrinket', { type })) as { id: number }).id;
}
async function grantJewel(gemType = 1): Promise<number> {
  return (await dev('grantJewel', { gemType })) as number;
}

/** What the player wears: equipped trinkets, equipped jewels and the belt's runes. */
async function worn() {
  const db = t.game.db;
  const trinkets = await db
    .selectFrom('trinkets')
    .select('id')
    .where('user_id', '=', userId)
    .where('equipped', '=', 1)
    .orderBy('id')
    .execute();
  const jewels = await db
    .selectFrom('jewels')
    .select('id')
    .where('user_id', '=', userId)
    .where('equipped', '=', 1)
    .orderBy('id')
    .execute();
  const belt = await db
    .selectFrom('rune_belt')
    .select('rune_id')
    .where('user_id', '=', userId)
    .execute();
  return {
    trinkets: trinkets.map((row) => row.id),
    jewels: jewels.map((row) => row.id),
    runes: belt.map((row) => row.rune_id).sort(),
  };
}

/** Every table a loadout call may touch. */
async function everything() {
  const db = t.game.db;
  return {
    ...(await gameTables(t.game)),
    trinkets: await db.selectFrom('trinkets').selectAll().orderBy('id').execute(),
    loadouts: await db.selectFrom('loadouts').selectAll().orderBy('id').execute(),
  };
}

async function expectRefused(request: () => ReturnType<typeof call>, error: string) {
  const before = await everything();
  const response = await request();
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ error });
  expect(await everything()).toEqual(before);
}

async function save(name: string, id?: number): Promise<LoadoutChangeAnswer> {
  const response = await call('saveLoadout', id === undefined ? { name } : { name, id });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LoadoutChangeAnswer>();
}

/** Two sets: A wears trinket a, jewel a and two fire runes; B trinket b, jewel b and a wind rune. */
async function twoSets() {
  await dev('setUpgradeableLevel', { id: 'rune_belt', level: 3 });
  await grantItems(t.game, 'Hero_1', { rune_fire: 2, rune_wind: 1 });
  const trinketA = await grantTrinket();
  const trinketB = await grantTrinket();
  const jewelA = await grantJewel(1);
  const jewelB = await grantJewel(1);
  expect((await equipment('equipTrinket', { id: trinketA })).statusCode).toBe(200);
  expect((await equipment('equipJewel', { id: jewelA })).statusCode).toBe(200);
  expect((await items('equipRune', { id: 'rune_fire' })).statusCode).toBe(200);
  expect((await items('equipRune', { id: 'rune_fire' })).statusCode).toBe(200);
  const a = (await save('Fire')).loadouts[0]?.id ?? 0;
  expect((await equipment('equipTrinket', { id: trinketA })).statusCode).toBe(200);
  expect((await equipment('equipTrinket', { id: trinketB })).statusCode).toBe(200);
  expect((await equipment('equipJewel', { id: jewelB })).statusCode).toBe(200);
  const belt = await t.game.db.selectFrom('rune_belt').select('id').orderBy('id').execute();
  for (const entry of belt)
    expect((await items('unequipRune', { id: entry.id })).statusCode).toBe(200);
  expect((await items('equipRune', { id: 'rune_wind' })).statusCode).toBe(200);
  const b = (await save('Wind')).loadouts[1]?.id ?? 0;
  return { a, b, trinketA, trinketB, jewelA, jewelB };
}

describe('loadouts.php', () => {
  it('activity ids and their names agree between contracts and game-rules', () => {
    expect(Object.keys(LOADOUT_ACTIVITIES).sort()).toEqual([...LOADOUT_ACTIVITY_IDS].sort());
  });

  it('saves what is equipped and equips a saved set exactly, runes moving with the belt', async () => {
    const { a, b, trinketA, jewelA } = await twoSets();
    const listed = (
      await t.get('loadouts.php', { mod: 'loadLoadouts' }, cookie)
    ).json<LoadoutsAnswer>().loadouts;
    expect(listed.map((l) => [l.name, l.state.kind])).toEqual([
      ['Fire', 'ready'],
      ['Wind', 'equipped'],
    ]);

    const equipped = await call('equipLoadout', { id: a });
    expect(equipped.statusCode, equipped.body).toBe(200);
    const answer = equipped.json<EquipLoadoutAnswer>();
    expect(answer.message).toBe('Loadout Fire equipped.');
    expect(answer.loadouts.find((l) => l.id === a)?.state).toEqual({ kind: 'equipped' });
    // What the screens follow: the belt, the jewels on, the counts of the runes that moved.
    expect(answer.gear.runes.map((rune) => rune.runeid)).toEqual(['rune_fire', 'rune_fire']);
    expect(answer.gear.equippedJewels).toEqual([jewelA]);
    expect(answer.gear.runeCounts).toEqual({ rune_fire: 0, rune_wind: 1 });
    expect(await worn()).toEqual({
      trinkets: [trinketA],
      jewels: [jewelA],
      runes: ['rune_fire', 'rune_fire'],
    });
    // The wind rune went back to the inventory; both fire runes are on the belt.
    const held = await itemsOf(t.game, 'Hero_1');
    expect(held.rune_wind).toBe(1);
    expect(held.rune_fire ?? 0).toBe(0);
    expect(await auditEconomy(t.game.db)).toMatchObject({ differences: [] });

    expect((await call('equipLoadout', { id: b })).statusCode).toBe(200);
    expect((await worn()).runes).toEqual(['rune_wind']);
  });

  it('refuses a set whose jewel is gone or listed, or whose runes are short, and changes nothing', async () => {
    const { a, jewelA } = await twoSets();
    // Listed on the jewel market: still owned, but cannot be worn.
    expect((await equipment('sellJewelMarket', { id: jewelA, cost: 1000 })).statusCode).toBe(200);
    await expectRefused(
      () => call('equipLoadout', { id: a }),
      'Loadout Fire cannot be equipped: one of its jewels is listed on the market.',
    );
    expect((await equipment('removeJewelMarket', { id: jewelA })).statusCode).toBe(200);
    await t.game.db.deleteFrom('items').where('item_id', '=', 'rune_fire').execute();
    await expectRefused(
      () => call('equipLoadout', { id: a }),
      'Loadout Fire cannot be equipped: it needs 2 Fire Rune and you have 0.',
    );
    await grantItems(t.game, 'Hero_1', { rune_fire: 2 });
    expect((await equipment('destroyJewel', { id: jewelA })).statusCode).toBe(200);
    await expectRefused(
      () => call('equipLoadout', { id: a }),
      'Loadout Fire cannot be equipped: one of its jewels is gone. Save it again with what you have.',
    );
    const state = (
      await t.get('loadouts.php', { mod: 'loadLoadouts' }, cookie)
    ).json<LoadoutsAnswer>().loadouts[0]?.state;
    expect(state).toEqual({
      kind: 'blocked',
      reason:
        'Loadout Fire cannot be equipped: one of its jewels is gone. Save it again with what you have.',
    });
  });

  it('refuses names taken, nothing equipped, the limit, bad input and another player’s loadout', async () => {
    await expectRefused(() => call('saveLoadout', { name: 'Empty' }), LOADOUT_EMPTY_TEXT);
    const trinket = await grantTrinket();
    expect((await equipment('equipTrinket', { id: trinket })).statusCode).toBe(200);
    const first = (await save('Main')).loadouts[0]?.id ?? 0;
    await expectRefused(() => call('saveLoadout', { name: ' main ' }), LOADOUT_NAME_TAKEN_TEXT);
    await expectRefused(
      () => call('saveLoadout', { name: '   ' }),
      'Enter a name for the loadout.',
    );
    await expectRefused(
      () => call('saveLoadout', { name: 'x'.repeat(25) }),
      'A loadout name can be at most 24 characters.',
    );
    await expectRefused(
      () => call('bindLoadout', { id: first, activity: 'fishing' }),
      'That activity does not exist.',
    );
    for (let i = 1; i < LOADOUTS_MAX; i += 1) await save(`Set ${String(i)}`);
    await expectRefused(() => call('saveLoadout', { name: 'One more' }), LOADOUTS_FULL_TEXT);
    // Saving over an existing one is not a new loadout.
    expect((await save('Main again', first)).message).toBe('Loadout Main again saved.');

    const other = await t.register('Hero_2');
    for (const [mod, fields] of [
      ['equipLoadout', { id: first }],
      ['deleteLoadout', { id: first }],
      ['bindLoadout', { id: first, activity: 'battle' }],
      ['saveLoadout', { name: 'Stolen', id: first }],
    ] as const)
      await expectRefused(() => call(mod, fields, other), LOADOUT_GONE_TEXT);
    expect((await t.get('loadouts.php', { mod: 'loadLoadouts' }, other)).json()).toEqual({
      loadouts: [],
    });
  });

  it('binds one loadout per activity and equips it as that action starts', async () => {
    const { a, b, trinketA } = await twoSets();
    const bound = await call('bindLoadout', { id: a, activity: 'mining' });
    expect(bound.json<LoadoutChangeAnswer>().message).toBe(
      'Loadout Fire will be equipped whenever you start mining.',
    );
    // Binding another set to mining takes the binding from the first.
    const moved = (await call('bindLoadout', { id: b, activity: 'mining' })).json<LoadoutsAnswer>();
    expect(moved.loadouts.map((l) => l.activity)).toEqual([null, 'mining']);
    expect((await call('bindLoadout', { id: a, activity: 'mining' })).statusCode).toBe(200);

    expect(await equipBoundLoadout(t.game, userId, 'mining')).toMatchObject({
      message: 'Loadout Fire equipped.',
      gear: { equippedJewels: [expect.any(Number)] },
    });
    expect((await worn()).trinkets).toEqual([trinketA]);
    // Already on: nothing to say; nothing bound: nothing either.
    expect(await equipBoundLoadout(t.game, userId, 'mining')).toBeNull();
    expect(await equipBoundLoadout(t.game, userId, 'battle')).toBeNull();
  });

  it('choosing a mob equips the loadout bound to battling, and says so', async () => {
    const { a, b, trinketA, trinketB } = await twoSets();
    expect((await call('bindLoadout', { id: a, activity: 'battle' })).statusCode).toBe(200);
    const entered = await t.post('areas.php', { mod: 'enterArea', area: 1, mob: 1 }, cookie);
    expect(entered.statusCode, entered.body).toBe(200);
    expect(entered.json()).toMatchObject({ loadout: { message: 'Loadout Fire equipped.' } });
    expect((await worn()).trinkets).toEqual([trinketA]);
    // A bound set that cannot be equipped is said, and the fight is chosen anyway.
    expect((await call('equipLoadout', { id: b })).statusCode).toBe(200);
    expect((await equipment('destroyTrinket', { id: trinketA })).statusCode).toBe(200);
    const again = await t.post('areas.php', { mod: 'enterArea', area: 1, mob: 1 }, cookie);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      loadout: {
        message:
          'Loadout Fire cannot be equipped: one of its trinkets is gone. Save it again with what you have.',
        gear: null,
      },
    });
    expect((await worn()).trinkets).toEqual([trinketB]);
  });

  it('two tabs equipping different sets at once leave one whole set on', async () => {
    const { a, b } = await twoSets();
    const sets = new Map<number, unknown>();
    expect((await call('equipLoadout', { id: a })).statusCode).toBe(200);
    sets.set(a, await worn());
    expect((await call('equipLoadout', { id: b })).statusCode).toBe(200);
    sets.set(b, await worn());
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call('equipLoadout', { id: i % 2 === 0 ? a : b })),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect([sets.get(a), sets.get(b)]).toContainEqual(await worn());
    expect(await auditEconomy(t.game.db)).toMatchObject({ differences: [] });
    const runesHeld = await itemsOf(t.game, 'Hero_1');
    const belt = (await worn()).runes;
    // Two fire runes and one wind rune, between the belt and the inventory.
    expect((runesHeld.rune_fire ?? 0) + belt.filter((rune) => rune === 'rune_fire').length).toBe(2);
    expect((runesHeld.rune_wind ?? 0) + belt.filter((rune) => rune === 'rune_wind').length).toBe(1);
  });
});

describe('a gathering start equips its bound loadout (in the tick’s batch)', () => {
  const mine = async () => {
    const response = await t.post('actions/mining.php', {}, cookie);
    t.game.clock.advance(t.game.actionDelayMs);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TickAnswer<GatheringResult>>();
  };

  it('equips the set bound to mining on the first tick only, and the answer carries the gear', async () => {
    const { a, trinketA, jewelA } = await twoSets();
    expect((await call('bindLoadout', { id: a, activity: 'mining' })).statusCode).toBe(200);
    const first = await mine();
    expect(first.loadout?.message).toBe('Loadout Fire equipped.');
    expect(first.loadout?.gear?.equippedJewels).toEqual([jewelA]);
    expect(first.loadout?.gear?.runes.map((rune) => rune.runeid)).toEqual([
      'rune_fire',
      'rune_fire',
    ]);
    expect(first.data?.resource.id).toBe('metal');
    expect(await worn()).toEqual({
      trinkets: [trinketA],
      jewels: [jewelA],
      runes: ['rune_fire', 'rune_fire'],
    });
    expect(await auditEconomy(t.game.db)).toMatchObject({ differences: [] });

    // Taken off by hand while mining: the next ticks continue the action and leave it off.
    expect((await equipment('equipTrinket', { id: trinketA })).statusCode).toBe(200);
    const second = await mine();
    const third = await mine();
    expect(second.loadout).toBeUndefined();
    expect(third.loadout).toBeUndefined();
    expect(second.data?.resource.id).toBe('metal');
    expect((await worn()).trinkets).toEqual([]);
  });

  it('a set bound to mining that cannot go on is said once, and the mining goes on', async () => {
    const { a, jewelA } = await twoSets();
    expect((await call('bindLoadout', { id: a, activity: 'mining' })).statusCode).toBe(200);
    expect((await equipment('destroyJewel', { id: jewelA })).statusCode).toBe(200);
    const before = await worn();
    const metalBefore = (await itemsOf(t.game, 'Hero_1')).metal ?? 0;
    const first = await mine();
    expect(first.loadout).toEqual({
      message:
        'Loadout Fire cannot be equipped: one of its jewels is gone. Save it again with what you have.',
      gear: null,
    });
    expect(first.stopAction).toBeUndefined();
    const second = await mine();
    expect(second.loadout).toBeUndefined();
    expect(second.stopAction).toBeUndefined();
    expect(await worn()).toEqual(before);
    const metal = (await itemsOf(t.game, 'Hero_1')).metal ?? 0;
    expect(metal - metalBefore).toBe(
      (first.data?.resource.amount ?? 0) + (second.data?.resource.amount ?? 0),
    );
  });

  it('a set bound to woodcutting is left alone when mining starts', async () => {
    const { a } = await twoSets();
    expect((await call('bindLoadout', { id: a, activity: 'woodcutting' })).statusCode).toBe(200);
    const before = await worn();
    expect((await mine()).loadout).toBeUndefined();
    expect(await worn()).toEqual(before);
  });
});
