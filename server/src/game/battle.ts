/**
 * The fighting actions: battling a mob in an area (actions/battle.php), special battling
 * (actions/specialbattle.php), dungeon fights (actions/dungeon.php) and world boss fights
 * (actions/bossbattle.php). They share one tick: check the timer and Autos, fight, reward, then
 * write everything as increments in a group commit. What a tick reads is loaded once per action
 * and kept in memory (action-cache.ts); the client only asks for the next tick.
 */
import type {
  ActionType,
  BattleTracker,
  EnterAreaAnswer,
  EqStats,
  ItemAmount,
  Misc,
  StatisticKey,
  Statistics,
  StopAction,
  TickAnswer,
} from '@idle/contracts';
import {
  AREA_14_ID,
  area14LootFactor,
  AREA_14_LOOT_BASE,
  battlingUpgradePercent,
  heroicGoldResourceBonusPercent,
} from '@idle/game-rules';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database';
import { prepare, prepareAddRows } from '../db/prepared';
import type { Database, UserRow } from '../db/schema';
import { GameError } from '../http/errors';
import { type CombatantStats, CRIT_CHANCE_PERCENT, simulateBattle } from './combat';
import { findBoss } from './content/bosses';
import { type DungeonContent, findDungeon } from './content/dungeons';
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
import type { GatheringState } from './gathering';
import type { World } from './world';
import { bossKillWrites, type BossKill } from './boss-kill';
import { dungeonProgressChance } from './dungeons';
import { refilledSpecialBattles, NO_SPECIAL_BATTLES_TEXT } from './special-areas';
import { loadStatistics, periodKeys, startPeriods } from './statistics';

const DAY_MS = 24 * 3600 * 1000;

/** A tick may arrive this much before its time (timer granularity), never more. */
export const TICK_TOLERANCE_MS = 50;

export const NO_AUTOS_TEXT = 'You have no Autos left. Refresh them to continue.';
export const TOO_EARLY_TEXT = 'Your action is not ready yet.';
export const NOT_BATTLING_TEXT = 'You are not battling anything. Choose a mob on the Areas page.';
export const UNKNOWN_MOB_TEXT = 'That mob does not exist in that area.';
export const NOT_IN_DUNGEON_TEXT = 'You are not in a dungeon. Enter one from the Dungeons page.';
export const BOSS_GONE_TEXT = 'That boss is no longer alive.';
export const POWER_ONLY_AREA_14_TEXT = 'Only area 14 takes a power level.';

/** The actions that fight, each with its tick here. */
export type FightAction = 'battling' | 'specialBattling' | 'dungeoneering' | 'bossBattle';

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

export function emptyTracker(): BattleTracker {
  return { actions: 0, wins: 0, losses: 0, gold: 0 };
}

/**
 * Makes `action` the player's current action, with a fresh tracker. The previous action's timer
 * still holds: changing actions never skips the wait. Answers when the next tick may come.
 */
export async function setCurrentAction(
  executor: Db | Transaction<Database>,
  userId: number,
  action: ActionType,
  params: unknown,
  now: number,
): Promise<number> {
  const previous = await executor
    .selectFrom('action_state')
    .select('next_tick_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const values = {
    action,
    params: JSON.stringify(params),
    started_at: now,
    next_tick_at: Math.max(now, previous?.next_tick_at ?? now),
    tracker: JSON.stringify(emptyTracker()),
  };
  await executor
    .insertInto('action_state')
    .values({ user_id: userId, ...values })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
    .execute();
  return values.next_tick_at;
}

export async function enterArea(
  game: GameContext,
  userId: number,
  areaId: number,
  mobId: number,
  power: number | undefined,
): Promise<EnterAreaAnswer> {
  const found = findMob(areaId, mobId);
  if (!found) throw new GameError(UNKNOWN_MOB_TEXT);
  if (power !== undefined && areaId !== AREA_14_ID) throw new GameError(POWER_ONLY_AREA_14_TEXT);
  const now = game.clock.now();
  const action = found.area.type === 2 ? 'specialBattling' : 'battling';
  await game.db.transaction().execute(async (trx) => {
    const params = { area: areaId, mob: mobId, ...(power ? { power } : {}) };
    await setCurrentAction(trx, userId, action, params, now);
    // The "Battle {mob}" quick link and the default action follow the last basic mob.
    if (action === 'battling') {
      await trx
        .updateTable('users')
        .set({ last_area: areaId, last_mob: mobId })
        .where('id', '=', userId)
        .execute();
    }
  });
  return { mobName: found.mob.name };
}

