/**
 * Battling a mob in a basic area: choosing the mob (areas.php enterArea) and each tick of the
 * battling action (actions/battle.php). The server keeps the current action and its timer; the
 * client only asks for the next tick.
 */
import type {
  BattleTickAnswer,
  BattleTracker,
  EnterAreaAnswer,
  EqStats,
  ItemAmount,
  Misc,
  StatisticKey,
  Statistics,
  StopAction,
} from '@idle/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { prepare, prepareAddRows } from '../db/prepared';
import type { UserRow } from '../db/schema';
import { GameError } from '../http/errors';
import { CRIT_CHANCE_PERCENT, simulateBattle } from './combat';
import { ITEMS } from './content/items';
import { MASTERY_EXP_PER_ACTION, skillFromExp } from './content/progression';
import type { GameContext } from './context';
import { foundItemText } from './log';
import {
  combatAttributes,
  findMob,
  loadEqStats,
  loadPotions,
  loadUser,
  masteryFromExp,
} from './players';
import { randomInt } from './random';
import { loadStatistics, periodKeys, startPeriods } from './statistics';

const DAY_MS = 24 * 3600 * 1000;

/** A tick may arrive this much before its time (timer granularity), never more. */
export const TICK_TOLERANCE_MS = 50;

export const NO_AUTOS_TEXT = 'You have no Autos left. Refresh them to continue.';
export const TOO_EARLY_TEXT = 'Your action is not ready yet.';
export const NOT_BATTLING_TEXT = 'You are not battling anything. Choose a mob on the Areas page.';
export const UNKNOWN_MOB_TEXT = 'That mob does not exist in that area.';

type AttributeColumn = 'health' | 'attack' | 'defence' | 'accuracy' | 'dodge';
const ATTRIBUTE_COLUMNS: Partial<Record<number, AttributeColumn>> = {
  1: 'health',
  2: 'attack',
  3: 'defence',
  4: 'accuracy',
  5: 'dodge',
};

/** Mastery effects on a fight (content: see content/progression.ts MASTERIES). */
function masteryBonuses(masteryId: number, level: number) {
  return {
    damagePercent: masteryId === 1 ? level : 0,
    defencePercent: masteryId === 2 ? level : 0,
    accuracyPercent: masteryId === 3 ? level : 0,
    dodgePercent: masteryId === 4 ? level : 0,
    goldPercent: masteryId === 5 ? level : 0,
  };
}

/** Drops of this rarity or above are written to the personal log. */
export const LOGGED_DROP_RARITY = 3;

interface PotionBonus {
  damage: number;
  defence: number;
  exp: number;
  gold: number;
}
const NO_POTIONS: PotionBonus = { damage: 0, defence: 0, exp: 0, gold: 0 };

/** What the active potions add, in percent, by kind (two potions of one kind add up). */
function potionBonus(potions: Misc['potions']): PotionBonus {
  const bonus = { ...NO_POTIONS };
  for (const [id, [percent, remaining]] of Object.entries(potions)) {
    const kind = ITEMS[id]?.potion?.bonus;
    if (kind && remaining > 0) bonus[kind] += percent;
  }
  return bonus;
}

/** The potions after one more action: each loses one, and those at 0 end. */
function usePotions(potions: Misc['potions']): { potions: Misc['potions']; ended: boolean } {
  const next: Misc['potions'] = {};
  let ended = false;
  for (const [id, [percent, remaining]] of Object.entries(potions)) {
    if (remaining > 1) next[id] = [percent, remaining - 1];
    else ended = true;
  }
  return { potions: next, ended };
}

function emptyTracker(): BattleTracker {
  return { actions: 0, wins: 0, losses: 0, gold: 0 };
}

export async function enterArea(
  game: GameContext,
  userId: number,
  areaId: number,
  mobId: number,
): Promise<EnterAreaAnswer> {
  const found = findMob(areaId, mobId);
  if (!found) throw new GameError(UNKNOWN_MOB_TEXT);
  const now = game.clock.now();
  await game.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('action_state')
      .values({
        user_id: userId,
        action: 'battling',
        params: JSON.stringify({ area: areaId, mob: mobId }),
        started_at: now,
        next_tick_at: now,
        tracker: JSON.stringify(emptyTracker()),
      })
      .onConflict((conflict) =>
        conflict.column('user_id').doUpdateSet({
          action: 'battling',
          params: JSON.stringify({ area: areaId, mob: mobId }),
          started_at: now,
          next_tick_at: now,
          tracker: JSON.stringify(emptyTracker()),
        }),
      )
      .execute();
    await trx
      .updateTable('users')
      .set({ last_area: areaId, last_mob: mobId })
      .where('id', '=', userId)
      .execute();
  });
  return { mobName: found.mob.name };
}

