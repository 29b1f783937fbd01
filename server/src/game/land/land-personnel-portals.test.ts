/**
 * Personnel (loadPersonnel, upgradePersonnel) and portals (getPortalData, upgradePortal) with
 * their effects: costs against game-rules, caps, refusals unchanged, portal battles in the
 * special areas. SQLite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import type {
  LoadPersonnelAnswer,
  PortalDataAnswer,
  UpgradePersonnelAnswer,
  UpgradePortalAnswer,
} from '@idle/contracts';
import {
  PERSONNEL_KINDS,
  personnelLevelCost,
  personnelRarityCost,
  PLOT_COST,
  PORTAL_MAX_LEVEL,
  portalBaseCost,
  portalUpgradeCost,
  quartermasterPrice,
  SPECIAL_BATTLES_PER_DAY,
} from '@idle/game-rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  dungeonKeeperTokenPercent,
  labyrinthKeeperExpPercent,
  landTrinketChancePercent,
  NO_PLOT_TEXT,
} from './effects';
import { MAX_PERSONNEL_LEVEL_TEXT, MAX_PERSONNEL_RARITY_TEXT } from './personnel';
import { MAX_PORTAL_TEXT, UNKNOWN_PORTAL_TEXT } from './portals';
import { periodKeys } from '../players/statistics';
import { SPECIAL_AREA_IDS, SPECIAL_BATTLES_CAP } from '../battle/special-areas';
import {
  createTestGame,
  grantItems,
  itemsOf,
  registerEmptyHanded,
  userIdOf,
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
const DAY = 24 * 60 * 60_000;

beforeEach(async () => {
  t = await createTestGame({ devTools: true });
  cookie = await registerEmptyHanded(t, PLAYER);
  userId = await userIdOf(t.game, PLAYER);
});
afterEach(async () => {
  await t.close();
});

async function buyPlot() {
  await grantItems(
    t.game,
    PLAYER,
    Object.fromEntries(PLOT_COST.map((line) => [line.itemId, line.amount])),
  );
  expect((await landPost(t, cookie, 'buyPlot')).statusCode).toBe(200);
}
async function setPerson(kind: string, level: number, rarity: number) {
  await t.game.db
    .insertInto('personnel')
    .values({ user_id: userId, kind, level, rarity })
    .onConflict((conflict) => conflict.columns(['user_id', 'kind']).doUpdateSet({ level, rarity }))
    .execute();
}
const upgradePerson = (personnel: string, type: string) =>
  landPost(t, cookie, 'upgradePersonnel', { personnel, type });

describe('personnel', () => {
  it('lists the five at level 1, rarity 1, with their tiers and next costs', async () => {
    await buyPlot();
    const { personnel } = (await landGet(t, cookie, 'loadPersonnel')).json<LoadPersonnelAnswer>();
    expect(personnel.map((person) => person.id)).toEqual(PERSONNEL_KINDS);
    expect(personnel[0]).toEqual({
      id: 'scout',
      name: 'Scout',
      rarity: 1,
      level: 1,
      stage: 0,
      description: '0% chance that a raid brings double loot.',
      tiers: [5, 15, 30, 50, 75],
      upgLevelCost: 100_000,
      upgRarityCost: 50,
    });
  });

  it('refuses without a plot', async () => {
    await grantItems(t.game, PLAYER, { gold: 100_000 });
    await expectLandRefused(t, () => landGet(t, cookie, 'loadPersonnel'), NO_PLOT_TEXT);
    await expectLandRefused(t, () => upgradePerson('scout', 'level'), NO_PLOT_TEXT);
  });

  it('a level costs game-rules gold, a rarity game-rules credits; both leave the economy', async () => {
    await buyPlot();
    await grantItems(t.game, PLAYER, { gold: personnelLevelCost(2), credits: 50 });
    const level = await upgradePerson('dungeon_keeper', 'level');
    expect(level.statusCode).toBe(200);
    const levelled = level.json<UpgradePersonnelAnswer>();
    expect(levelled.itemsToRemove).toEqual([{ id: 'gold', amount: 100_000 }]);
    expect(levelled.personnelData).toMatchObject({
      level: 2,
      rarity: 1,
      upgLevelCost: personnelLevelCost(3),
    });
    const rarity = (await upgradePerson('dungeon_keeper', 'rarity')).json<UpgradePersonnelAnswer>();
    expect(rarity.itemsToRemove).toEqual([{ id: 'credits', amount: personnelRarityCost(2) }]);
    expect(rarity.personnelData).toMatchObject({ level: 2, rarity: 2, upgRarityCost: 100 });
    expect(await itemsOf(t.game, PLAYER)).toEqual({});
    await setPerson('scout', 149, 5);
    await grantItems(t.game, PLAYER, { gold: personnelLevelCost(150), credits: 250 });
    const top = (await upgradePerson('scout', 'level')).json<UpgradePersonnelAnswer>();
    expect(top.itemsToRemove).toEqual([{ id: 'gold', amount: 6_570_000_000 }]);
    expect(top.personnelData).toMatchObject({ level: 150, stage: 5, upgLevelCost: null });
    const mythic = (await upgradePerson('scout', 'rarity')).json<UpgradePersonnelAnswer>();
    expect(mythic.itemsToRemove).toEqual([{ id: 'credits', amount: 250 }]);
    expect(mythic.personnelData).toMatchObject({
      rarity: 6,
      upgRarityCost: null,
      description: '112.5% chance that a raid brings double loot.',
    });
    await expectEconomyClean(t);
  });

  it('refuses past level 150 and rarity 6, short of gold or credits, and bad input, unchanged', async () => {
    await buyPlot();
    await setPerson('scout', 150, 6);
    await grantItems(t.game, PLAYER, { gold: 10_000_000_000, credits: 1000 });
    await expectLandRefused(t, () => upgradePerson('scout', 'level'), MAX_PERSONNEL_LEVEL_TEXT);
    await expectLandRefused(t, () => upgradePerson('scout', 'rarity'), MAX_PERSONNEL_RARITY_TEXT);
    await t.game.db.deleteFrom('items').where('user_id', '=', userId).execute();
    await t.game.db.deleteFrom('economy_counters').where('user_id', '=', userId).execute();
    await grantItems(t.game, PLAYER, { gold: 99_999, credits: 49 });
    await expectLandRefused(
      t,
      () => upgradePerson('treasure_hunter', 'level'),
      'You do not have enough Gold.',
    );
    await expectLandRefused(
      t,
      () => upgradePerson('treasure_hunter', 'rarity'),
      'You do not have enough Credits.',
    );
    await expectLandRefused(t, () => upgradePerson('cook', 'level'), 'Not a kind of personnel.');
    await expectLandRefused(
      t,
      () => upgradePerson('scout', 'shine'),
      'Choose a level or a rarity upgrade.',
    );
  });

  it('exposes the effects for trinkets, dungeons and the labyrinth', async () => {
    expect(await landTrinketChancePercent(t.game.db, userId)).toBe(0);
    await buyPlot();
    await t.game.db.updateTable('land').set({ level: 4 }).where('user_id', '=', userId).execute();
    await setPerson('treasure_hunter', 75, 1);
    await setPerson('dungeon_keeper', 100, 2);
    await setPerson('labyrinth_keeper', 50, 1);
    expect(await landTrinketChancePercent(t.game.db, userId)).toBe(8 + 30);
    expect(await dungeonKeeperTokenPercent(t.game.db, userId)).toBe(11);
    expect(await labyrinthKeeperExpPercent(t.game.db, userId)).toBe(10);
  });
});

describe('portals', () => {
  const portalData = async () =>
    (await landGet(t, cookie, 'getPortalData')).json<PortalDataAnswer>().portals;
  const specialRemaining = async () =>
    (await t.get('areas.php', { mod: 'loadSpecialBattlesRemaining' }, cookie)).json<
      Record<string, number>
    >();
  const area = present(SPECIAL_AREA_IDS[0]);

  it('one portal per special area at level 0, costing the game-rules base', async () => {
    await buyPlot();
    const portals = await portalData();
    expect(portals.map((portal) => portal.id)).toEqual(SPECIAL_AREA_IDS);
    expect(portals[0]).toMatchObject({
      level: 0,
      remaining: SPECIAL_BATTLES_PER_DAY,
      cap: SPECIAL_BATTLES_CAP,
      cost: portalBaseCost(0),
    });
    expect(present(portals[0]).name).toMatch(/ Portal$/);
  });

  it('each payment type costs what game-rules says, +25 battles at once', async () => {
    await buyPlot();
    for (const uType of [1, 2, 3, 4, 5]) {
      const level = uType - 1;
      const cost = portalUpgradeCost(portalBaseCost(level), uType);
      await grantItems(
        t.game,
        PLAYER,
        Object.fromEntries(cost.map((line) => [line.itemId, line.amount])),
      );
      const before = present((await specialRemaining())[String(area)]);
      const response = await landPost(t, cookie, 'upgradePortal', { id: area, uType });
      expect(response.statusCode).toBe(200);
      expect(response.json<UpgradePortalAnswer>()).toEqual({
        itemsToRemove: cost.map((line) => ({ id: line.itemId, amount: line.amount })),
        newCost: portalBaseCost(level + 1),
        portal: {
          ...present((await portalData())[0]),
          level: level + 1,
          remaining: before + 25,
          cap: 150 * (level + 1),
          cost: portalBaseCost(level + 1),
        },
      });
      expect(await itemsOf(t.game, PLAYER)).toEqual({});
      expect((await specialRemaining())[String(area)]).toBe(before + 25);
    }
    expect((await portalData())[0]).toMatchObject({ level: 5, remaining: 25 + 5 * 25 });
    // The other area is untouched.
    expect((await specialRemaining())[String(SPECIAL_AREA_IDS[1])]).toBe(SPECIAL_BATTLES_PER_DAY);
    await expectEconomyClean(t);
  });

  it('a level adds 5 battles a day and holds 150 x level', async () => {
    await buyPlot();
    await t.game.db
      .insertInto('portals')
      .values({ user_id: userId, portal_id: area, level: 2 })
      .execute();
    t.game.clock.advance(DAY);
    // First day seen: 25 + 10 from the portal.
    expect((await specialRemaining())[String(area)]).toBe(SPECIAL_BATTLES_PER_DAY + 10);
    await t.game.db
      .insertInto('special_battles')
      .values({ user_id: userId, area_id: area, remaining: 280, day: '2026-01-01' })
      .execute();
    // 280 + 35 a day, held up to 300.
    expect((await specialRemaining())[String(area)]).toBe(300);
    expect(present((await portalData())[0])).toMatchObject({ remaining: 300, cap: 300 });
    expect((await specialRemaining())[String(SPECIAL_AREA_IDS[1])]).toBe(SPECIAL_BATTLES_PER_DAY);
  });

  it('a level-2 portal holding 280, upgraded to 3, keeps 305 and says so', async () => {
    await buyPlot();
    await t.game.db
      .insertInto('portals')
      .values({ user_id: userId, portal_id: area, level: 2 })
      .execute();
    const today = periodKeys(t.game.clock.now()).day;
    await t.game.db
      .insertInto('special_battles')
      .values({ user_id: userId, area_id: area, remaining: 280, day: today })
      .execute();
    const cost = portalUpgradeCost(portalBaseCost(2), 5);
    await grantItems(t.game, PLAYER, { gold: present(cost[0]).amount });
    const answer = (
      await landPost(t, cookie, 'upgradePortal', { id: area, uType: 5 })
    ).json<UpgradePortalAnswer>();
    expect(answer.portal).toMatchObject({ id: area, level: 3, remaining: 305, cap: 450 });
    expect((await specialRemaining())[String(area)]).toBe(305);
    expect(present((await portalData())[0])).toMatchObject({ level: 3, remaining: 305, cap: 450 });
  });

  it('the quartermaster discounts the base cost', async () => {
    await buyPlot();
    await setPerson('quartermaster_1', 100, 1);
    const base = quartermasterPrice(portalBaseCost(0), 10);
    expect(present((await portalData())[0]).cost).toBe(base);
    await grantItems(t.game, PLAYER, { gold: 9 * base });
    const answer = (
      await landPost(t, cookie, 'upgradePortal', { id: area, uType: 5 })
    ).json<UpgradePortalAnswer>();
    expect(answer.itemsToRemove).toEqual([{ id: 'gold', amount: 9 * base }]);
  });

  it('refuses unknown portals, the top level, a short payment, no plot and bad types, unchanged', async () => {
    await grantItems(t.game, PLAYER, { gold: 10_000_000 });
    await expectLandRefused(
      t,
      () => landPost(t, cookie, 'upgradePortal', { id: area, uType: 5 }),
      NO_PLOT_TEXT,
    );
    await expectLandRefused(t, () => landGet(t, cookie, 'getPortalData'), NO_PLOT_TEXT);
    await buyPlot();
    await expectLandRefused(
      t,
      () => landPost(t, cookie, 'upgradePortal', { id: 1, uType: 5 }),
      UNKNOWN_PORTAL_TEXT,
    );
    await expectLandRefused(
      t,
      () => landPost(t, cookie, 'upgradePortal', { id: area, uType: 2 }),
      'You do not have enough Metal.',
    );
    await expectLandRefused(
      t,
      () => landPost(t, cookie, 'upgradePortal', { id: area, uType: 6 }),
      'The upgrade can be at most 5.',
    );
    await t.game.db
      .insertInto('portals')
      .values({ user_id: userId, portal_id: area, level: PORTAL_MAX_LEVEL })
      .execute();
    await expectLandRefused(
      t,
      () => landPost(t, cookie, 'upgradePortal', { id: area, uType: 5 }),
      MAX_PORTAL_TEXT,
    );
    expect(present((await portalData())[0]).cost).toBe(0);
  });
});
