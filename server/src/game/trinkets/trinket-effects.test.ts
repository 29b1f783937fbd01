/**
 * Trinkets in the game: equipped (and celestial) trinkets' mods in battle and gathering ticks,
 * and trinkets found on ticks (the drop with the land's bonus, counted and logged).
 */
import type { TrinketMod } from '@idle/contracts';
import { TRINKET_BASE_DROP_CHANCE, EXP_TABLE } from '@idle/game-rules';
import { afterEach, describe, expect, it } from 'vitest';
import { auditEconomy } from '../economy/economy-audit';
import { dropTrinket, trinketDraw } from './drops';
import { createTestGame, type TestGame, userIdOf } from '../../test-support';

const games: TestGame[] = [];
afterEach(async () => {
  await Promise.all(games.splice(0).map((game) => game.close()));
});

/** A strong trinket: tier 15, rarity 6, each mod's value base x 24. */
const STRONG = { tier: 15, rarity: 6 };

/**
 * A game of one player holding a trinket with `mods` (tier 1, rarity 4 unless given), equipped
 * or not.
 */
async function playerWithTrinket(
  type: 1 | 2,
  mods: TrinketMod[],
  equipped: boolean,
  grade: { tier: number; rarity: number } = { tier: 1, rarity: 4 },
) {
  const t = await createTestGame({ devTools: true, seed: 11 });
  games.push(t);
  const cookie = await t.register('Hero_1');
  const granted = await t.post('dev.php', {
    mod: 'grantTrinket',
    username: 'Hero_1',
    type,
    ...grade,
    mods,
  });
  const { id } = granted.json<{ id: number }>();
  if (equipped) await t.post('equipment.php', { mod: 'equipTrinket', id }, cookie);
  return { t, cookie };
}

interface BattleData {
  winner: number;
  exp: number;
  gold: number;
}

async function battleOnce(type: 1 | 2, mods: TrinketMod[], equipped: boolean) {
  const { t, cookie } = await playerWithTrinket(type, mods, equipped);
  await t.post('areas.php', { mod: 'enterArea', area: 1, mob: 1 }, cookie);
  const answer = await t.post('actions/battle.php', {}, cookie);
  expect(answer.statusCode).toBe(200);
  return answer.json<{ data: BattleData }>().data;
}