export async function stopCurrentAction(game: GameContext, userId: number): Promise<void> {
  await game.db.deleteFrom('action_state').where('user_id', '=', userId).execute();
}

function stopped(autos: number, delay: number, stop: StopAction): BattleTickAnswer {
  return { delay, autos, stopAction: stop };
}

/**
 * What a battling tick reads, kept in memory between ticks (see action-cache.ts). Loaded at the
 * action's first tick; changed in memory by each tick before its writes are stored.
 */
export interface BattleState {
  action: 'battling';
  userId: number;
  username: string;
  autos: number;
  activeMastery: number;
  activeAttribute: number;
  user: Pick<UserRow, 'health' | 'attack' | 'defence' | 'accuracy' | 'dodge'>;
  /** Equipment, runes and jewels do not change while only ticks come (any other call reloads). */
  equipmentBonus: EqStats;
  /** Active potions: id to [percent, actions remaining]; empty when none is active. */
  potions: Misc['potions'];
  hasPotions: boolean;
  battlingExp: number;
  masteryExp: number;
  statistics: Statistics;
  statsDay: string;
  statsMonth: string;
  /** The next UTC midnight: the day (and maybe the month) changes then. */
  nextDayAt: number;
  area: number;
  mob: number;
  /** Identifies this action: a newer action of the player is not overwritten by this one's ticks. */
  startedAt: number;
  nextTickAt: number;
  tracker: BattleTracker;
}

/** Reads what the ticks of the player's battling action need, or answers why there is none. */
async function loadBattleState(
  game: GameContext,
  userId: number,
  now: number,
): Promise<BattleState | BattleTickAnswer> {
  const user = await loadUser(game.db, userId);
  const state = await game.db
    .selectFrom('action_state')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const delay = game.actionDelayMs;
  if (state?.action !== 'battling') {
    return stopped(user.autos, delay, { msg: NOT_BATTLING_TEXT, hardExit: true });
  }
  const params = JSON.parse(state.params) as { area: number; mob: number };
  if (!findMob(params.area, params.mob)) {
    await game.db.deleteFrom('action_state').where('user_id', '=', userId).execute();
    return stopped(user.autos, delay, { msg: UNKNOWN_MOB_TEXT, hardExit: true });
  }
  const skillRow = await game.db
    .selectFrom('skills')
    .select('exp')
    .where('user_id', '=', userId)
    .where('skill', '=', 'battling')
    .executeTakeFirst();
  const masteryRow = await game.db
    .selectFrom('masteries')
    .select('exp')
    .where('user_id', '=', userId)
    .where('mastery_id', '=', user.active_mastery)
    .executeTakeFirst();
  const potions = await loadPotions(game.db, userId);
  return {
    action: 'battling',
    userId,
    username: user.username,
    autos: user.autos,
    activeMastery: user.active_mastery,
    activeAttribute: user.active_attribute,
    user,
    equipmentBonus: await loadEqStats(game.db, userId),
    potions,
    hasPotions: Object.keys(potions).length > 0,
    battlingExp: skillRow?.exp ?? 0,
    masteryExp: masteryRow?.exp ?? 0,
    statistics: await loadStatistics(game.db, userId, now),
    statsDay: user.stats_day,
    statsMonth: user.stats_month,
    nextDayAt: 0,
    area: params.area,
    mob: params.mob,
    startedAt: state.started_at,
    nextTickAt: state.next_tick_at,
    tracker: JSON.parse(state.tracker) as BattleTracker,
  };
}