export async function stopCurrentAction(game: GameContext, userId: number): Promise<void> {
  await game.db.deleteFrom('action_state').where('user_id', '=', userId).execute();
}

function stopped(autos: number, delay: number, stop: StopAction): TickAnswer {
  return { delay, autos, stopAction: stop };
}

/**
 * What a fighting tick reads, kept in memory between ticks (see action-cache.ts). Loaded at the
 * action's first tick; changed in memory by each tick before its writes are stored.
 */
export interface BattleState {
  kind: 'fight';
  action: FightAction;
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
  upgrades: Misc['upgrades'];
  /** Heroic potions and shard upgrades: percent more gold from mobs. */
  heroicGoldPercent: number;
  battlingExp: number;
  dungeoneeringExp: number;
  masteryExp: number;
  statistics: Statistics;
  statsDay: string;
  statsMonth: string;
  /** The next UTC midnight: the day (and maybe the month) changes then. */
  nextDayAt: number;
  /** Identifies this action: a newer action of the player is not overwritten by this one's ticks. */
  startedAt: number;
  nextTickAt: number;
  tracker: BattleTracker;
  /** Battling and special battling: the mob, and area 14's power level (0: the mob's own). */
  area: number;
  mob: number;
  power: number;
  /** Special battling: battles left in the area today. */
  special: { remaining: number; day: string } | null;
  dungeon: { id: number; currentRoom: number; stopAfter: boolean } | null;
  /** Boss battles: the world boss, the player's damage to it, and whether the charge is done. */
  boss: { id: number; damage: number; charged: boolean } | null;
}

type FightRequest = { action: FightAction; bossId?: number };

function sameFight(state: BattleState, request: FightRequest): boolean {
  return (
    state.action === request.action &&
    (request.action !== 'bossBattle' || state.boss?.id === request.bossId)
  );
}

