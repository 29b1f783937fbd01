/**
 * Gathering (spec 001): mining, woodcutting and quarrying ticks, the gathering upgrade level and
 * upgrades 1-5. A tick yields the skill's resource (more with the skill level, the tool, the
 * Resources upgrade and Resource Rush, an event taken part in, Bonus Time, the action bonus and
 * heroic upgrades), the drops its level allows, and sometimes gathering shards.
 */
import type {
  GatheringResult,
  GatheringSkillId,
  ItemAmount,
  LoadGatheringAnswer,
  StatisticKey,
  Statistics,
  TickAnswer,
  UpgradeGatheringLevelAnswer,
  UpgradeGatheringUpgradeAnswer,
} from '@idle/contracts';
import {
  GATHERING_UPGRADE_COST_ITEM,
  type GatheringUpgradeId,
  type GatheringUpgradeLevelPurchaseCode,
  gatheringUpgradeCost,
  gatheringUpgradeEffect,
  gatheringUpgradeLevelEffects,
  gatheringUpgradeLevelPayment,
  heroicGoldResourceBonusPercent,
  jewelResourceBonusPercent,
  toolExtraExpPercent,
  toolResourceBonusPercent,
} from '@idle/game-rules';
import { GameError } from '../http/errors';
import {
  battleWrites,
  type CachedAction,
  changedStatistics,
  NO_AUTOS_TEXT,
  setCurrentAction,
  TICK_TOLERANCE_MS,
  TOO_EARLY_TEXT,
} from './battle';
import { GATHERING, GATHERING_BASE_EXP, GATHERING_SHARD_FREQUENCY } from './content/crafting';
import { ITEMS } from './content/items';
import { skillFromExp } from './content/progression';
import type { GameContext } from './context';
import { removeItems } from './items';
import { loadUser } from './players';
import { randomInt, rollPercent } from './random';
import { loadStatistics, periodKeys, startPeriods } from './statistics';

const DAY_MS = 24 * 3600 * 1000;

export const EVENT_OVER_TEXT = 'The gathering event has ended.';
export const NOT_ENOUGH_TEXT = (id: string) =>
  `You do not have enough ${ITEMS[id]?.name ?? id} for this upgrade.`;

const SKILL_VERBS: Record<GatheringSkillId, string> = {
  mining: 'mined',
  woodcutting: 'chopped',
  quarrying: 'quarried',
};
const SKILL_STATISTICS: Record<GatheringSkillId, StatisticKey> = {
  mining: 'totalMiningActions',
  woodcutting: 'totalWoodcuttingActions',
  quarrying: 'totalQuarryingActions',
};

type Upgrades = LoadGatheringAnswer['upgrades'];

async function loadUpgrades(
  game: GameContext,
  userId: number,
): Promise<{ level: number; upgrades: Upgrades }> {
  const rows = await game.db
    .selectFrom('gathering_upgrades')
    .select(['upgrade_id', 'level'])
    .where('user_id', '=', userId)
    .execute();
  const levelOf = (id: number) => rows.find((row) => row.upgrade_id === id)?.level ?? 0;
  return {
    level: levelOf(0),
    upgrades: {
      '1': levelOf(1),
      '2': levelOf(2),
      '3': levelOf(3),
      '4': levelOf(4),
      '5': levelOf(5),
    },
  };
}

export async function loadGathering(
  game: GameContext,
  userId: number,
): Promise<LoadGatheringAnswer> {
  const { level, upgrades } = await loadUpgrades(game, userId);
  return { skills: GATHERING, upgradeLevel: level, upgrades };
}

/** Resources of one action: the base grows a tenth a level; Resource Rush adds flat. */
function gatheringAmount(
  baseAmount: number,
  skillLevel: number,
  rushPoints: number,
  bonusPercent: number,
) {
  const base = baseAmount * (1 + (skillLevel - 1) / 10) + rushPoints;
  return Math.max(1, Math.floor(base * (1 + bonusPercent / 100)));
}

/**
 * What a gathering tick reads, kept in the action cache between ticks (like the fights): loaded
 * at the action's first tick, changed in memory by each tick, written as increments.
 */
export interface GatheringState {
  kind: 'gathering';
  action: GatheringSkillId;
  event: number | undefined;
  userId: number;
  autos: number;
  skillExp: number;
  toolLevel: number;
  upgradeLevel: number;
  upgrades: Upgrades;
  heroicPercent: number;
  /** Equipped jewels' resource bonus (spec 002 §9), percent. */
  jewelPercent: number;
  statistics: Statistics;
  statsDay: string;
  statsMonth: string;
  nextDayAt: number;
  startedAt: number;
  nextTickAt: number;
}

function isGatheringState(loaded: CachedAction | TickAnswer): loaded is GatheringState {
  return 'kind' in loaded && loaded.kind === 'gathering';
}

