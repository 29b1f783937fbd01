/**
 * The trinket calls of equipment.php: every call with good and bad input (a refusal changes
 * nothing, the trinket tables and the economy counters included), each re-roll stage, every
 * cost against game-rules, another player's trinket, races for one payment, and the audit.
 */
import type { Trinket, TrinketMod } from '@idle/contracts';
import {
  celestialSlotIncreaseCost,
  TRINKET_ESSENCE_ITEM as ESSENCE,
  TRINKET_FRAGMENTS_ITEM as FRAGMENTS,
  trinketCraftCost,
  trinketDestroyYield,
  trinketRerollCost,
  trinketTierUpgradeCost,
} from '@idle/game-rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditEconomy } from '../economy/economy-audit';
import { NO_SUCH_TRINKET_TEXT } from './store';
import {
  CANNOT_DESTROY_TEXT,
  CANNOT_REROLL_TEXT,
  CELESTIAL_ALWAYS_ACTIVE_TEXT,
  CELESTIAL_SLOTS_FULL_TEXT,
  equipSlotsFullText,
  MAX_TIER_TEXT,
  NO_FREE_CELESTIAL_SLOT_TEXT,
  NO_REROLL_TEXT,
  ONLY_MYTHICAL_CELESTIAL_TEXT,
  REROLL_PENDING_TEXT,
  UNEQUIP_FIRST_TEXT,
} from './trinkets';
import { createTestGame, gameTables, grantItems, itemsOf, type TestGame } from '../../test-support';

let t: TestGame;
let cookie: string;
beforeEach(async () => {
  t = await createTestGame({ devTools: true });
  cookie = await t.register('Hero_1');
});
afterEach(async () => {
  await t.close();
});

const call = (mod: string, fields: Record<string, unknown> = {}, as = cookie) =>
  t.post('equipment.php', { mod, ...fields }, as);

async function grant(fields: {
  type?: number;
  rarity?: number;
  tier?: number;
  mods?: TrinketMod[];
  username?: string;
}): Promise<Trinket> {
  const response = await t.post('dev.php', {
    mod: 'grantTrinket',
    username: 'Hero_1',
    type: 1,
    ...fields,
  });
  expect(response.statusCode).toBe(200);
  return response.json<Trinket>();
}

const give = (items: Record<string, number>) => grantItems(t.game, 'Hero_1', items);

async function owned(id: number) {
  return t.game.db.selectFrom('trinkets').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every game table plus the trinket ones and the economy counters. */
async function everything() {
  const db = t.game.db;
  return {
    ...(await gameTables(t.game)),
    trinkets: await db.selectFrom('trinkets').selectAll().orderBy('id').execute(),
    progress: await db.selectFrom('player_progress').selectAll().orderBy('user_id').execute(),
    counters: await db
      .selectFrom('economy_counters')
      .selectAll()
      .orderBy('user_id')
      .orderBy('item_id')
      .execute(),
  };
}

async function expectRefused(
  request: () => Promise<{ statusCode: number; json: () => unknown }>,
  error: string,
) {
  const before = await everything();
  const response = await request();
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ error });
  expect(await everything()).toEqual(before);
}

async function expectBadInput(fields: Record<string, unknown>, mod: string, error: string) {
  const before = await everything();
  const response = await call(mod, fields);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ error });
  expect(await everything()).toEqual(before);
}

async function expectAuditClean() {
  expect((await auditEconomy(t.game.db)).differences).toEqual([]);
}

const MODS: TrinketMod[] = [
  [1, 4],
  [2, 7],
  [6, 2],
  [7, 9],
];