/** Reads what the ticks of the player's current fight need, or answers why there is none. */
async function loadBattleState(
  game: GameContext,
  userId: number,
  request: FightRequest,
  now: number,
): Promise<BattleState | TickAnswer> {
  const user = await loadUser(game.db, userId);
  const delay = game.actionDelayMs;
  let row = await game.db
    .selectFrom('action_state')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const params = row ? (JSON.parse(row.params) as Record<string, number | undefined>) : {};
  let area = 0;
  let mob = 0;
  let power = 0;
  let special: BattleState['special'] = null;
  let dungeon: BattleState['dungeon'] = null;
  let boss: BattleState['boss'] = null;

  if (request.action === 'battling' || request.action === 'specialBattling') {
    const lastBasic = findMob(user.last_area, user.last_mob);
    if (row && row.action !== request.action && request.action === 'battling' && lastBasic) {
      // Battling is the default action: it goes back to the last basic mob chosen when another
      // action ended (a special area ran out, a dungeon or a boss). A stopped action stays so.
      const back = { area: user.last_area, mob: user.last_mob };
      await setCurrentAction(game.db, userId, 'battling', back, now);
      return loadBattleState(game, userId, request, now);
    }
    if (row?.action !== request.action) {
      return stopped(user.autos, delay, { msg: NOT_BATTLING_TEXT, hardExit: true });
    }
    area = params.area ?? 0;
    mob = params.mob ?? 0;
    power = params.power ?? 0;
    if (!findMob(area, mob)) {
      await game.db.deleteFrom('action_state').where('user_id', '=', userId).execute();
      return stopped(user.autos, delay, { msg: UNKNOWN_MOB_TEXT, hardExit: true });
    }
    if (request.action === 'specialBattling') {
      const saved = await game.db
        .selectFrom('special_battles')
        .select(['remaining', 'day'])
        .where('user_id', '=', userId)
        .where('area_id', '=', area)
        .executeTakeFirst();
      special = refilledSpecialBattles(saved, periodKeys(now).day);
    }
  } else if (request.action === 'dungeoneering') {
    const run = await game.db
      .selectFrom('dungeon_runs')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!run || !findDungeon(run.dungeon_id)) {
      return stopped(user.autos, delay, { msg: NOT_IN_DUNGEON_TEXT, hardExit: true });
    }
    dungeon = {
      id: run.dungeon_id,
      currentRoom: run.current_room,
      stopAfter: run.stop_after !== 0,
    };
  } else {
    const bossId = request.bossId ?? 0;
    if (!game.world.boss(bossId)) {
      return stopped(user.autos, delay, { msg: BOSS_GONE_TEXT, hardExit: true });
    }
    const dealt = await game.db
      .selectFrom('boss_damage')
      .select('damage')
      .where('boss_id', '=', bossId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const fighting = row?.action === 'bossBattle' && params.id === bossId;
    boss = { id: bossId, damage: dealt?.damage ?? 0, charged: fighting };
  }
  // Dungeons and bosses start with their first tick (a Resume or a Fight button); the timer
  // of whatever ran before still holds.
  const switching =
    (request.action === 'dungeoneering' && row?.action !== 'dungeoneering') ||
    (request.action === 'bossBattle' && !boss?.charged);
  if (switching) {
    const nextTickAt = await setCurrentAction(
      game.db,
      userId,
      request.action,
      request.action === 'bossBattle' ? { id: request.bossId } : {},
      now,
    );
    row = {
      user_id: userId,
      action: request.action,
      params: '{}',
      started_at: now,
      next_tick_at: nextTickAt,
      tracker: JSON.stringify(emptyTracker()),
    };
  }
  if (!row) throw new Error('unreachable: a fight without an action row');

  const skills = await game.db
    .selectFrom('skills')
    .select(['skill', 'exp'])
    .where('user_id', '=', userId)
    .where('skill', 'in', ['battling', 'dungeoneering'])
    .execute();
  const masteryRow = await game.db
    .selectFrom('masteries')
    .select('exp')
    .where('user_id', '=', userId)
    .where('mastery_id', '=', user.active_mastery)
    .executeTakeFirst();
  const potions = await loadPotions(game.db, userId);
  return {
    kind: 'fight',
    action: request.action,
    userId,
    username: user.username,
    autos: user.autos,
    activeMastery: user.active_mastery,
    activeAttribute: user.active_attribute,
    user,
    equipmentBonus: await loadEqStats(game.db, userId),
    potions,
    hasPotions: Object.keys(potions).length > 0,
    upgrades: { health: user.upgrade_health, damage: user.upgrade_damage },
    heroicGoldPercent: heroicGoldResourceBonusPercent(
      user.heroic_potion_doses,
      user.heroic_shard_upgrades,
    ),
    battlingExp: skills.find((skill) => skill.skill === 'battling')?.exp ?? 0,
    dungeoneeringExp: skills.find((skill) => skill.skill === 'dungeoneering')?.exp ?? 0,
    masteryExp: masteryRow?.exp ?? 0,
    statistics: await loadStatistics(game.db, userId, now),
    statsDay: user.stats_day,
    statsMonth: user.stats_month,
    nextDayAt: 0,
    startedAt: row.started_at,
    nextTickAt: row.next_tick_at,
    tracker: JSON.parse(row.tracker) as BattleTracker,
    area,
    mob,
    power,
    special,
    dungeon,
    boss,
  };
}

/** The opponent of this tick, with what beating it gives. */
interface Opponent {
  stats: CombatantStats;
  gold: [number, number];
  exp: number;
  /** Loot rolled on a win: item, amounts, and one-in-`frequency` chance. */
  loot: { itemId: string; amount: [number, number]; frequency: number }[];
}

/** Area 14: the mob grown to the typed power level; its loot chance grows with the loot factor. */
function area14Opponent(mob: NonNullable<ReturnType<typeof findMob>>['mob'], power: number) {
  const scale = power > 0 ? power / mob.powerLevel : 1;
  const lootScale =
    (area14LootFactor(power || mob.powerLevel) / AREA_14_LOOT_BASE) * (mob.dropModifier ?? 1);
  return {
    health: Math.max(1, Math.round(mob.health * scale)),
    attack: Math.max(1, Math.round(mob.attack * scale)),
    defence: Math.round(mob.defence * scale),
    gold: [Math.round(mob.gold[0] * scale), Math.round(mob.gold[1] * scale)] as [number, number],
    exp: Math.max(1, Math.round(mob.exp * scale)),
    loot: mob.loot.map((entry) => ({ ...entry, frequency: entry.frequency / lootScale })),
  };
}

