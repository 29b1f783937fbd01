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
  toolExtraExpPercent,
  toolResourceBonusPercent,
} from '@idle/game-rules';
import { GameError } from '../http/errors';
import { NO_AUTOS_TEXT, setCurrentAction, TICK_TOLERANCE_MS, TOO_EARLY_TEXT } from './battle';
import { GATHERING, GATHERING_BASE_EXP, GATHERING_SHARD_FREQUENCY } from './content/crafting';
import { ITEMS } from './content/items';
import { skillFromExp } from './content/progression';
import type { GameContext } from './context';
import { addItems, removeItems } from './items';
import { loadUser } from './players';
import { randomInt, rollPercent } from './random';
import { addStatistics } from './statistics';

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
export function gatheringAmount(skillLevel: number, rushPoints: number, bonusPercent: number) {
  const base = GATHERING.mining.baseAmount * (1 + (skillLevel - 1) / 10) + rushPoints;
  return Math.max(1, Math.floor(base * (1 + bonusPercent / 100)));
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
  const user = await loadUser(game.db, userId);
  const row = await game.db
    .selectFrom('action_state')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const params = row ? (JSON.parse(row.params) as { event?: number }) : {};
  let nextTickAt = row?.next_tick_at ?? now;
  // The first tick starts the action (the generic start-action step of spec 001 §4).
  if (row?.action !== skill || params.event !== eventId) {
    nextTickAt = await setCurrentAction(
      game.db,
      userId,
      skill,
      eventId === undefined ? {} : { event: eventId },
      now,
    );
  }
  if (now < nextTickAt - TICK_TOLERANCE_MS) throw new GameError(TOO_EARLY_TEXT);
  if (user.autos <= 0) return { delay, autos: user.autos, stopAction: { msg: NO_AUTOS_TEXT } };
  const event = eventId === undefined ? null : game.world.gatheringEvent();
  if (eventId !== undefined && (event?.id !== eventId || event.type !== skill)) {
    return { delay, autos: user.autos, startDefaultAction: { msg: EVENT_OVER_TEXT } };
  }

  const content = GATHERING[skill];
  const expRow = await game.db
    .selectFrom('skills')
    .select('exp')
    .where('user_id', '=', userId)
    .where('skill', '=', skill)
    .executeTakeFirst();
  const skillExp = expRow?.exp ?? 0;
  const level = skillFromExp(skillExp).level;
  const toolRow = await game.db
    .selectFrom('tools')
    .select('level')
    .where('user_id', '=', userId)
    .where('tool', '=', content.tool)
    .executeTakeFirst();
  const toolLevel = Math.max(1, toolRow?.level ?? 1);
  const { level: upgradeLevel, upgrades } = await loadUpgrades(game, userId);
  const world = game.world.bonusFor(skill);
  const bonusActive =
    world.resourcesPercent > 0 && game.world.actionBonusView().kind === 'gathering';
  const resourcesPercent =
    toolResourceBonusPercent(toolLevel) +
    gatheringUpgradeEffect(1, upgrades['1']) +
    (event?.bonusPercent ?? 0) +
    world.resourcesPercent +
    heroicGoldResourceBonusPercent(user.heroic_potion_doses, user.heroic_shard_upgrades);
  const amount = gatheringAmount(level, gatheringUpgradeEffect(3, upgrades['3']), resourcesPercent);
  const exp = Math.floor(
    (GATHERING_BASE_EXP + gatheringUpgradeEffect(2, upgrades['2'])) *
      (1 + (toolExtraExpPercent(toolLevel) + world.expPercent) / 100),
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
  const shards = gatheringUpgradeLevelEffects(upgradeLevel);
  if (game.random.next() * GATHERING_SHARD_FREQUENCY < 1 + shards.shardDropPercent / 100) {
    const double = rollPercent(game.random, shards.doubleShardChancePercent);
    drops.push({ id: GATHERING_UPGRADE_COST_ITEM, amount: double ? 2 : 1 });
  }
  const resource: ItemAmount = { id: content.resource, amount };
  const itemsToAdd = [resource, ...drops];

  const increments: Partial<Record<StatisticKey, number>> = {
    totalActions: 1,
    totalActionsDaily: 1,
    totalActionsMonthly: 1,
    totalGatheringActions: 1,
    [SKILL_STATISTICS[skill]]: 1,
  };
  const answer = await game.groupCommit.transaction(async (trx) => {
    await trx
      .updateTable('users')
      .set((eb) => ({
        autos: eb
          .case()
          .when('autos', '>', 0)
          .then(eb('autos', '-', 1))
          .else(0)
          .end(),
        last_active_at: now,
      }))
      .where('id', '=', userId)
      .execute();
    await addItems(trx, userId, itemsToAdd);
    await trx
      .insertInto('skills')
      .values({ user_id: userId, skill, exp })
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'skill']).doUpdateSet((eb) => ({
          exp: eb('skills.exp', '+', eb.ref('excluded.exp')),
        })),
      )
      .execute();
    const statistics = await addStatistics(trx, user, now, increments);
    await trx
      .updateTable('action_state')
      .set({ next_tick_at: now + delay })
      .where('user_id', '=', userId)
      .where('action', '=', skill)
      .execute();
    const counts = await trx
      .selectFrom('items')
      .select(['item_id', 'amount'])
      .where('user_id', '=', userId)
      .where(
        'item_id',
        'in',
        itemsToAdd.map((item) => item.id),
      )
      .execute();
    return { statistics, counts };
  });
  game.world.countAction(skill);
  const autos = Math.max(0, user.autos - 1);
  return {
    delay,
    autos,
    data: {
      skill,
      msg: `You ${SKILL_VERBS[skill]} ${amount.toLocaleString('en-US')} ${ITEMS[content.resource]?.name ?? content.resource}.`,
      resource,
      exp,
      bonusActive,
      event,
      itemCounts: Object.fromEntries(answer.counts.map((count) => [count.item_id, count.amount])),
    },
    skill: { id: skill, ...skillFromExp(skillExp + exp) },
    drops,
    itemsToAdd,
    player: { autos },
    misc: { statistics: answer.statistics },
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