export async function battleTick(game: GameContext, userId: number): Promise<BattleTickAnswer> {
  const now = game.clock.now();
  const delay = game.actionDelayMs;
  const state = await game.actionCache.getOrLoad(
    userId,
    () => loadBattleState(game, userId, now),
    (loaded): loaded is BattleState => 'action' in loaded,
  );
  if (!('action' in state)) return state;
  if (now < state.nextTickAt - TICK_TOLERANCE_MS) throw new GameError(TOO_EARLY_TEXT);
  // The client refreshes instead of ticking at 0 Autos; another tab or a bot may still try.
  if (state.autos <= 0) return stopped(state.autos, delay, { msg: NO_AUTOS_TEXT });
  const found = findMob(state.area, state.mob);
  if (!found) throw new Error(`Mob ${state.area}/${state.mob} vanished from the content`);
  const { mob } = found;

  const mastery = masteryFromExp(state.masteryExp);
  const bonus = masteryBonuses(state.activeMastery, mastery.level);
  const potion = state.hasPotions ? potionBonus(state.potions) : NO_POTIONS;
  const stats = combatAttributes({ ...state.user, ...state.equipmentBonus });
  const outcome = simulateBattle(
    {
      name: state.username,
      level: skillFromExp(state.battlingExp).level,
      health: stats.health,
      attack: stats.attack,
      defence: Math.floor(stats.defence * (1 + (bonus.defencePercent + potion.defence) / 100)),
      accuracy: Math.floor(stats.accuracy * (1 + bonus.accuracyPercent / 100)),
      dodge: Math.floor(stats.dodge * (1 + bonus.dodgePercent / 100)),
      critChance: CRIT_CHANCE_PERCENT,
      damageBonus: bonus.damagePercent + potion.damage,
    },
    { ...mob, critChance: CRIT_CHANCE_PERCENT, damageBonus: 0 },
    game.random,
  );
  const won = outcome.winner === 1;
  const gold = won
    ? Math.floor(
        randomInt(game.random, mob.gold[0], mob.gold[1]) *
          (1 + (bonus.goldPercent + potion.gold) / 100),
      )
    : 0;
  const exp = won ? Math.floor(mob.exp * (1 + potion.exp / 100)) : 0;
  const drops: ItemAmount[] = [];
  if (won) {
    for (const entry of mob.loot) {
      if (game.random.next() * entry.frequency < 1) {
        drops.push({
          id: entry.itemId,
          amount: randomInt(game.random, entry.amount[0], entry.amount[1]),
        });
      }
    }
  }
  const attributeColumn = ATTRIBUTE_COLUMNS[state.activeAttribute] ?? null;
  const attributeGain = won && attributeColumn ? 1 : 0;
  const masteryGain = state.activeMastery > 0 ? MASTERY_EXP_PER_ACTION : 0;
  const itemsToAdd: ItemAmount[] = gold > 0 ? [{ id: 'gold', amount: gold }, ...drops] : drops;
  const rareDrops = drops.filter(
    (drop) => (ITEMS[drop.id]?.rarity ?? 0) >= LOGGED_DROP_RARITY && drop.amount > 0,
  );

  // Changed in memory first, so a second tick arriving meanwhile is refused as early; if the
  // writes fail, the state is forgotten and read afresh at the next tick.
  const newPeriod = { day: false, month: false };
  if (now >= state.nextDayAt) {
    const { day, month } = periodKeys(now);
    newPeriod.day = state.statsDay !== day;
    newPeriod.month = state.statsMonth !== month;
    if (newPeriod.day) state.statistics.totalActionsDaily = 0;
    if (newPeriod.month) state.statistics.totalActionsMonthly = 0;
    state.statsDay = day;
    state.statsMonth = month;
    state.nextDayAt = (Math.floor(now / DAY_MS) + 1) * DAY_MS;
  }
  const increments: [StatisticKey, number][] = [
    ['totalActions', 1],
    ['totalActionsDaily', 1],
    ['totalActionsMonthly', 1],
    [won ? 'totalMobsKilled' : 'totalDeaths', 1],
  ];
  for (const [key, value] of increments) state.statistics[key] += value;
  state.autos -= 1;
  state.battlingExp += exp;
  state.masteryExp += masteryGain;
  if (attributeColumn) state.user[attributeColumn] += attributeGain;
  state.nextTickAt = now + delay;
  const tracker = { ...state.tracker };
  tracker.actions += 1;
  tracker.wins += won ? 1 : 0;
  tracker.losses += won ? 0 : 1;
  tracker.gold += gold;
  state.tracker = tracker;
  // Every active potion is one action shorter after this fight.
  const potionsUsed = state.hasPotions;
  let potionsEnded = false;
  if (potionsUsed) {
    const used = usePotions(state.potions);
    state.potions = used.potions;
    state.hasPotions = Object.keys(used.potions).length > 0;
    potionsEnded = used.ended;
  }

  const write = battleWrites(game.db);
  try {
    await game.groupCommit.transaction(async (trx) => {
      await startPeriods(trx, userId, now, newPeriod);
      await write.user(
        trx,
        now,
        attributeColumn === 'health' ? attributeGain : 0,
        attributeColumn === 'attack' ? attributeGain : 0,
        attributeColumn === 'defence' ? attributeGain : 0,
        attributeColumn === 'accuracy' ? attributeGain : 0,
        attributeColumn === 'dodge' ? attributeGain : 0,
        userId,
      );
      await write.items(
        trx,
        userId,
        itemsToAdd.map(({ id, amount }) => [id, amount]),
      );
      if (exp > 0) await write.battlingExp(trx, exp, userId);
      if (masteryGain > 0) await write.masteryExp(trx, userId, state.activeMastery, masteryGain);
      await write.statistics(trx, userId, increments);
      if (potionsUsed) await write.usePotions(trx, userId);
      if (potionsEnded) await write.endPotions(trx, userId);
      for (const drop of rareDrops) {
        await write.log(trx, userId, foundItemText(drop.id, drop.amount), now);
      }
      await write.action(trx, now + delay, JSON.stringify(tracker), userId, state.startedAt);
    });
  } catch (error) {
    game.actionCache.forget(userId);
    throw error;
  }

  const playerChange: BattleTickAnswer['player'] = { autos: state.autos };
  if (attributeColumn && attributeGain > 0)
    playerChange[attributeColumn] = state.user[attributeColumn];
  return {
    delay,
    autos: state.autos,
    data: { p1: outcome.p1, p2: outcome.p2, winner: outcome.winner, exp, gold, attributeGain },
    skill: { id: 'battling', ...skillFromExp(state.battlingExp) },
    drops,
    ...(masteryGain > 0
      ? { masteryData: { id: state.activeMastery, ...masteryFromExp(state.masteryExp) } }
      : {}),
    misc: { statistics: { ...state.statistics } },
    player: playerChange,
    itemsToAdd,
    tracker,
    ...(potionsUsed ? { potions: { ...state.potions } } : {}),
  };
}