function opponentOf(state: BattleState, world: World): Opponent {
  const base = { critChance: CRIT_CHANCE_PERCENT, damageBonus: 0 };
  if (state.action === 'dungeoneering' && state.dungeon) {
    const dungeon = findDungeon(state.dungeon.id) as DungeonContent;
    const room = dungeon.roomMobs[state.dungeon.currentRoom - 1] ?? dungeon.roomMobs[0];
    if (!room) throw new Error(`Dungeon ${dungeon.id} has no rooms`);
    return { stats: { ...room, ...base }, gold: [0, 0], exp: room.exp, loot: [] };
  }
  if (state.action === 'bossBattle' && state.boss) {
    const live = world.boss(state.boss.id);
    const content = findBoss(world.bossContentId(state.boss.id) ?? 0);
    if (!live || !content) throw new Error(`Boss ${state.boss.id} is not alive`);
    return {
      stats: {
        name: content.name,
        level: content.level,
        health: Math.max(1, live.hpRemaining),
        attack: content.attack,
        defence: content.defence,
        accuracy: content.accuracy,
        dodge: content.dodge,
        ...base,
      },
      gold: [0, 0],
      exp: content.exp,
      loot: [],
    };
  }
  const found = findMob(state.area, state.mob);
  if (!found) throw new Error(`Mob ${state.area}/${state.mob} vanished from the content`);
  const { mob } = found;
  if (state.area === AREA_14_ID) {
    const grown = area14Opponent(mob, state.power);
    return {
      stats: { ...mob, ...grown, ...base },
      gold: grown.gold,
      exp: grown.exp,
      loot: grown.loot,
    };
  }
  return { stats: { ...mob, ...base }, gold: mob.gold, exp: mob.exp, loot: mob.loot };
}

/** The statistics a tick changed, at their new values (the client merges them). */
export function changedStatistics(
  statistics: Statistics,
  increments: readonly (readonly [StatisticKey, number])[],
): Partial<Statistics> {
  return Object.fromEntries(increments.map(([key]) => [key, statistics[key]]));
}

function isBattleState(loaded: CachedAction | TickAnswer): loaded is BattleState {
  return 'kind' in loaded && loaded.kind === 'fight';
}

/** What the dungeon part of a tick decided, filled in by its writes. */
interface DungeonOutcome {
  exp: number;
  progress: boolean;
  completed: boolean;
  chest: ItemAmount[];
  /** After the chest: the run goes on with a new key, or ends (stop asked, no key left). */
  next: 'continue' | 'stopAsked' | 'noKey' | null;
  completedCount: number;
}

