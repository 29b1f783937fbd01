/**
 * The plot (load, buyPlot, upgradePlot), its effects in the game (maximum Autos, mob gold,
 * resources) and the Land panel of the initial data. SQLite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import type { InitialData, LandChangeAnswer, LoadLandAnswer } from '@idle/contracts';
import {
  LAND_MAX_LEVEL,
  landLevelBonuses,
  landLevelName,
  landLevelUpgradeCost,
  maxAutosWithTotem,
  PLOT_COST,
  quartermasterPrice,
  AUTOS_REFRESH_COOLDOWN_MS,
} from '@idle/game-rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CLAN_BUILDINGS } from '../content/clan-buildings';
import { STARTER } from '../content/progression';
import { NO_PLOT_TEXT } from './effects';
import { PLOT_OWNED_TEXT, TOP_LEVEL_TEXT } from './plot';
import {
  createTestGame,
  grantItems,
  itemsOf,
  registerEmptyHanded,
  userIdOf,
  userRow,
  type TestGame,
} from '../../test-support';
import {
  expectEconomyClean,
  expectLandRefused,
  landGet,
  landPost,
  PLAYER,
  present,
} from './land-support';

let t: TestGame;
let cookie: string;
let userId: number;

const plotCost = Object.fromEntries(PLOT_COST.map((line) => [line.itemId, line.amount]));
const upgradeCost = (toLevel: number) =>
  Object.fromEntries(landLevelUpgradeCost(toLevel).map((line) => [line.itemId, line.amount]));

beforeEach(async () => {
  t = await createTestGame({ devTools: true });
  cookie = await registerEmptyHanded(t, PLAYER);
  userId = await userIdOf(t.game, PLAYER);
});
afterEach(async () => {
  await t.close();
});

async function buyPlot() {
  await grantItems(t.game, PLAYER, plotCost);
  const response = await landPost(t, cookie, 'buyPlot');
  expect(response.statusCode).toBe(200);
  return response.json<LandChangeAnswer>();
}

/** Puts the player in a clan of its own (a set-up; the clan calls are tested elsewhere). */
async function foundClanFor(memberId: number) {
  const clan = await t.game.db
    .insertInto('clans')
    .values({ name: 'Landholders', name_key: 'landholders', created_at: t.game.clock.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.game.db
    .insertInto('clan_members')
    .values({ user_id: memberId, clan_id: clan.id, rank_num: 1, joined_at: t.game.clock.now() })
    .execute();
  return { clanId: clan.id };
}

const autosTotemId = present(
  CLAN_BUILDINGS.find((building) => building.effect.kind === 'maxAutos'),
).id;

async function setLevel(level: number) {
  await t.game.db.updateTable('land').set({ level }).where('user_id', '=', userId).execute();
}

describe('load and buyPlot', () => {
  it('load answers null landData without a plot', async () => {
    const response = await landGet(t, cookie, 'load');
    expect(response.json()).toEqual({ landData: null });
  });

  it('buyPlot takes exactly the plot cost and gives a Camp with its bonuses and next level', async () => {
    await grantItems(t.game, PLAYER, { gold: 300_000, metal: 60_000, wood: 50_000, stone: 50_000 });
    const response = await landPost(t, cookie, 'buyPlot');
    expect(response.statusCode).toBe(200);
    const answer = response.json<LandChangeAnswer>();
    expect(answer.itemsToRemove).toEqual([
      { id: 'gold', amount: 250_000 },
      { id: 'metal', amount: 50_000 },
      { id: 'wood', amount: 50_000 },
      { id: 'stone', amount: 50_000 },
    ]);
    expect(await itemsOf(t.game, PLAYER)).toEqual({ gold: 50_000, metal: 10_000 });
    expect(answer.landData).toEqual({
      level: 1,
      levelData: { name: 'Camp' },
      bonuses: [
        ['Maximum Autos', '+10'],
        ['Gold from mobs', '+1%'],
        ['Resources', '+1%'],
        ['Trinket chance', '+2%'],
      ],
      nextLevelData: { name: landLevelName(2) },
      nextBonuses: [
        ['Maximum Autos', '+20'],
        ['Gold from mobs', '+2%'],
        ['Resources', '+2%'],
        ['Trinket chance', '+4%'],
      ],
      nextLevelUpgradeCosts: landLevelUpgradeCost(2).map((line) => ({
        id: line.itemId,
        amount: line.amount,
      })),
    });
    const loaded = (await landGet(t, cookie, 'load')).json<LoadLandAnswer>();
    expect(loaded.landData).toEqual(answer.landData);
    await expectEconomyClean(t);
  });

  it('refuses a plot the player cannot pay for, taking nothing', async () => {
    await grantItems(t.game, PLAYER, { ...plotCost, stone: 49_999 });
    await expectLandRefused(
      t,
      () => landPost(t, cookie, 'buyPlot'),
      'You do not have enough Stone.',
    );
  });

  it('refuses a second plot', async () => {
    await buyPlot();
    await grantItems(t.game, PLAYER, plotCost);
    await expectLandRefused(t, () => landPost(t, cookie, 'buyPlot'), PLOT_OWNED_TEXT);
  });

  it('refuses calls without a session', async () => {
    const response = await t.post('land.php', { mod: 'buyPlot' });
    expect(response.statusCode).toBe(401);
  });
});

describe('upgradePlot', () => {
  it('refuses without a plot', async () => {
    await grantItems(t.game, PLAYER, upgradeCost(2));
    await expectLandRefused(t, () => landPost(t, cookie, 'upgradePlot'), NO_PLOT_TEXT);
  });

  it('takes each level cost of game-rules, up to the Empire, then refuses', async () => {
    await buyPlot();
    for (let toLevel = 2; toLevel <= LAND_MAX_LEVEL; toLevel++) {
      await grantItems(t.game, PLAYER, upgradeCost(toLevel));
      const response = await landPost(t, cookie, 'upgradePlot');
      expect(response.statusCode).toBe(200);
      const answer = response.json<LandChangeAnswer>();
      expect(answer.itemsToRemove).toEqual(
        landLevelUpgradeCost(toLevel).map((line) => ({ id: line.itemId, amount: line.amount })),
      );
      expect(answer.landData.level).toBe(toLevel);
      expect(answer.landData.levelData.name).toBe(landLevelName(toLevel));
      expect(await itemsOf(t.game, PLAYER)).toEqual({});
    }
    const top = (await landGet(t, cookie, 'load')).json<LoadLandAnswer>().landData;
    expect(top?.levelData.name).toBe('Empire');
    expect(top?.nextLevelData).toBeNull();
    expect(top?.nextLevelUpgradeCosts).toBeNull();
    await grantItems(t.game, PLAYER, { gold: 1, metal: 1, wood: 1, stone: 1 });
    await expectLandRefused(t, () => landPost(t, cookie, 'upgradePlot'), TOP_LEVEL_TEXT);
    await expectEconomyClean(t);
  });

  it('refuses an upgrade the player cannot pay for, taking nothing', async () => {
    await buyPlot();
    await grantItems(t.game, PLAYER, {
      ...upgradeCost(2),
      metal: present(upgradeCost(2).metal) - 1,
    });
    await expectLandRefused(
      t,
      () => landPost(t, cookie, 'upgradePlot'),
      'You do not have enough Metal.',
    );
  });

  it('two upgrades racing for one level pay once', async () => {
    await buyPlot();
    await grantItems(t.game, PLAYER, upgradeCost(2));
    const answers = await Promise.all([
      landPost(t, cookie, 'upgradePlot'),
      landPost(t, cookie, 'upgradePlot'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const land = await t.game.db.selectFrom('land').select('level').executeTakeFirstOrThrow();
    expect(land.level).toBe(2);
    await expectEconomyClean(t);
  });

  it('the quartermaster discounts the upgrade by his percent', async () => {
    await buyPlot();
    await t.game.db
      .insertInto('personnel')
      .values({ user_id: userId, kind: 'quartermaster_1', level: 150, rarity: 1 })
      .execute();
    const discounted = landLevelUpgradeCost(2).map((line) => ({
      id: line.itemId,
      amount: quartermasterPrice(line.amount, 50),
    }));
    expect(discounted[0]?.amount).toBe(present(upgradeCost(2).gold) / 2);
    await grantItems(
      t.game,
      PLAYER,
      Object.fromEntries(discounted.map((line) => [line.id, line.amount])),
    );
    const answer = (await landPost(t, cookie, 'upgradePlot')).json<LandChangeAnswer>();
    expect(answer.itemsToRemove).toEqual(discounted);
    expect(await itemsOf(t.game, PLAYER)).toEqual({});
  });
});

describe('land effects', () => {
  const initial = async () =>
    (await t.get('_load_initial_data.php', {}, cookie)).json<InitialData>();

  it('raises the maximum Autos by 10 a level (refresh and initial data), before the clan totem', async () => {
    const stored = present(await userRow(t.game, PLAYER)).max_autos;
    expect((await initial()).player.maxAutos).toBe(stored);
    await buyPlot();
    expect((await initial()).player.maxAutos).toBe(stored + 10);
    await grantItems(t.game, PLAYER, upgradeCost(2));
    await landPost(t, cookie, 'upgradePlot');
    expect((await initial()).player.maxAutos).toBe(stored + landLevelBonuses(2).maxAutos);
  });

  it('a refill fills to the raised maximum; a clan Autos totem applies on top of the land', async () => {
    const refill = async () => {
      await t.game.db.updateTable('users').set({ autos: 1 }).where('id', '=', userId).execute();
      t.game.clock.advance(AUTOS_REFRESH_COOLDOWN_MS);
      return (await t.get('actions/refresh.php', {}, cookie)).json<{ autos: number }>();
    };
    await buyPlot();
    await setLevel(5);
    expect(await refill()).toEqual({ autos: STARTER.maxAutos + 50 });
    const { clanId } = await foundClanFor(userId);
    await t.game.db
      .insertInto('clan_buildings')
      .values({ clan_id: clanId, building_id: autosTotemId, level: 5 })
      .execute();
    expect(await refill()).toEqual({ autos: maxAutosWithTotem(STARTER.maxAutos + 50, 5) });
  });

  it('the Land panel shows the level name, then the raid counting down and returned', async () => {
    expect((await initial()).land).toBeNull();
    await buyPlot();
    expect((await initial()).land).toEqual({ levelName: 'Camp', raid: null });
    await setLevel(3);
    await landPost(t, cookie, 'startRaid', { id: 1, index: 0 });
    expect((await initial()).land).toEqual({
      levelName: 'Village',
      raid: { name: 'Storage Container', rarity: 1, timer: 150 * 60 },
    });
    t.game.clock.advance(150 * 60_000 - 1000);
    expect((await initial()).land?.raid?.timer).toBe(1);
    t.game.clock.advance(1000);
    expect((await initial()).land).toEqual({
      levelName: 'Village',
      raid: { name: 'Storage Container', rarity: 1 },
    });
  });
});