/** The writes of a battling tick, compiled once per database. */
const compiledWrites = new WeakMap<Db, ReturnType<typeof compileBattleWrites>>();

function battleWrites(db: Db) {
  let writes = compiledWrites.get(db);
  if (!writes) compiledWrites.set(db, (writes = compileBattleWrites(db)));
  return writes;
}

function compileBattleWrites(db: Db) {
  return {
    // Autos never go below 0 here: a captcha may have held them at 0 meanwhile.
    user: prepare(
      db,
      (
        now: number,
        health: number,
        attack: number,
        defence: number,
        accuracy: number,
        dodge: number,
        id: number,
      ) =>
        sql`update users set autos = case when autos > 0 then autos - 1 else 0 end,
          last_active_at = ${now}, health = health + ${health}, attack = attack + ${attack},
          defence = defence + ${defence}, accuracy = accuracy + ${accuracy}, dodge = dodge + ${dodge}
          where id = ${id}`,
      [-1, -2, -3, -4, -5, -6, -7],
    ),
    items: prepareAddRows(db, 'items', 'item_id', 'amount'),
    battlingExp: prepare(
      db,
      (exp: number, id: number) =>
        sql`update skills set exp = exp + ${exp} where user_id = ${id} and skill = 'battling'`,
      [-1, -2],
    ),
    masteryExp: prepare(
      db,
      (id: number, mastery: number, exp: number) =>
        sql`insert into masteries (user_id, mastery_id, exp) values (${id}, ${mastery}, ${exp})
          on conflict (user_id, mastery_id) do update set exp = masteries.exp + excluded.exp`,
      [-1, -2, -3],
    ),
    statistics: prepareAddRows(db, 'statistics', 'stat', 'value'),
    usePotions: prepare(
      db,
      (id: number) =>
        sql`update potions set remaining = remaining - 1 where user_id = ${id} and remaining > 0`,
      [-1],
    ),
    endPotions: prepare(
      db,
      (id: number) => sql`delete from potions where user_id = ${id} and remaining <= 0`,
      [-1],
    ),
    log: prepare(
      db,
      (id: number, data: string, now: number) =>
        sql`insert into log (user_id, type, data, tstamp) values (${id}, 'item', ${data}, ${now})`,
      [-1, 'sample', -3],
    ),
    // Only this action's row: a newer action the player started meanwhile keeps its own.
    action: prepare(
      db,
      (nextTickAt: number, tracker: string, id: number, startedAt: number) =>
        sql`update action_state set next_tick_at = ${nextTickAt}, tracker = ${tracker}
          where user_id = ${id} and started_at = ${startedAt}`,
      [-1, 'sample', -3, -4],
    ),
  };
}