/** One tick of a fighting action. */
export async function fightTick(
  game: GameContext,
  userId: number,
  request: FightRequest,
): Promise<TickAnswer> {
  const now = game.clock.now();
  const delay = game.actionDelayMs;
  const load = () => loadBattleState(game, userId, request, now);
  let state: CachedAction | TickAnswer = await game.actionCache.getOrLoad(
    userId,
    load,
    isBattleState,
  );
  // Another action's state (a different fight, or gathering) is read afresh for this one.
  if ('kind' in state && !(isBattleState(state) && sameFight(state, request))) {
    game.actionCache.forget(userId);
    state = await game.actionCache.getOrLoad(userId, load, isBattleState);
  }
  if (!isBattleState(state)) return state as TickAnswer;
  if (now < state.nextTickAt - TICK_TOLERANCE_MS) throw new GameError(TOO_EARLY_TEXT);
  // The client refreshes instead of ticking at 0 Autos; another tab or a bot may still try.
  if (state.autos <= 0) return stopped(state.autos, delay, { msg: NO_AUTOS_TEXT });
  const write = battleWrites(game.db);

  if (state.boss) {
    const live = game.world.boss(state.boss.id);
    if (!live) {
      game.actionCache.forget(userId);
      return stopped(state.autos, delay, { msg: BOSS_GONE_TEXT, startDefaultAction: true });
    }
    if (!state.boss.charged) {
      // The charge: no fight and no Auto yet, only the wait (spec 000 §2).
      state.boss.charged = true;
      state.nextTickAt = now + delay;
      const startedAt = state.startedAt;
      await game.groupCommit.transaction((trx) =>
        write.action(trx, now + delay, JSON.stringify(emptyTracker()), userId, startedAt),
      );
      return { delay, autos: state.autos, data: { wait: 1, boss: { ...live } } };
    }
  }
  if (state.special && state.special.remaining <= 0) {
    return stopped(state.autos, delay, { msg: NO_SPECIAL_BATTLES_TEXT, startDefaultAction: true });
  }

  const mastery = masteryFromExp(state.masteryExp);
  const bonus = masteryBonuses(state.activeMastery, mastery.level);
  const potion = state.hasPotions ? potionBonus(state.potions) : NO_POTIONS;
  const world = game.world.bonusFor(state.action);
  const stats = combatAttributes({ ...state.user, ...state.equipmentBonus });
  const opponent = opponentOf(state, game.world);
  const outcome = simulateBattle(
    {
      name: state.username,
      level: skillFromExp(state.battlingExp).level,
      health: Math.floor(stats.health * (1 + battlingUpgradePercent(state.upgrades.health) / 100)),
      attack: stats.attack,
      defence: Math.floor(stats.defence * (1 + (bonus.defencePercent + potion.defence) / 100)),
      accuracy: Math.floor(stats.accuracy * (1 + bonus.accuracyPercent / 100)),
      dodge: Math.floor(stats.dodge * (1 + bonus.dodgePercent / 100)),
      critChance: CRIT_CHANCE_PERCENT,
      damageBonus:
        bonus.damagePercent + potion.damage + battlingUpgradePercent(state.upgrades.damage),
    },
    opponent.stats,
    game.random,
  );
  const fightingBoss = state.boss !== null;
  const won = !fightingBoss && outcome.winner === 1;
  const expPercent = potion.exp + world.expPercent;
  const goldPercent = bonus.goldPercent + potion.gold + state.heroicGoldPercent + world.goldPercent;
  const gold = won
    ? Math.floor(
        randomInt(game.random, opponent.gold[0], opponent.gold[1]) * (1 + goldPercent / 100),
      )
    : 0;
  // Boss fights teach every time; other fights only when won.
  const exp = won || fightingBoss ? Math.floor(opponent.exp * (1 + expPercent / 100)) : 0;
  const drops: ItemAmount[] = [];
  if (won) {
    for (const entry of opponent.loot) {
      if (game.random.next() * entry.frequency < 1) {
        drops.push({
          id: entry.itemId,
          amount: randomInt(game.random, entry.amount[0], entry.amount[1]),
        });
      }
    }
  }

  let dungeonOutcome: DungeonOutcome | null = null;
  let dungeon: DungeonContent | null = null;
  if (state.dungeon) {
    dungeon = findDungeon(state.dungeon.id) ?? null;
    if (!dungeon) throw new Error(`Dungeon ${state.dungeon.id} vanished from the content`);
    const progressChance = dungeonProgressChance(
      dungeon,
      skillFromExp(state.dungeoneeringExp).level,
    );
    const progress = won && game.random.next() * 1000 < progressChance;
    const completed = progress && state.dungeon.currentRoom >= dungeon.rooms.length;
    const chest: ItemAmount[] = [];
    if (completed) {
      chest.push({ id: 'dungeoneering_tokens', amount: dungeon.tokens });
      for (const entry of dungeon.chest) {
        if (game.random.next() * entry.frequency < 1) {
          chest.push({
            id: entry.itemId,
            amount: randomInt(game.random, entry.amount[0], entry.amount[1]),
          });
        }
      }
    }
    dungeonOutcome = {
      exp: won ? Math.floor(dungeon.exp * (1 + expPercent / 100)) : 0,
      progress,
      completed,
      chest,
      next: completed ? (state.dungeon.stopAfter ? 'stopAsked' : 'continue') : null,
      completedCount: 0,
    };
  }

  const attributeColumn = won ? (ATTRIBUTE_COLUMNS[state.activeAttribute] ?? null) : null;
  const attributeGain = attributeColumn ? 1 : 0;
  const masteryGain = state.activeMastery > 0 ? MASTERY_EXP_PER_ACTION : 0;
  const itemsToAdd: ItemAmount[] = [
    ...(gold > 0 ? [{ id: 'gold', amount: gold }] : []),
    ...drops,
    ...(dungeonOutcome?.chest ?? []),
  ];
  const rareDrops = [...drops, ...(dungeonOutcome?.chest ?? [])].filter(
    (drop) => (ITEMS[drop.id]?.rarity ?? 0) >= LOGGED_DROP_RARITY && drop.amount > 0,
  );
  const bossDamage = state.boss
    ? Math.min(outcome.p1.totalDamage, game.world.boss(state.boss.id)?.hpRemaining ?? 0)
    : 0;

  // Changed in memory first, so a second tick arriving meanwhile is refused as early; if the
  // writes fail, the state is forgotten and read afresh at the next tick.
  const newPeriod = { day: false, month: false };
  if (now >= state.nextDayAt) {
    const { day, month } = periodKeys(now);
    newPeriod.day = state.statsDay !== day;
    newPeriod.month = state.statsMonth !== month;
    if (newPeriod.day) state.statistics.totalActionsDaily = 0;
    if (newPeriod.month) state.statistics.totalActionsMonthly = 0;
    if (state.special) state.special = refilledSpecialBattles(state.special, day);
    state.statsDay = day;
    state.statsMonth = month;
    state.nextDayAt = (Math.floor(now / DAY_MS) + 1) * DAY_MS;
  }
  const increments: [StatisticKey, number][] = [
    ['totalActions', 1],
    ['totalActionsDaily', 1],
    ['totalActionsMonthly', 1],
  ];
  if (fightingBoss) {
    if (bossDamage > 0) increments.push(['totalBossDamage', bossDamage]);
  } else increments.push([won ? 'totalMobsKilled' : 'totalDeaths', 1]);
  if (dungeonOutcome?.completed) increments.push(['totalDungeonsCompleted', 1]);
  for (const [key, value] of increments) state.statistics[key] += value;
  state.autos -= 1;
  state.battlingExp += exp;
  state.dungeoneeringExp += dungeonOutcome?.exp ?? 0;
  state.masteryExp += masteryGain;
  if (attributeColumn) state.user[attributeColumn] += attributeGain;
  if (state.special && won) state.special.remaining -= 1;
  state.nextTickAt = now + delay;
  const tracker = { ...state.tracker };
  tracker.actions += 1;
  tracker.wins += won ? 1 : 0;
  tracker.losses += won || fightingBoss ? 0 : 1;
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
  game.world.countAction(state.action);

  let bossHp: number | null = null;
  let kill: BossKill | null = null;
  const fight = state;
  const skillRows: [string, number][] = [];
  if (exp > 0) skillRows.push(['battling', exp]);
  if (dungeonOutcome && dungeonOutcome.exp > 0)
    skillRows.push(['dungeoneering', dungeonOutcome.exp]);
  try {
    await game.groupCommit.transaction(async (trx) => {
      bossHp = null;
      kill = null;
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
      await write.skills(trx, userId, skillRows);
      if (masteryGain > 0) await write.masteryExp(trx, userId, fight.activeMastery, masteryGain);
      await write.statistics(trx, userId, increments);
      if (potionsUsed) await write.usePotions(trx, userId);
      if (potionsEnded) await write.endPotions(trx, userId);
      for (const drop of rareDrops) {
        await write.log(trx, userId, foundItemText(drop.id, drop.amount), now);
      }
      if (fight.special) {
        const day = periodKeys(now).day;
        await write.special(trx, userId, fight.area, fight.special.remaining, day);
      }
      if (fight.dungeon && dungeonOutcome && dungeon) {
        await dungeonWrites(trx, write, userId, fight.dungeon, dungeon, dungeonOutcome);
      }
      if (fight.boss) {
        const hit = await bossHitWrites(trx, write, game, userId, fight.boss.id, bossDamage, now);
        bossHp = hit.hp;
        kill = hit.kill;
      }
      await write.action(trx, now + delay, JSON.stringify(tracker), userId, fight.startedAt);
    });
  } catch (error) {
    game.actionCache.forget(userId);
    throw error;
  }

  const playerChange: TickAnswer['player'] = { autos: state.autos };
  if (attributeColumn && attributeGain > 0)
    playerChange[attributeColumn] = state.user[attributeColumn];
  const answer: TickAnswer = {
    delay,
    autos: state.autos,
    skill: { id: 'battling', ...skillFromExp(state.battlingExp) },
    drops,
    ...(masteryGain > 0
      ? { masteryData: { id: state.activeMastery, ...masteryFromExp(state.masteryExp) } }
      : {}),
    misc: { statistics: changedStatistics(state.statistics, increments) },
    player: playerChange,
    itemsToAdd,
    tracker,
    ...(potionsUsed ? { potions: { ...state.potions } } : {}),
  };
  const result = {
    p1: outcome.p1,
    p2: outcome.p2,
    winner: outcome.winner,
    exp,
    gold,
    attributeGain,
  };

  if (state.special) {
    answer.data = { ...result, specialBattlesRemaining: state.special.remaining };
    if (state.special.remaining <= 0) {
      answer.stopAction = { msg: NO_SPECIAL_BATTLES_TEXT, startDefaultAction: true };
    }
  } else if (state.dungeon && dungeonOutcome && dungeon) {
    const finished = dungeonOutcome.next === 'stopAsked' || dungeonOutcome.next === 'noKey';
    answer.data = {
      ...result,
      dungeon: {
        name: dungeon.name,
        key: dungeon.key,
        totalRooms: dungeon.rooms.length,
        currentRoom:
          dungeonOutcome.progress && !dungeonOutcome.completed
            ? state.dungeon.currentRoom + 1
            : state.dungeon.currentRoom,
        completed: dungeonOutcome.completed,
        progress: dungeonOutcome.progress,
        progressChance: dungeonProgressChance(dungeon, skillFromExp(state.dungeoneeringExp).level),
        exp: dungeonOutcome.exp,
        stopAfterComplete: state.dungeon.stopAfter,
      },
      ...(dungeonOutcome.completed ? { chest: dungeonOutcome.chest } : {}),
    };
    if (dungeonOutcome.exp > 0)
      answer.skill = { id: 'dungeoneering', ...skillFromExp(state.dungeoneeringExp) };
    if (dungeonOutcome.completed) {
      answer.misc = {
        ...answer.misc,
        dungeonsCompleted: { [`dungeon${dungeon.id}`]: dungeonOutcome.completedCount },
      };
    }
    if (dungeonOutcome.next === 'continue') {
      answer.itemsToRemove = [{ id: dungeon.key, amount: 1 }];
      state.dungeon.currentRoom = 1;
    } else if (dungeonOutcome.progress && !dungeonOutcome.completed) {
      state.dungeon.currentRoom += 1;
    }
    if (finished) {
      game.actionCache.forget(userId);
      answer.stopAction = {
        msg:
          dungeonOutcome.next === 'stopAsked'
            ? DUNGEON_STOPPED_TEXT
            : `You have no ${ITEMS[dungeon.key]?.name ?? dungeon.key} left to enter again.`,
      };
    }
  } else if (state.boss) {
    const hp = bossHp as number | null;
    const killed = kill as BossKill | null;
    const live = game.world.boss(state.boss.id);
    if (hp === null) {
      // Slain by someone else in the same moment: this fight came too late.
      game.actionCache.forget(userId);
      answer.stopAction = { msg: BOSS_GONE_TEXT, startDefaultAction: true };
    } else {
      state.boss.damage += bossDamage;
      game.world.bossHit(state.boss.id, hp);
    }
    const view = live ? { ...live, hpRemaining: hp ?? 0 } : null;
    if (killed) {
      state.statistics.totalBossesKilled += 1;
      answer.misc = { statistics: { ...state.statistics } };
      game.actionCache.forget(userId);
      answer.stopAction = { msg: `${killed.name} has been slain!`, startDefaultAction: true };
      afterBossKill(game, killed);
    }
    if (view) {
      answer.data = {
        ...result,
        winner: killed ? 1 : 2,
        boss: view,
        damageDealt: bossDamage,
        playerDamage: state.boss.damage,
        ...(killed ? { killed: true } : {}),
      };
    }
  } else {
    answer.data = result;
  }
  return answer;
}