async function loadGatheringState(
  game: GameContext,
  userId: number,
  skill: GatheringSkillId,
  eventId: number | undefined,
  now: number,
): Promise<GatheringState> {
  const user = await loadUser(game.db, userId);
  let row = await game.db
    .selectFrom('action_state')
    .select(['action', 'params', 'started_at', 'next_tick_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const params = row ? (JSON.parse(row.params) as { event?: number }) : {};
  // The first tick starts the action (the generic start-action step of spec 001 §4).
  if (row?.action !== skill || params.event !== eventId) {
    const nextTickAt = await setCurrentAction(
      game.db,
      userId,
      skill,
      eventId === undefined ? {} : { event: eventId },
      now,
    );
    row = { action: skill, params: '{}', started_at: now, next_tick_at: nextTickAt };
  }
  const content = GATHERING[skill];
  const expRow = await game.db
    .selectFrom('skills')
    .select('exp')
    .where('user_id', '=', userId)
    .where('skill', '=', skill)
    .executeTakeFirst();
  const toolRow = await game.db
    .selectFrom('tools')
    .select('level')
    .where('user_id', '=', userId)
    .where('tool', '=', content.tool)
    .executeTakeFirst();
  const { level: upgradeLevel, upgrades } = await loadUpgrades(game, userId);
  const jewels = await game.db
    .selectFrom('jewels')
    .select(['gem_type', 'rarity'])
    .where('user_id', '=', userId)
    .where('equipped', '=', 1)
    .execute();
  return {
    kind: 'gathering',
    action: skill,
    event: eventId,
    userId,
    autos: user.autos,
    skillExp: expRow?.exp ?? 0,
    toolLevel: Math.max(1, toolRow?.level ?? 1),
    upgradeLevel,
    upgrades,
    heroicPercent: heroicGoldResourceBonusPercent(
      user.heroic_potion_doses,
      user.heroic_shard_upgrades,
    ),
    jewelPercent: jewels.reduce(
      (sum, jewel) => sum + jewelResourceBonusPercent(jewel.gem_type, jewel.rarity),
      0,
    ),
    statistics: await loadStatistics(game.db, userId, now),
    statsDay: user.stats_day,
    statsMonth: user.stats_month,
    nextDayAt: 0,
    startedAt: row.started_at,
    nextTickAt: row.next_tick_at,
  };
}

/** One mining, woodcutting or quarrying action. */
export async function gatheringTick(
  game: GameContext,
  userId: number,
  skill: GatheringSkillId,
  eventId: number | undefined,
): Promise<TickAnswer<GatheringResult>> {
  const now = game.clock.now();
  const delay = game.actionDelayMs;
  const load = () => loadGatheringState(game, userId, skill, eventId, now);
  let state: CachedAction = await game.actionCache.getOrLoad(userId, load, isGatheringState);
  if (!isGatheringState(state) || state.action !== skill || state.event !== eventId) {
    game.actionCache.forget(userId);
    state = await game.actionCache.getOrLoad(userId, load, isGatheringState);
  }
  if (!isGatheringState(state)) throw new Error('a gathering load answered another action');
  if (now < state.nextTickAt - TICK_TOLERANCE_MS) throw new GameError(TOO_EARLY_TEXT);
  if (state.autos <= 0) return { delay, autos: state.autos, stopAction: { msg: NO_AUTOS_TEXT } };
  const event = eventId === undefined ? null : game.world.gatheringEvent();
  if (eventId !== undefined && (event?.id !== eventId || event.type !== skill)) {
    game.actionCache.forget(userId);
    return { delay, autos: state.autos, startDefaultAction: { msg: EVENT_OVER_TEXT } };
  }

  const content = GATHERING[skill];
  const level = skillFromExp(state.skillExp).level;
  const { upgrades } = state;
  const world = game.world.bonusFor(skill);
  const bonusActive = game.world.activeActionBonus() === 'gathering';
  const resourcesPercent =
    toolResourceBonusPercent(state.toolLevel) +
    gatheringUpgradeEffect(1, upgrades['1']) +
    (event?.bonusPercent ?? 0) +
    world.resourcesPercent +
    state.heroicPercent +
    state.jewelPercent;
  const amount = gatheringAmount(
    content.baseAmount,
    level,
    gatheringUpgradeEffect(3, upgrades['3']),
    resourcesPercent,
  );
  const exp = Math.floor(
    (GATHERING_BASE_EXP + gatheringUpgradeEffect(2, upgrades['2'])) *
      (1 + (toolExtraExpPercent(state.toolLevel) + world.expPercent) / 100),
  );
  const rarityPercent = gatheringUpgradeEffect(5, upgrades['5']);
  const doublePercent = gatheringUpgradeEffect(4, upgrades['4']);
  const drops: ItemAmount[] = [];
  for (const drop of content.drops) {
    if (level < drop.levelRequired) continue;
    if (game.random.next() * drop.frequency >= 1 + rarityPercent / 100) continue;
    const count = randomInt(game.random, drop.amount[0], drop.amount[1]);
    drops.push({
      id: drop.itemId,
      amount: rollPercent(game.random, doublePercent) ? 2 * count : count,
    });
  }
  const shards = gatheringUpgradeLevelEffects(state.upgradeLevel);
  if (game.random.next() * GATHERING_SHARD_FREQUENCY < 1 + shards.shardDropPercent / 100) {
    const double = rollPercent(game.random, shards.doubleShardChancePercent);
    drops.push({ id: GATHERING_UPGRADE_COST_ITEM, amount: double ? 2 : 1 });
  }
  const resource: ItemAmount = { id: content.resource, amount };
  const itemsToAdd = [resource, ...drops];

  // Changed in memory first, so a tick arriving meanwhile is refused as early.
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
    ['totalGatheringActions', 1],
    [SKILL_STATISTICS[skill], 1],
  ];
  for (const [key, value] of increments) state.statistics[key] += value;
  state.autos -= 1;
  state.skillExp += exp;
  state.nextTickAt = now + delay;
  const { startedAt } = state;
  const write = battleWrites(game.db);
  try {
    await game.groupCommit.transaction(async (trx) => {
      await startPeriods(trx, userId, now, newPeriod);
      await write.user(trx, now, 0, 0, 0, 0, 0, userId);
      await write.items(
        trx,
        userId,
        itemsToAdd.map(({ id, amount: count }) => [id, count]),
      );
      await write.skills(trx, userId, [[skill, exp]]);
      await write.statistics(trx, userId, increments);
      await write.action(trx, now + delay, '{}', userId, startedAt);
    });
  } catch (error) {
    game.actionCache.forget(userId);
    throw error;
  }
  game.world.countAction(skill);
  const counts = await game.db
    .selectFrom('items')
    .select(['item_id', 'amount'])
    .where('user_id', '=', userId)
    .where(
      'item_id',
      'in',
      itemsToAdd.map((item) => item.id),
    )
    .execute();
  return {
    delay,
    autos: state.autos,
    data: {
      skill,
      msg: `You ${SKILL_VERBS[skill]} ${amount.toLocaleString('en-US')} ${ITEMS[content.resource]?.name ?? content.resource}.`,
      resource,
      exp,
      bonusActive,
      event,
      itemCounts: Object.fromEntries(counts.map((count) => [count.item_id, count.amount])),
    },
    skill: { id: skill, ...skillFromExp(state.skillExp) },
    drops,
    itemsToAdd,
    player: { autos: state.autos },
    misc: { statistics: changedStatistics(state.statistics, increments) },
  };
}

/** Raises the gathering upgrade level by one, paid in bulk (c 1) or in one resource (11-13). */
export async function upgradeGatheringLevel(
  game: GameContext,
  userId: number,
  code: GatheringUpgradeLevelPurchaseCode,
): Promise<UpgradeGatheringLevelAnswer> {
  return game.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('gathering_upgrades')
      .select('level')
      .where('user_id', '=', userId)
      .where('upgrade_id', '=', 0)
      .executeTakeFirst();
    const next = (row?.level ?? 0) + 1;
    const itemsToRemove = gatheringUpgradeLevelPayment(next, code).map((part) => ({
      id: part.itemId,
      amount: part.amount,
    }));
    await removeItems(trx, userId, itemsToRemove, NOT_ENOUGH_TEXT);
    await trx
      .insertInto('gathering_upgrades')
      .values({ user_id: userId, upgrade_id: 0, level: next })
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'upgrade_id']).doUpdateSet({ level: next }),
      )
      .execute();
    return { upgradeLevel: next, itemsToRemove };
  });
}

/** Raises gathering upgrade `id` (1-5) by one point, paid in gathering shards. */
export async function upgradeGatheringUpgrade(
  game: GameContext,
  userId: number,
  id: GatheringUpgradeId,
): Promise<UpgradeGatheringUpgradeAnswer> {
  return game.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('gathering_upgrades')
      .select('level')
      .where('user_id', '=', userId)
      .where('upgrade_id', '=', id)
      .executeTakeFirst();
    const level = row?.level ?? 0;
    const cost = gatheringUpgradeCost(level);
    const itemsToRemove = cost > 0 ? [{ id: GATHERING_UPGRADE_COST_ITEM, amount: cost }] : [];
    await removeItems(trx, userId, itemsToRemove, NOT_ENOUGH_TEXT);
    await trx
      .insertInto('gathering_upgrades')
      .values({ user_id: userId, upgrade_id: id, level: level + 1 })
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'upgrade_id']).doUpdateSet({ level: level + 1 }),
      )
      .execute();
    return { id, level: level + 1, itemsToRemove };
  });
}
