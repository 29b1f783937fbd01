/**
 * Trinkets in the game: equipped (and celestial) trinkets' mods in battle and gathering ticks,
 * and trinkets found on ticks (the drop with the land's bonus, counted and logged).
 */
import type { TrinketMod } from '@idle/contracts';
import { TRINKET_BASE_DROP_CHANCE } from '@idle/game-rules';
import { afterEach, describe, expect, it } from 'vitest';
import { auditEconomy } from '../game/economy-audit';
import { dropTrinket, trinketDraw } from '../game/trinkets/drops';
import { createTestGame, type TestGame, userIdOf } from '../test-support';

const games: TestGame[] = [];
afterEach(async () => {
  await Promise.all(games.splice(0).map((game) => game.close()));
});

/** A game of one player holding a trinket with `mods` (tier 1, rarity 4), equipped or not. */
async function playerWithTrinket(type: 1 | 2, mods: TrinketMod[], equipped: boolean) {
  const t = await createTestGame({ devTools: true, seed: 11 });
  games.push(t);
  const cookie = await t.register('Hero_1');
  const granted = await t.post('dev.php', {
    mod: 'grantTrinket',
    username: 'Hero_1',
    type,
    rarity: 4,
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