export const DUNGEON_STOPPED_TEXT =
  'You completed the dungeon and stopped, as you asked. Enter again from the Dungeons page.';

/** The dungeon's run after a fight: the next room, or the chest and what comes after it. */
async function dungeonWrites(
  trx: Transaction<Database>,
  write: BattleWrites,
  userId: number,
  run: NonNullable<BattleState['dungeon']>,
  dungeon: DungeonContent,
  outcome: DungeonOutcome,
): Promise<void> {
  if (!outcome.progress) return;
  if (!outcome.completed) {
    await write.dungeonRoom(trx, run.currentRoom + 1, userId);
    return;
  }
  const counted = (await write.dungeonCompleted(trx, userId, dungeon.id)) as {
    rows: { count: number }[];
  };
  outcome.completedCount = counted.rows[0]?.count ?? 1;
  // Decided afresh on each run of the work: a batch may re-run it alone.
  outcome.next = run.stopAfter ? 'stopAsked' : 'continue';
  if (outcome.next === 'continue') {
    const spent = (await write.spendKey(trx, userId, dungeon.key)) as {
      numAffectedRows?: bigint;
    };
    if (Number(spent.numAffectedRows ?? 0) === 1) {
      await write.dungeonRoom(trx, 1, userId);
      return;
    }
    outcome.next = 'noKey';
  }
  await write.leaveDungeon(trx, userId);
}

