/**
 * Clan buildings (loadBuildings, upgradeBuilding) and their effects in the game, clan exp and
 * clan taxes from members' ticks. Runs on SQLite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import type {
  BattleResult,
  GatheringResult,
  ItemAmount,
  LoadBuildingsAnswer,
  InitialData,
  TickAnswer,
} from '@idle/contracts';
import {
  buildingUpgradedText,
  clanBuildingLevelCost,
  clanTaxedAmount,
  dailySpecialBattlesWithTotem,
  maxAutosWithTotem,
  AUTOS_REFRESH_COOLDOWN_MS,
  SPECIAL_BATTLES_PER_DAY,
} from '@idle/game-rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_LEVEL_TEXT, notEnoughInStorageText, UNKNOWN_BUILDING_TEXT } from './buildings';
import { addToClanStorage, noPermissionText, NOT_IN_CLAN_TEXT } from './core';
import { CLAN_BUILDINGS } from '../content/clan-buildings';
import { STARTER } from '../content/progression';
import { writeTransaction } from '../../db/transactions';
import { createTestGame, itemsOf, registerEmptyHanded, type TestGame } from '../../test-support';
import {
  clanGet,
  clanLogOf,
  clanPost,
  clanTables,
  expectClanRefused,
  expectEconomyClean,
  expectOk,
  setPermissions,
  setUpClan,
  storageOf,
  type ClanPlayers,
} from './clan-support';

const DELAY = 6000;
let t: TestGame;
let clan: ClanPlayers;

const building = (name: string) => {
  const found = CLAN_BUILDINGS.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no building ${name}`);
  return found;
};
const autosTotem = building('Autos Totem');
const headquarters = building('Headquarters');
const portalTotem = building('Portal Totem');
const vigourTotem = building('Totem of Vigour');

beforeEach(async () => {
  t = await createTestGame({ devTools: true });
  // Leader (rank 1), Officer (rank 2), Member (rank 3).
  clan = await setUpClan(t, 'Iron Wolves', 'Leader', { Officer: 2, Member: 3 });
  await setPermissions(t, clan.clanId, 2, ['buildings']);
  await setPermissions(t, clan.clanId, 3, []);
});
afterEach(async () => {
  await t.close();
});

const cookieOf = (name: string) => clan.cookies[name] ?? '';
const idOf = (name: string) => clan.ids[name] ?? 0;

/** Puts items into the clan storage, counted as created on the leader (a set-up). */
async function stock(items: Record<string, number>) {
  await writeTransaction(t.game.db, (trx) =>
    addToClanStorage(
      trx,
      clan.clanId,
      Object.entries(items).map(([id, amount]) => ({ id, amount })),
      'created',
      idOf('Leader'),
    ),
  );
}

/** Enough of everything for a few levels of any building. */
const plenty = {
  gold: 100_000_000,
  metal: 10_000_000,
  wood: 10_000_000,
  stone: 10_000_000,
  credits: 10_000,
};

const upgrade = (id: number, as = 'Leader') => clanPost(t, 'upgradeBuilding', cookieOf(as), { id });

async function upgradeTo(id: number, level: number) {
  let answer: LoadBuildingsAnswer | null = null;
  for (let step = 0; step < level; step++) {
    answer = (await expectOk(await upgrade(id))) as LoadBuildingsAnswer;
  }
  return answer;
}

/** Every clan table the buildings and battlegrounds change, with the common ones. */
async function allClanTables() {
  const db = t.game.db;
  return {
    ...(await clanTables(t)),
    buildings: await db.selectFrom('clan_buildings').selectAll().orderBy('building_id').execute(),
  };
}