describe('loadTrinkets', () => {
  it('answers none and no celestial slots for a new player', async () => {
    expect((await t.get('equipment.php', { mod: 'loadTrinkets' }, cookie)).json()).toEqual({
      trinkets: [],
      celestialSlots: 0,
    });
  });

  it('answers the own trinkets in order, never another player’s', async () => {
    const first = await grant({ rarity: 5, tier: 3, mods: MODS });
    const second = await grant({ type: 2, rarity: 4 });
    await t.register('Other_1');
    await grant({ username: 'Other_1' });
    const answer = (await t.get('equipment.php', { mod: 'loadTrinkets' }, cookie)).json<unknown>();
    expect(answer).toEqual({ trinkets: [first, second], celestialSlots: 0 });
    expect(first).toEqual({
      id: 1,
      type: 1,
      tier: 3,
      rarity: 5,
      mods: MODS,
      equipped: false,
      celestial: false,
      rerolledMods: null,
    });
    expect(second.mods).toHaveLength(4);
    expect(second.mods.every(([id]) => id >= 11 && id <= 18)).toBe(true);
  });

  it('needs a session', async () => {
    const response = await t.get('equipment.php', { mod: 'loadTrinkets' }, '');
    expect(response.statusCode).toBe(401);
  });
});

describe('craftTrinket', () => {
  it.each([4, 5, 6])('crafts rarity %i for its game-rules cost', async (rarity) => {
    const cost = trinketCraftCost(rarity);
    await give({ [FRAGMENTS]: cost.fragments + 3, [ESSENCE]: cost.essence + 2 });
    const response = await call('craftTrinket', { rarity, type: 2 });
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ trinket: Trinket; itemsToRemove: unknown }>();
    expect(answer.itemsToRemove).toEqual([
      { id: FRAGMENTS, amount: cost.fragments },
      { id: ESSENCE, amount: cost.essence },
    ]);
    expect(answer.trinket).toMatchObject({ type: 2, tier: 1, rarity, equipped: false });
    expect(answer.trinket.mods).toHaveLength(rarity);
    expect(new Set(answer.trinket.mods.map(([id]) => id)).size).toBe(rarity);
    for (const [id, base] of answer.trinket.mods) {
      expect(id).toBeGreaterThanOrEqual(11);
      expect(base).toBeGreaterThanOrEqual(1);
      expect(base).toBeLessThanOrEqual(10);
    }
    expect(await itemsOf(t.game, 'Hero_1')).toMatchObject({ [FRAGMENTS]: 3, [ESSENCE]: 2 });
    expect(await owned(answer.trinket.id)).toMatchObject({ user_id: 1, rarity, type: 2 });
    await expectAuditClean();
  });

  it('two crafts at once with essence for one: one trinket, paid once', async () => {
    const cost = trinketCraftCost(5);
    await give({ [FRAGMENTS]: cost.fragments * 2, [ESSENCE]: cost.essence * 2 - 1 });
    const answers = await Promise.all([
      call('craftTrinket', { rarity: 5, type: 1 }),
      call('craftTrinket', { rarity: 5, type: 1 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(await t.game.db.selectFrom('trinkets').selectAll().execute()).toHaveLength(1);
    expect(await itemsOf(t.game, 'Hero_1')).toMatchObject({
      [FRAGMENTS]: cost.fragments,
      [ESSENCE]: cost.essence - 1,
    });
    await expectAuditClean();
  });

  it('refuses without enough essence and changes nothing', async () => {
    await give({ [FRAGMENTS]: 15, [ESSENCE]: 74 });
    await expectRefused(
      () => call('craftTrinket', { rarity: 6, type: 1 }),
      'You do not have enough Trinket Essence.',
    );
  });

  it('refuses without enough fragments and changes nothing', async () => {
    await give({ [ESSENCE]: 500 });
    await expectRefused(
      () => call('craftTrinket', { rarity: 4, type: 1 }),
      'You do not have enough Trinket Fragments.',
    );
  });

  it.each([
    [{ type: 1 }, 'The rarity must be a number.'],
    [{ rarity: 3, type: 1 }, 'The rarity must be at least 4.'],
    [{ rarity: 7, type: 1 }, 'The rarity can be at most 6.'],
    [{ rarity: 4 }, 'The type must be a number.'],
    [{ rarity: 4, type: 0 }, 'The type must be at least 1.'],
    [{ rarity: 4, type: 3 }, 'The type can be at most 2.'],
    [{ rarity: 4.5, type: 1 }, 'The rarity must be a whole number.'],
  ])('refuses %j with a clear error and changes nothing', async (fields, error) => {
    await give({ [FRAGMENTS]: 100, [ESSENCE]: 100 });
    await expectBadInput(fields, 'craftTrinket', error);
  });
});

describe('equipTrinket', () => {
  it('toggles: equips, answers the new state and eqStats, then unequips', async () => {
    const trinket = await grant({ rarity: 4 });
    const on = await call('equipTrinket', { id: trinket.id });
    expect(on.statusCode).toBe(200);
    const answer = on.json<{ equipped: boolean; eqStats: Record<string, number> }>();
    expect(answer.equipped).toBe(true);
    expect(Object.keys(answer.eqStats).sort()).toEqual(
      ['eqAccuracy', 'eqAttack', 'eqDefence', 'eqDodge', 'eqHealth'].sort(),
    );
    expect((await owned(trinket.id))?.equipped).toBe(1);
    const off = await call('equipTrinket', { id: trinket.id });
    expect(off.json()).toMatchObject({ equipped: false });
    expect((await owned(trinket.id))?.equipped).toBe(0);
  });

  it('gives eqMastery1 to eqMastery5 the Mastery Boost of equipped battling trinkets', async () => {
    const mastery = async () => {
      const { player } = (await t.get('_load_initial_data.php', {}, cookie)).json<{
        player: Record<string, number>;
      }>();
      return [1, 2, 3, 4, 5].map((n) => player[`eqMastery${String(n)}`]);
    };
    expect(await mastery()).toEqual([0, 0, 0, 0, 0]);
    // Mastery Boost (4) base 20 at tier 1, rarity 4: ceil(20 x 1.15) = 23, shown as 2.3%.
    const trinket = await grant({ rarity: 4, tier: 1, mods: [[4, 20]] });
    expect(await mastery()).toEqual([0, 0, 0, 0, 0]);
    await call('equipTrinket', { id: trinket.id });
    expect(await mastery()).toEqual([2.3, 2.3, 2.3, 2.3, 2.3]);
  });

  it('adds the Attributes mod to each equipment stat in the answer and the initial data', async () => {
    const initialEqStats = async () =>
      (await t.get('_load_initial_data.php', {}, cookie)).json<{
        player: Record<string, number>;
      }>().player;
    const before = await initialEqStats();
    // Attributes (7) base 9 at tier 2, rarity 5: ceil(9 x 2 x 1.35) = 25.
    const trinket = await grant({
      rarity: 5,
      tier: 2,
      mods: [
        [7, 9],
        [1, 3],
      ],
    });
    const answer = (await call('equipTrinket', { id: trinket.id })).json<{
      eqStats: Record<string, number>;
    }>();
    const stats = ['eqHealth', 'eqAttack', 'eqDefence', 'eqAccuracy', 'eqDodge'];
    const after = await initialEqStats();
    for (const stat of stats) {
      expect(answer.eqStats[stat]).toBe((before[stat] ?? 0) + 25);
      expect(after[stat]).toBe((before[stat] ?? 0) + 25);
    }
    const off = (await call('equipTrinket', { id: trinket.id })).json<{
      eqStats: Record<string, number>;
    }>();
    for (const stat of stats) expect(off.eqStats[stat]).toBe(before[stat]);
  });

  it('has 3 slots per type: a fourth battling trinket is refused, a gathering one is not', async () => {
    for (let i = 0; i < 3; i += 1) {
      const trinket = await grant({ type: 1 });
      expect((await call('equipTrinket', { id: trinket.id })).statusCode).toBe(200);
    }
    const fourth = await grant({ type: 1 });
    await expectRefused(() => call('equipTrinket', { id: fourth.id }), equipSlotsFullText(1));
    expect(equipSlotsFullText(1)).toBe('You already have 3 battling trinkets equipped.');
    const gathering = await grant({ type: 2 });
    expect((await call('equipTrinket', { id: gathering.id })).json()).toMatchObject({
      equipped: true,
    });
  });

  it('refuses a celestial trinket, which is always active', async () => {
    const trinket = await grant({ rarity: 6 });
    await makeCelestialSlots(1);
    expect((await call('convertTrinketToCelestial', { id: trinket.id })).statusCode).toBe(200);
    await expectRefused(
      () => call('equipTrinket', { id: trinket.id }),
      CELESTIAL_ALWAYS_ACTIVE_TEXT,
    );
  });
});

describe('every trinket call refuses a trinket that is not the player’s own', () => {
  it.each([
    ['equipTrinket', {}],
    ['upgradeTrinket', {}],
    ['destroyTrinket', {}],
    ['rerollTrinket', { stage: 0 }],
    ['rerollTrinket', { stage: 1 }],
    ['convertTrinketToCelestial', {}],
  ])('%s %j', async (mod, fields) => {
    await t.register('Other_1');
    const theirs = await grant({ username: 'Other_1', rarity: 6 });
    await give({ [FRAGMENTS]: 1000, [ESSENCE]: 1000 });
    await expectRefused(() => call(mod, { id: theirs.id, ...fields }), NO_SUCH_TRINKET_TEXT);
    await expectRefused(() => call(mod, { id: 999, ...fields }), NO_SUCH_TRINKET_TEXT);
  });

  it.each([
    ['equipTrinket', {}, 'The choice must be a number.'],
    ['upgradeTrinket', { id: 0 }, 'That choice does not exist.'],
    ['destroyTrinket', { id: 'x' }, 'The choice must be a number.'],
    ['convertTrinketToCelestial', { id: 1.5 }, 'The choice must be a whole number.'],
    ['rerollTrinket', { id: 1 }, 'The stage must be a number.'],
    ['rerollTrinket', { id: 1, stage: 4 }, 'The stage can be at most 3.'],
    ['rerollTrinket', { id: 1, stage: -1 }, 'The stage must be at least 0.'],
  ])('%s refuses %j with a clear error and changes nothing', async (mod, fields, error) => {
    await grant({ rarity: 5 });
    await give({ [FRAGMENTS]: 1000, [ESSENCE]: 1000 });
    await expectBadInput(fields, mod, error);
  });
});

describe('upgradeTrinket', () => {
  it.each([
    [1, 4],
    [5, 6],
    [9, 5],
    [14, 6],
  ])('tier %i rarity %i: one tier up for the game-rules cost', async (tier, rarity) => {
    const cost = trinketTierUpgradeCost(tier, rarity) ?? 0;
    await give({ [FRAGMENTS]: cost + 1 });
    const trinket = await grant({ rarity, tier, mods: MODS });
    const response = await call('upgradeTrinket', { id: trinket.id });
    expect(response.json()).toEqual({ trinket: { ...trinket, tier: tier + 1 }, frags: cost });
    expect((await itemsOf(t.game, 'Hero_1'))[FRAGMENTS]).toBe(1);
    await expectAuditClean();
  });

  it('refuses an equipped trinket and changes nothing', async () => {
    await give({ [FRAGMENTS]: 100 });
    const trinket = await grant({ rarity: 4 });
    await call('equipTrinket', { id: trinket.id });
    await expectRefused(() => call('upgradeTrinket', { id: trinket.id }), UNEQUIP_FIRST_TEXT);
  });

  it('refuses tier 15 and changes nothing', async () => {
    await give({ [FRAGMENTS]: 100_000 });
    const trinket = await grant({ rarity: 4, tier: 15 });
    await expectRefused(() => call('upgradeTrinket', { id: trinket.id }), MAX_TIER_TEXT);
  });

  it('refuses without enough fragments and changes nothing', async () => {
    await give({ [FRAGMENTS]: (trinketTierUpgradeCost(3, 6) ?? 0) - 1 });
    const trinket = await grant({ rarity: 6, tier: 3 });
    await expectRefused(
      () => call('upgradeTrinket', { id: trinket.id }),
      'You do not have enough Trinket Fragments.',
    );
  });

  it('two upgrades at once with fragments for one: one tier, paid once', async () => {
    const cost = trinketTierUpgradeCost(2, 5) ?? 0;
    await give({ [FRAGMENTS]: cost + (trinketTierUpgradeCost(3, 5) ?? 0) - 1 });
    const trinket = await grant({ rarity: 5, tier: 2 });
    const answers = await Promise.all([
      call('upgradeTrinket', { id: trinket.id }),
      call('upgradeTrinket', { id: trinket.id }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect((await owned(trinket.id))?.tier).toBe(3);
    expect((await itemsOf(t.game, 'Hero_1'))[FRAGMENTS]).toBe(
      (trinketTierUpgradeCost(3, 5) ?? 0) - 1,
    );
    await expectAuditClean();
  });
});

describe('destroyTrinket', () => {
  it.each([
    [1, 3],
    [1, 4],
    [1, 6],
    [7, 5],
    [15, 6],
  ])('tier %i rarity %i gives the game-rules yield', async (tier, rarity) => {
    const trinket = await grant({ rarity, tier });
    await call('equipTrinket', { id: trinket.id });
    const gained = trinketDestroyYield(tier, rarity);
    const response = await call('destroyTrinket', { id: trinket.id });
    expect(response.json()).toMatchObject({ frags: gained.fragments, essence: gained.essence });
    expect(await owned(trinket.id)).toBeUndefined();
    const items = await itemsOf(t.game, 'Hero_1');
    expect(items[FRAGMENTS] ?? 0).toBe(gained.fragments);
    expect(items[ESSENCE] ?? 0).toBe(gained.essence);
    await expectAuditClean();
  });

  it("answers the equipment totals without an equipped trinket's Attributes", async () => {
    const eqStatsNow = async () =>
      (await t.get('_load_initial_data.php', {}, cookie)).json<{
        player: Record<string, number>;
      }>().player;
    const before = await eqStatsNow();
    // Attributes (7) base 9 at tier 2, rarity 5: 25 to every stat while equipped.
    const trinket = await grant({ rarity: 5, tier: 2, mods: [[7, 9]] });
    await call('equipTrinket', { id: trinket.id });
    expect((await eqStatsNow()).eqAttack).toBe((before.eqAttack ?? 0) + 25);
    const answer = (await call('destroyTrinket', { id: trinket.id })).json<{
      eqStats: Record<string, number>;
    }>();
    const stats = ['eqHealth', 'eqAttack', 'eqDefence', 'eqAccuracy', 'eqDodge'];
    for (const stat of stats) expect(answer.eqStats[stat]).toBe(before[stat]);
  });

  it('refuses a celestial (rarity 7) trinket and changes nothing', async () => {
    const trinket = await grant({ rarity: 7 });
    await expectRefused(() => call('destroyTrinket', { id: trinket.id }), CANNOT_DESTROY_TEXT);
  });

  it('destroys once when two destroys race', async () => {
    const trinket = await grant({ rarity: 6, tier: 4 });
    const answers = await Promise.all([
      call('destroyTrinket', { id: trinket.id }),
      call('destroyTrinket', { id: trinket.id }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect((await itemsOf(t.game, 'Hero_1'))[ESSENCE]).toBe(trinketDestroyYield(4, 6).essence);
    await expectAuditClean();
  });
});

describe('rerollTrinket', () => {
  const reroll = (id: number, stage: number) => call('rerollTrinket', { id, stage });

  it('runs every stage: preview, pay and roll the same mods, accept', async () => {
    const trinket = await grant({ rarity: 5, mods: MODS });
    const cost = trinketRerollCost(5);
    await give({ [FRAGMENTS]: cost.fragments + 1, [ESSENCE]: cost.essence });

    expect((await reroll(trinket.id, 0)).json()).toEqual({
      rerolledMods: null,
      itemsToRemove: [],
      trinket,
    });

    const rolled = (await reroll(trinket.id, 1)).json<{
      rerolledMods: TrinketMod[];
      itemsToRemove: unknown;
      trinket: Trinket;
    }>();
    expect(rolled.itemsToRemove).toEqual([
      { id: FRAGMENTS, amount: cost.fragments },
      { id: ESSENCE, amount: cost.essence },
    ]);
    expect(rolled.rerolledMods.map(([id]) => id)).toEqual(MODS.map(([id]) => id));
    expect(rolled.rerolledMods.every(([, base]) => base >= 1 && base <= 10)).toBe(true);
    expect(rolled.trinket).toEqual({ ...trinket, rerolledMods: rolled.rerolledMods });
    expect(await itemsOf(t.game, 'Hero_1')).toMatchObject({ [FRAGMENTS]: 1 });
    expect((await itemsOf(t.game, 'Hero_1'))[ESSENCE]).toBeUndefined();

    // The preview shows the pending roll; paying again is refused until it is settled.
    expect((await reroll(trinket.id, 0)).json()).toMatchObject({
      rerolledMods: rolled.rerolledMods,
    });
    await expectRefused(() => reroll(trinket.id, 1), REROLL_PENDING_TEXT);

    const accepted = (await reroll(trinket.id, 2)).json<unknown>();
    expect(accepted).toEqual({
      rerolledMods: null,
      itemsToRemove: [],
      trinket: { ...trinket, mods: rolled.rerolledMods },
    });
    expect(JSON.parse((await owned(trinket.id))?.mods ?? '')).toEqual(rolled.rerolledMods);
    await expectAuditClean();
  });

  it('stage 3 rejects the roll and keeps the current values', async () => {
    const trinket = await grant({ rarity: 7, mods: MODS });
    const cost = trinketRerollCost(7);
    expect(cost).toEqual(trinketRerollCost(6));
    await give({ [FRAGMENTS]: cost.fragments, [ESSENCE]: cost.essence });
    expect((await reroll(trinket.id, 1)).statusCode).toBe(200);
    expect((await reroll(trinket.id, 3)).json()).toEqual({
      rerolledMods: null,
      itemsToRemove: [],
      trinket,
    });
    expect(await owned(trinket.id)).toMatchObject({
      mods: JSON.stringify(MODS),
      rerolled_mods: null,
    });
    expect(await itemsOf(t.game, 'Hero_1')).not.toHaveProperty(FRAGMENTS);
  });

  it.each([2, 3])(
    'stage %i without a pending roll is refused and changes nothing',
    async (stage) => {
      const trinket = await grant({ rarity: 4 });
      await expectRefused(() => reroll(trinket.id, stage), NO_REROLL_TEXT);
    },
  );

  it.each([0, 1, 2, 3])('rarity 3 is refused at stage %i, nothing changed', async (stage) => {
    const trinket = await grant({ rarity: 3 });
    await give({ [FRAGMENTS]: 100, [ESSENCE]: 100 });
    await expectRefused(() => reroll(trinket.id, stage), CANNOT_REROLL_TEXT);
  });

  it('refuses stage 1 without enough essence and changes nothing', async () => {
    const trinket = await grant({ rarity: 6 });
    const cost = trinketRerollCost(6);
    await give({ [FRAGMENTS]: cost.fragments, [ESSENCE]: cost.essence - 1 });
    await expectRefused(() => reroll(trinket.id, 1), 'You do not have enough Trinket Essence.');
  });

  it('two paid rolls at once with plenty to pay: one roll, paid once', async () => {
    const trinket = await grant({ rarity: 4 });
    const cost = trinketRerollCost(4);
    await give({ [FRAGMENTS]: cost.fragments * 5, [ESSENCE]: cost.essence * 5 });
    const answers = await Promise.all([reroll(trinket.id, 1), reroll(trinket.id, 1)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect((await itemsOf(t.game, 'Hero_1'))[FRAGMENTS]).toBe(cost.fragments * 4);
    await expectAuditClean();
  });
});

async function makeCelestialSlots(slots: number) {
  let total = 0;
  for (let current = 0; current < slots; current += 1) {
    total += celestialSlotIncreaseCost(current) ?? 0;
  }
  await give({ [ESSENCE]: total });
  for (let current = 0; current < slots; current += 1) {
    expect((await call('increaseCelestial')).statusCode).toBe(200);
  }
}

describe('increaseCelestial', () => {
  it('adds slots for 75, 100 and 125 essence, then refuses at 3', async () => {
    await give({ [ESSENCE]: 75 + 100 + 125 + 10 });
    for (const [slots, cost] of [
      [1, 75],
      [2, 100],
      [3, 125],
    ]) {
      expect(cost).toBe(celestialSlotIncreaseCost((slots ?? 0) - 1));
      expect((await call('increaseCelestial')).json()).toEqual({ celestialSlots: slots, cost });
    }
    expect((await itemsOf(t.game, 'Hero_1'))[ESSENCE]).toBe(10);
    expect((await t.get('equipment.php', { mod: 'loadTrinkets' }, cookie)).json()).toMatchObject({
      celestialSlots: 3,
    });
    await expectRefused(() => call('increaseCelestial'), CELESTIAL_SLOTS_FULL_TEXT);
    await expectAuditClean();
  });

  it('refuses without enough essence and changes nothing', async () => {
    await give({ [ESSENCE]: 74 });
    await expectRefused(() => call('increaseCelestial'), 'You do not have enough Trinket Essence.');
  });

  it('two increases at once with essence for one: one slot, paid once', async () => {
    await give({ [ESSENCE]: 75 + 99 });
    const answers = await Promise.all([call('increaseCelestial'), call('increaseCelestial')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect((await itemsOf(t.game, 'Hero_1'))[ESSENCE]).toBe(99);
    await expectAuditClean();
  });
});

describe('convertTrinketToCelestial', () => {
  it('makes an equipped mythical trinket celestial (rarity 7) in a free slot', async () => {
    await makeCelestialSlots(1);
    const trinket = await grant({ rarity: 6, mods: MODS });
    await call('equipTrinket', { id: trinket.id });
    const response = await call('convertTrinketToCelestial', { id: trinket.id });
    expect(response.json()).toEqual({
      trinket: { ...trinket, rarity: 7, celestial: true, equipped: false },
    });
    await expectAuditClean();
    const counters = await t.game.db
      .selectFrom('economy_counters')
      .select(['item_id', 'created', 'destroyed'])
      .where('item_id', 'like', 'trinket:%')
      .orderBy('item_id')
      .execute();
    expect(counters).toEqual([
      { item_id: 'trinket:6', created: 1, destroyed: 1 },
      { item_id: 'trinket:7', created: 1, destroyed: 0 },
    ]);
  });

  it('refuses without a free celestial slot and changes nothing', async () => {
    const first = await grant({ rarity: 6 });
    await expectRefused(
      () => call('convertTrinketToCelestial', { id: first.id }),
      NO_FREE_CELESTIAL_SLOT_TEXT,
    );
    await makeCelestialSlots(1);
    await call('convertTrinketToCelestial', { id: first.id });
    const second = await grant({ rarity: 6 });
    await expectRefused(
      () => call('convertTrinketToCelestial', { id: second.id }),
      NO_FREE_CELESTIAL_SLOT_TEXT,
    );
  });

  it('two trinkets converted at once into one free slot: one becomes celestial', async () => {
    await makeCelestialSlots(1);
    const first = await grant({ rarity: 6 });
    const second = await grant({ rarity: 6 });
    const answers = await Promise.all([
      call('convertTrinketToCelestial', { id: first.id }),
      call('convertTrinketToCelestial', { id: second.id }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const celestial = await t.game.db
      .selectFrom('trinkets')
      .select('rarity')
      .where('celestial', '=', 1)
      .execute();
    expect(celestial).toEqual([{ rarity: 7 }]);
    await expectAuditClean();
  });

  it.each([4, 5, 7])('refuses rarity %i and changes nothing', async (rarity) => {
    await makeCelestialSlots(1);
    const trinket = await grant({ rarity });
    await expectRefused(
      () => call('convertTrinketToCelestial', { id: trinket.id }),
      ONLY_MYTHICAL_CELESTIAL_TEXT,
    );
  });
});

describe('dev grantTrinket', () => {
  it('is counted as created, so the audit balances', async () => {
    await grant({ rarity: 4 });
    await grant({ rarity: 6, type: 2 });
    await expectAuditClean();
  });

  it('refuses bad input', async () => {
    const response = await t.post('dev.php', { mod: 'grantTrinket', username: 'Hero_1', type: 3 });
    expect(response.statusCode).toBe(400);
    expect(await t.game.db.selectFrom('trinkets').selectAll().execute()).toEqual([]);
  });
});