/** Takes this fight's damage off the shared boss; the fight that ends it claims the kill. */
async function bossHitWrites(
  trx: Transaction<Database>,
  write: BattleWrites,
  game: GameContext,
  userId: number,
  bossId: number,
  damage: number,
  now: number,
): Promise<{ hp: number | null; kill: BossKill | null }> {
  const hit = (await write.bossHit(trx, damage, bossId)) as { rows: { hp_remaining: number }[] };
  const row = hit.rows[0];
  if (!row) return { hp: null, kill: null };
  if (damage > 0) await write.bossDamage(trx, bossId, userId, damage);
  const hp = row.hp_remaining;
  if (hp > 0) return { hp, kill: null };
  const claim = (await write.claimKill(trx, now, bossId)) as { numAffectedRows?: bigint };
  if (Number(claim.numAffectedRows ?? 0) !== 1) return { hp, kill: null };
  const content = findBoss(game.world.bossContentId(bossId) ?? 0);
  if (!content) throw new Error(`Boss ${bossId} has no content`);
  return { hp, kill: await bossKillWrites(trx, game.random, bossId, content, now) };
}

/** After the kill is stored: the world moves on and every fighter hears of their share. */
function afterBossKill(game: GameContext, kill: BossKill): void {
  game.world.bossKilled(kill.bossId, kill.name);
  for (const reward of kill.rewards) {
    game.live.toUser(reward.userId, { type: 'addItemsToUser', data: reward.items });
  }
}