describe('clan.php loadBuildings', () => {
  it('answers the clan and every building at level 0 with its first cost, members only', async () => {
    for (const name of ['Leader', 'Member']) {
      const answer = (await expectOk(
        await clanGet(t, 'loadBuildings', cookieOf(name)),
      )) as LoadBuildingsAnswer;
      expect(answer.clanData.clanid).toBe(clan.clanId);
      expect(answer.buildingsData.map((b) => [b.id, b.name, b.level, b.maxLevel])).toEqual(
        CLAN_BUILDINGS.map((b) => [b.id, b.name, 0, b.maxLevel]),
      );
      for (const view of answer.buildingsData) {
        const content = CLAN_BUILDINGS.find((b) => b.id === view.id);
        expect(view.cost).toEqual(clanBuildingLevelCost(content?.baseCost ?? plenty, 1));
        expect(view.description).toMatch(/a level/);
      }
    }
    const outsider = await registerEmptyHanded(t, 'Outsider');
    await expectClanRefused(t, () => clanGet(t, 'loadBuildings', outsider), NOT_IN_CLAN_TEXT);
  });

  it('caps the credits of a level at 500 and asks more of every further level', () => {
    const costly = { gold: 1000, credits: 400, metal: 100, wood: 100, stone: 100 };
    expect(clanBuildingLevelCost(costly, 1).credits).toBe(400);
    expect(clanBuildingLevelCost(costly, 2).credits).toBe(500);
    expect(clanBuildingLevelCost(costly, 9).credits).toBe(500);
    expect(clanBuildingLevelCost(costly, 2).gold).toBeGreaterThan(1000);
  });
});

describe('clan.php upgradeBuilding', () => {
  it('raises the level, takes the cost from storage as destroyed on the upgrader and logs it', async () => {
    await stock(plenty);
    const before = await storageOf(t, clan.clanId);
    const cost = clanBuildingLevelCost(autosTotem.baseCost, 1);
    const answer = (await expectOk(await upgrade(autosTotem.id, 'Officer'))) as LoadBuildingsAnswer;
    expect(answer.buildingsData.find((b) => b.id === autosTotem.id)).toMatchObject({
      level: 1,
      cost: clanBuildingLevelCost(autosTotem.baseCost, 2),
    });
    const after = await storageOf(t, clan.clanId);
    for (const [item, amount] of Object.entries(before)) {
      expect(after[item] ?? 0).toBe(amount - (cost[item] ?? 0));
    }
    expect(await clanLogOf(t, clan.clanId)).toContain(buildingUpgradedText('Autos Totem', 1));
    const destroyed = await t.game.db
      .selectFrom('economy_counters')
      .select(['item_id', 'destroyed'])
      .where('user_id', '=', idOf('Officer'))
      .where('destroyed', '>', 0)
      .execute();
    expect(Object.fromEntries(destroyed.map((row) => [row.item_id, row.destroyed]))).toEqual(cost);
    await expectEconomyClean(t);

    const second = (await expectOk(await upgrade(autosTotem.id))) as LoadBuildingsAnswer;
    expect(second.buildingsData.find((b) => b.id === autosTotem.id)?.level).toBe(2);
    expect(await clanLogOf(t, clan.clanId)).toContain(buildingUpgradedText('Autos Totem', 2));
  });

  it('refuses without the buildings permission, outside the clan and for bad input, changing nothing', async () => {
    await stock(plenty);
    const refused = (call: () => ReturnType<TestGame['post']>, error: unknown) =>
      expectClanRefused(t, call, error);
    await refused(() => upgrade(autosTotem.id, 'Member'), noPermissionText('buildings'));
    const outsider = await registerEmptyHanded(t, 'Outsider');
    await refused(() => clanPost(t, 'upgradeBuilding', outsider, { id: 1 }), NOT_IN_CLAN_TEXT);
    await refused(() => upgrade(999), UNKNOWN_BUILDING_TEXT);
    for (const id of ['abc', '-1', '0', '']) {
      await refused(
        () => clanPost(t, 'upgradeBuilding', cookieOf('Leader'), { id }),
        expect.any(String),
      );
    }
    // Granting the permission lets the same member upgrade.
    await setPermissions(t, clan.clanId, 3, ['buildings']);
    await expectOk(await upgrade(autosTotem.id, 'Member'));
  });

  it('refuses when the storage holds too little or the building is at its maximum, changing nothing', async () => {
    // Only the 250 creation credits: no gold.
    await expectClanRefused(t, () => upgrade(headquarters.id), notEnoughInStorageText('gold'));
    await stock(plenty);
    await t.game.db
      .insertInto('clan_buildings')
      .values({ clan_id: clan.clanId, building_id: headquarters.id, level: headquarters.maxLevel })
      .execute();
    const before = await allClanTables();
    await expectClanRefused(t, () => upgrade(headquarters.id), MAX_LEVEL_TEXT);
    expect(await allClanTables()).toEqual(before);
    const view = (await expectOk(
      await clanGet(t, 'loadBuildings', cookieOf('Leader')),
    )) as LoadBuildingsAnswer;
    expect(view.buildingsData.find((b) => b.id === headquarters.id)?.cost).toBeNull();
  });
});