describe('equipped trinkets in battle', () => {
  // Values at tier 1, rarity 4: ceil(100 x 1.15) = 115, read as 11.5%; ceil(40 x 1.15) = 46 gold.
  const mods: TrinketMod[] = [
    [1, 100],
    [2, 100],
    [6, 40],
  ];

  it('add combat exp, gold percent and base mob gold; an unequipped one adds nothing', async () => {
    const without = await battleOnce(1, mods, false);
    const withTrinket = await battleOnce(1, mods, true);
    expect(without.winner).toBe(1);
    expect(withTrinket.winner).toBe(1);
    // Same seed, same fight: only the trinket's bonuses differ.
    expect(withTrinket.exp).toBeGreaterThanOrEqual(Math.floor(without.exp * 1.1));
    expect(withTrinket.gold).toBeGreaterThanOrEqual(Math.floor((without.gold + 46) * 1.1));
  });

  interface BattleGains {
    data: { winner: number; attributeGain: number };
    player: { attack: number };
    masteryData: { exp: number };
    drops: { id: string; amount: number }[];
  }

  /** One won battle against the Cellar Rat with attack and Might (mastery 1) active. */
  async function gainsOfBattle(
    type: 1 | 2,
    mods: TrinketMod[],
    equipped: boolean,
    grade?: { tier: number; rarity: number },
  ) {
    const { t, cookie } = await playerWithTrinket(type, mods, equipped, grade);
    await t.get('misc.php', { mod: 'changeActiveAttribute', id: '2' }, cookie);
    await t.get('misc.php', { mod: 'changeActiveMastery', id: '1' }, cookie);
    await t.post('areas.php', { mod: 'enterArea', area: 1, mob: 1 }, cookie);
    const answer = await t.post('actions/battle.php', {}, cookie);
    expect(answer.statusCode).toBe(200);
    const gains = answer.json<BattleGains>();
    expect(gains.data.winner).toBe(1);
    const stored = await t.game.db
      .selectFrom('masteries')
      .select('exp')
      .where('user_id', '=', await userIdOf(t.game, 'Hero_1'))
      .executeTakeFirstOrThrow();
    return { ...gains, storedMasteryExp: stored.exp };
  }

  const dropIds = (drops: { id: string }[]) => drops.map((drop) => drop.id).sort();

  it('Attribute Boost (3) and Mastery Boost (4) raise the attribute points and mastery exp', async () => {
    // ceil(869 x 1.15) = 1000, read as 100%: 1 point becomes 2, with no chance in it.
    const mods: TrinketMod[] = [
      [3, 869],
      [4, 869],
    ];
    const without = await gainsOfBattle(1, mods, false);
    const withTrinket = await gainsOfBattle(1, mods, true);
    expect(without).toMatchObject({
      data: { attributeGain: 1 },
      player: { attack: 11 },
      masteryData: { exp: 1 },
      storedMasteryExp: 1,
    });
    expect(withTrinket).toMatchObject({
      data: { attributeGain: 2 },
      player: { attack: 12 },
      masteryData: { exp: 2 },
      storedMasteryExp: 2,
    });
  });

  it('Drop Boost (5) raises every drop chance; Double Items (8) doubles the drops', async () => {
    // Two Drop Boosts of 1000 x 24 = 24000 each: 4800% more, so 1 in 40 becomes certain.
    const boost: TrinketMod[] = [
      [5, 1000],
      [5, 1000],
    ];
    const without = await gainsOfBattle(1, boost, false, STRONG);
    const boosted = await gainsOfBattle(1, boost, true, STRONG);
    const allLoot = ['leather_strap', 'rat_tail', 'weapon_component'];
    expect(dropIds(without.drops).length).toBeLessThan(allLoot.length);
    expect(boosted.drops).toEqual(expect.arrayContaining(allLoot.map((id) => ({ id, amount: 1 }))));
    expect(dropIds(boosted.drops)).toEqual(allLoot);
    // 1000 x 24 = 24000 read as 2400%: every drop comes doubled.
    const doubled = await gainsOfBattle(1, [...boost, [8, 1000]], true, STRONG);
    expect(doubled.drops).toHaveLength(allLoot.length);
    expect(doubled.drops.every((drop) => drop.amount === 2)).toBe(true);
  });

  it('unequipped or gathering trinkets with these mods change nothing in battle', async () => {
    const mods: TrinketMod[] = [
      [3, 1000],
      [4, 1000],
      [5, 1000],
      [8, 1000],
    ];
    const plain = await gainsOfBattle(1, [], false);
    expect(await gainsOfBattle(1, mods, false, STRONG)).toEqual(plain);
    expect(await gainsOfBattle(2, mods, true, STRONG)).toEqual(plain);
  });

  it('a gathering trinket does nothing in battle', async () => {
    const gathering: TrinketMod[] = [
      [11, 100],
      [12, 100],
    ];
    expect(await battleOnce(2, gathering, true)).toEqual(await battleOnce(2, gathering, false));
  });
});