type BattleWrites = ReturnType<typeof compileBattleWrites>;

/** What any action keeps in the action cache, by kind. */
export type CachedAction = BattleState | GatheringState;

/** The writes of a fighting tick, compiled once per database. */
const compiledWrites = new WeakMap<Db, BattleWrites>();

/** The compiled writes of a tick (shared with the gathering ticks). */
export function battleWrites(db: Db): BattleWrites {
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
    skills: prepareAddRows(db, 'skills', 'skill', 'exp'),
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
    // Never below zero, whatever the memory said.
    special: prepare(
      db,
      (id: number, area: number, remaining: number, day: string) =>
        sql`insert into special_battles (user_id, area_id, remaining, day)
          values (${id}, ${area}, max(0, ${remaining}), ${day})
          on conflict (user_id, area_id) do update set remaining = excluded.remaining, day = excluded.day`,
      [-1, -2, -3, 'day'],
    ),
    dungeonRoom: prepare(
      db,
      (room: number, id: number) =>
        sql`update dungeon_runs set current_room = ${room} where user_id = ${id}`,
      [-1, -2],
    ),
    dungeonCompleted: prepare(
      db,
      (id: number, dungeon: number) =>
        sql`insert into dungeons_completed (user_id, dungeon_id, count) values (${id}, ${dungeon}, 1)
          on conflict (user_id, dungeon_id) do update set count = dungeons_completed.count + 1
          returning count`,
      [-1, -2],
    ),
    spendKey: prepare(
      db,
      (id: number, key: string) =>
        sql`update items set amount = amount - 1 where user_id = ${id} and item_id = ${key}
          and amount >= 1`,
      [-1, 'key'],
    ),
    leaveDungeon: prepare(
      db,
      (id: number) => sql`delete from dungeon_runs where user_id = ${id}`,
      [-1],
    ),
    bossHit: prepare(
      db,
      (damage: number, boss: number) =>
        sql`update world_bosses set hp_remaining = max(0, hp_remaining - ${damage})
          where id = ${boss} and killed_at is null returning hp_remaining`,
      [-1, -2],
    ),
    bossDamage: prepare(
      db,
      (boss: number, id: number, damage: number) =>
        sql`insert into boss_damage (boss_id, user_id, damage) values (${boss}, ${id}, ${damage})
          on conflict (boss_id, user_id) do update set damage = boss_damage.damage + excluded.damage`,
      [-1, -2, -3],
    ),
    claimKill: prepare(
      db,
      (now: number, boss: number) =>
        sql`update world_bosses set killed_at = ${now} where id = ${boss} and killed_at is null`,
      [-1, -2],
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