describe('clan.php upgradeBuilding at once', () => {
  it('two upgrades racing for a storage that pays one: exactly one level, paid once', async () => {
    const cost = clanBuildingLevelCost(autosTotem.baseCost, 1);
    // Exactly one level's gold and resources; its credits come from the 250 of the creation.
    const { credits = 0, ...rest } = cost;
    expect(credits).toBeLessThan(250);
    await stock(rest);
    const responses = await Promise.all([
      upgrade(autosTotem.id, 'Leader'),
      upgrade(autosTotem.id, 'Officer'),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    const rows = await t.game.db
      .selectFrom('clan_buildings')
      .select(['building_id', 'level'])
      .execute();
    expect(rows).toEqual([{ building_id: autosTotem.id, level: 1 }]);
    expect(await storageOf(t, clan.clanId)).toEqual({ credits: 250 - credits });
    await expectEconomyClean(t);
  });
});

describe('building effects for every member', () => {
  it('the headquarters raises the members limit by 2 a level', async () => {
    await stock(plenty);
    const before = (await expectOk(
      await clanGet(t, 'loadBuildings', cookieOf('Member')),
    )) as LoadBuildingsAnswer;
    expect(before.clanData.membersLimit).toBe(10);
    await upgradeTo(headquarters.id, 3);
    const after = (await expectOk(
      await clanGet(t, 'loadBuildings', cookieOf('Member')),
    )) as LoadBuildingsAnswer;
    expect(after.clanData.membersLimit).toBe(16);
  });

  it('the Autos totem raises the maximum Autos a refill gives, by 2% a level, applied last', async () => {
    const refill = async (name: string) => {
      await t.game.db.updateTable('users').set({ autos: 1 }).where('id', '=', idOf(name)).execute();
      t.game.clock.advance(AUTOS_REFRESH_COOLDOWN_MS);
      return (await t.get('actions/refresh.php', {}, cookieOf(name))).json<{ autos: number }>();
    };
    expect(await refill('Member')).toEqual({ autos: STARTER.maxAutos });
    await stock(plenty);
    await upgradeTo(autosTotem.id, 5);
    const raised = maxAutosWithTotem(STARTER.maxAutos, 5);
    expect(raised).toBe(165);
    expect(await refill('Member')).toEqual({ autos: raised });
    const initial = (await t.get('_load_initial_data.php', {}, cookieOf('Member'))).json<{
      player: { maxAutos: number };
    }>();
    expect(initial.player.maxAutos).toBe(raised);
    // A stored maximum raised elsewhere (land, premium) gets the totem on top.
    await t.game.db
      .updateTable('users')
      .set({ max_autos: 300 })
      .where('id', '=', idOf('Officer'))
      .execute();
    expect(await refill('Officer')).toEqual({ autos: 330 });
    // Outside the clan the totem no longer counts.
    const outsider = await registerEmptyHanded(t, 'Outsider');
    await t.game.db
      .updateTable('users')
      .set({ autos: 1 })
      .where('username', '=', 'Outsider')
      .execute();
    t.game.clock.advance(AUTOS_REFRESH_COOLDOWN_MS);
    expect((await t.get('actions/refresh.php', {}, outsider)).json()).toEqual({
      autos: STARTER.maxAutos,
    });
  });

  it('the special-area totem adds 1% of the daily special battles a level', async () => {
    const remaining = async () =>
      (await t.get('areas.php', { mod: 'loadSpecialBattlesRemaining' }, cookieOf('Member'))).json<
        Record<string, number>
      >();
    expect(Object.values(await remaining())[0]).toBe(SPECIAL_BATTLES_PER_DAY);
    await stock(plenty);
    await upgradeTo(portalTotem.id, 8);
    const perDay = dailySpecialBattlesWithTotem(SPECIAL_BATTLES_PER_DAY, 8);
    expect(perDay).toBe(27);
    const raised = Object.values(await remaining());
    expect(raised.length).toBeGreaterThan(0);
    expect(raised).toEqual(raised.map(() => perDay));
  });

  it('an attribute totem adds a percent of the base attribute to a fight (a member mid-action sees it)', async () => {
    const member = cookieOf('Member');
    await t.game.db
      .updateTable('users')
      .set({ health: 10_000, attack: 5000, defence: 5000, accuracy: 20_000 })
      .where('id', '=', idOf('Member'))
      .execute();
    t.game.actionCache.forget(idOf('Member'));
    await t.post('areas.php', { mod: 'enterArea', area: 1, mob: 1 }, member);
    const fight = async () => {
      const answer = (await t.post('actions/battle.php', {}, member)).json<
        TickAnswer<BattleResult>
      >();
      t.game.clock.advance(DELAY);
      return answer.data?.p1.maxHp ?? 0;
    };
    const before = await fight();
    await stock(plenty);
    await upgradeTo(vigourTotem.id, 10);
    const after = await fight();
    // 10% of the base health (10,000) is 1,000 more hit points.
    expect(after - before).toBe(1000);
    // The start-up data names the totem's percent, for the Attributes panel; an outsider has none.
    const totems = async (cookie: string) =>
      (await t.get('_load_initial_data.php', {}, cookie)).json<InitialData>().clanAttributeTotems;
    expect(await totems(member)).toEqual({
      health: 10,
      attack: 0,
      defence: 0,
      accuracy: 0,
      dodge: 0,
    });
    expect(await totems(await t.register('Outsider_1'))).toEqual({
      health: 0,
      attack: 0,
      defence: 0,
      accuracy: 0,
      dodge: 0,
    });
  });

  it('the shards totem is read into a gathering action for each member', async () => {
    await stock(plenty);
    await upgradeTo(building('Shard Totem').id, 4);
    await t.post('actions/mining.php', {}, cookieOf('Member'));
    const state = t.game.actionCache.get(idOf('Member')) as
      { own: { shardsTotem: number } } | undefined;
    expect(state?.own.shardsTotem).toBe(4);
  });
});

describe('clan exp and taxes from members ticks', () => {
  async function setTaxes(gold: number, res: number, personal: { gold: number; res: number }) {
    await t.game.db
      .updateTable('clans')
      .set({ gold_tax: gold, res_tax: res })
      .where('id', '=', clan.clanId)
      .execute();
    await t.game.db
      .updateTable('clan_members')
      .set({ p_gold_tax: personal.gold, p_res_tax: personal.res })
      .where('user_id', '=', idOf('Member'))
      .execute();
  }

  it('taxes a battle tick’s gold at the higher of the two taxes into storage; drops untaxed', async () => {
    await setTaxes(10, 0, { gold: 50, res: 0 });
    const member = cookieOf('Member');
    await t.game.db
      .updateTable('users')
      .set({ health: 100_000, attack: 5000, defence: 5000, accuracy: 20_000 })
      .where('id', '=', idOf('Member'))
      .execute();
    await t.post('areas.php', { mod: 'enterArea', area: 1, mob: 1 }, member);
    const storageBefore = await storageOf(t, clan.clanId);
    const goldBefore = (await itemsOf(t.game, 'Member')).gold ?? 0;
    let taxedTotal = 0;
    let grossTotal = 0;
    for (let i = 0; i < 5; i++) {
      const answer = (await t.post('actions/battle.php', {}, member)).json<
        TickAnswer<BattleResult>
      >();
      t.game.clock.advance(DELAY);
      const data = answer.data;
      expect(data?.winner).toBe(1);
      expect(data?.clanExp).toBe(1);
      expect(data?.goldTaxed).toBe(clanTaxedAmount(data?.gold ?? 0, 10, 50));
      const received = (answer.itemsToAdd ?? []).find((item: ItemAmount) => item.id === 'gold');
      expect(received?.amount).toBe((data?.gold ?? 0) - (data?.goldTaxed ?? 0));
      // Drops are never taxed: each reaches the player whole.
      for (const drop of answer.drops ?? []) {
        expect(answer.itemsToAdd).toContainEqual(drop);
      }
      taxedTotal += data?.goldTaxed ?? 0;
      grossTotal += data?.gold ?? 0;
    }
    expect(taxedTotal).toBeGreaterThan(0);
    const storageAfter = await storageOf(t, clan.clanId);
    expect((storageAfter.gold ?? 0) - (storageBefore.gold ?? 0)).toBe(taxedTotal);
    expect(((await itemsOf(t.game, 'Member')).gold ?? 0) - goldBefore).toBe(
      grossTotal - taxedTotal,
    );
    const row = await t.game.db
      .selectFrom('clan_members')
      .select(['clanmanship', 'actions'])
      .where('user_id', '=', idOf('Member'))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ clanmanship: 5, actions: 5 });
    const clanRow = await t.game.db
      .selectFrom('clans')
      .select('exp')
      .where('id', '=', clan.clanId)
      .executeTakeFirstOrThrow();
    expect(clanRow.exp).toBe(5);
    await expectEconomyClean(t);
  });

  it('taxes a gathering tick’s resource, answered as resTaxed and taxedRes', async () => {
    await setTaxes(0, 30, { gold: 0, res: 10 });
    const answer = (await t.post('actions/mining.php', {}, cookieOf('Member'))).json<
      TickAnswer<GatheringResult>
    >();
    const mined = answer.data?.resource.amount ?? 0;
    const taxed = clanTaxedAmount(mined, 30, 10);
    expect(taxed).toBeGreaterThan(0);
    expect(answer.data?.resTaxed).toBe(taxed);
    expect(answer.data?.taxedRes).toBe('metal');
    expect((await storageOf(t, clan.clanId)).metal).toBe(taxed);
    expect((await itemsOf(t.game, 'Member')).metal).toBe(mined - taxed);
    await expectEconomyClean(t);
  });

  it('takes nothing from a player outside a clan, and nothing at 0% taxes', async () => {
    const outsider = await registerEmptyHanded(t, 'Outsider');
    const alone = (await t.post('actions/mining.php', {}, outsider)).json<
      TickAnswer<GatheringResult>
    >();
    expect(alone.data?.resTaxed).toBeUndefined();
    expect((await itemsOf(t.game, 'Outsider')).metal).toBe(alone.data?.resource.amount);
    const member = (await t.post('actions/mining.php', {}, cookieOf('Member'))).json<
      TickAnswer<GatheringResult>
    >();
    expect(member.data?.resTaxed).toBeUndefined();
    expect(await storageOf(t, clan.clanId)).toEqual({ credits: 250 });
    // The member's action still brought the clan its exp.
    const clanRow = await t.game.db
      .selectFrom('clans')
      .select('exp')
      .where('id', '=', clan.clanId)
      .executeTakeFirstOrThrow();
    expect(clanRow.exp).toBe(1);
  });

  it('stops taxing a member who left (their cached action notices in the transaction)', async () => {
    await setTaxes(0, 50, { gold: 0, res: 0 });
    const member = cookieOf('Member');
    await t.post('actions/mining.php', {}, member);
    t.game.clock.advance(DELAY);
    await t.game.db.deleteFrom('clan_members').where('user_id', '=', idOf('Member')).execute();
    const storage = await storageOf(t, clan.clanId);
    const after = (await t.post('actions/mining.php', {}, member)).json<
      TickAnswer<GatheringResult>
    >();
    expect(after.data?.resTaxed).toBeUndefined();
    expect(await storageOf(t, clan.clanId)).toEqual(storage);
    await expectEconomyClean(t);
  });
});