describe('equipped trinkets in gathering', () => {
  async function mineOnce(mods: TrinketMod[], equipped: boolean) {
    const { t, cookie } = await playerWithTrinket(2, mods, equipped);
    const answer = await t.post('actions/mining.php', {}, cookie);
    expect(answer.statusCode).toBe(200);
    return answer.json<{ data: { exp: number; resource: { amount: number } } }>().data;
  }

  it('add gathering exp and resources (50% each here)', async () => {
    // ceil(435 x 1.15) = 501, read as 50.1%.
    const mods: TrinketMod[] = [
      [11, 435],
      [12, 435],
    ];
    const without = await mineOnce(mods, false);
    const withTrinket = await mineOnce(mods, true);
    expect(withTrinket.exp).toBe(Math.floor(without.exp * 1.501));
    expect(withTrinket.resource.amount).toBeGreaterThan(without.resource.amount);
  });

  interface MiningGains {
    data: { resource: { amount: number } };
    drops: { id: string; amount: number }[];
  }

  /** One mining tick at level 50 (gem fragments, 1 in 8, and sapphires, 1 in 150, can drop). */
  async function mineAtLevel50(type: 1 | 2, mods: TrinketMod[], equipped: boolean) {
    const { t, cookie } = await playerWithTrinket(type, mods, equipped, STRONG);
    await t.game.db
      .updateTable('skills')
      .set({ exp: EXP_TABLE[50] ?? 0 })
      .where('user_id', '=', await userIdOf(t.game, 'Hero_1'))
      .where('skill', '=', 'mining')
      .execute();
    const answer = await t.post('actions/mining.php', {}, cookie);
    expect(answer.statusCode).toBe(200);
    const gains = answer.json<MiningGains>();
    return { amount: gains.data.resource.amount, drops: gains.drops };
  }

  const gems = ['gem_fragments', 'gem_sapphire'];

  it.each([
    ['Drop Boost (14)', 14],
    ['Item Rarity (17)', 17],
  ])('%s raises the drops’ chance', async (_name, modId) => {
    // Eight mods of 1000 x 24 = 24000: 19200% more, so 1 in 150 becomes certain.
    const mods = Array.from({ length: 8 }, (): TrinketMod => [modId, 1000]);
    const without = await mineAtLevel50(2, mods, false);
    const boosted = await mineAtLevel50(2, mods, true);
    expect(without.drops.length).toBeLessThan(gems.length);
    expect(boosted.drops.map((drop) => drop.id).sort()).toEqual(gems);
    expect(boosted.amount).toBe(without.amount);
  });

  it('Double Items (18) doubles the drops of the same roll', async () => {
    const certain = Array.from({ length: 7 }, (): TrinketMod => [14, 1000]);
    const single = await mineAtLevel50(2, certain, true);
    // 24000 read as 2400%: the double roll always succeeds, and draws as often as without it.
    const doubled = await mineAtLevel50(2, [...certain, [18, 1000]], true);
    expect(doubled.drops).toEqual(
      single.drops.map((drop) => ({ id: drop.id, amount: 2 * drop.amount })),
    );
  });

  it('Base Resources (16) raises the base amount, before the other percents', async () => {
    // ceil(869 x 1.15) = 1000, read as 100%: twice the base.
    const mods: TrinketMod[] = [[16, 869]];
    const { t: plainGame, cookie } = await playerWithTrinket(2, mods, false);
    const { t: boostedGame, cookie: boostedCookie } = await playerWithTrinket(2, mods, true);
    const amountOf = async (t: TestGame, session: string) =>
      (await t.post('actions/mining.php', {}, session)).json<MiningGains>().data.resource.amount;
    const without = await amountOf(plainGame, cookie);
    const boosted = await amountOf(boostedGame, boostedCookie);
    expect(boosted).toBeGreaterThanOrEqual(2 * without);
    expect(boosted).toBeLessThanOrEqual(2 * without + 1);
  });

  it('unequipped or battling trinkets with these mods change nothing in gathering', async () => {
    const mods: TrinketMod[] = [
      [14, 1000],
      [16, 1000],
      [17, 1000],
      [18, 1000],
    ];
    const plain = await mineAtLevel50(2, [], false);
    expect(await mineAtLevel50(2, mods, false)).toEqual(plain);
    expect(await mineAtLevel50(1, mods, true)).toEqual(plain);
  });
});

describe('trinket drops', () => {
  async function game() {
    const t = await createTestGame({ devTools: true });
    games.push(t);
    await t.register('Hero_1');
    return { t, userId: await userIdOf(t.game, 'Hero_1') };
  }

  const drop = (
    t: TestGame,
    userId: number,
    action: 'battling' | 'mining' | 'alchemy',
    draw: number,
  ) =>
    t.game.db
      .transaction()
      .execute((trx) => dropTrinket(trx, t.game, userId, action, draw, t.game.clock.now()));

  it('a draw under the base chance finds a tier-1 trinket of the action’s type, counted and logged', async () => {
    const { t, userId } = await game();
    const found = await drop(t, userId, 'battling', TRINKET_BASE_DROP_CHANCE / 2);
    expect(found).toMatchObject({ type: 1, tier: 1, equipped: false, celestial: false });
    expect([3, 4, 5, 6]).toContain(found?.rarity);
    expect(found?.mods).toHaveLength(found?.rarity ?? 0);
    const mined = await drop(t, userId, 'mining', 0);
    expect(mined?.type).toBe(2);
    const log = await t.game.db.selectFrom('log').select(['type', 'data']).execute();
    expect(log).toEqual([
      { type: 'trinket', data: `You found a [trinket:${found?.rarity}:1].` },
      { type: 'trinket', data: `You found a [trinket:${mined?.rarity}:2].` },
    ]);
    expect((await auditEconomy(t.game.db)).differences).toEqual([]);
  });

  it('finds nothing at or above the chance, nor on other actions', async () => {
    const { t, userId } = await game();
    expect(await drop(t, userId, 'battling', TRINKET_BASE_DROP_CHANCE)).toBeNull();
    expect(await drop(t, userId, 'battling', 0.5)).toBeNull();
    expect(await drop(t, userId, 'alchemy', 0)).toBeNull();
    expect(trinketDraw('alchemy')).toBe(1);
    expect(await t.game.db.selectFrom('trinkets').selectAll().execute()).toEqual([]);
  });

  it('the land raises the chance: 2% a level', async () => {
    const { t, userId } = await game();
    const draw = TRINKET_BASE_DROP_CHANCE * 1.05;
    expect(await drop(t, userId, 'battling', draw)).toBeNull();
    await t.game.db.insertInto('land').values({ user_id: userId, level: 3 }).execute();
    expect(await drop(t, userId, 'battling', draw)).not.toBeNull();
  });
});
