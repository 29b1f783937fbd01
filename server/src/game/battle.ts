/**
 * Battling a mob in a basic area: choosing the mob (areas.php enterArea) and each tick of the
 * battling action (actions/battle.php). The server keeps the current action and its timer; the
 * client only asks for the next tick.
 */
import type {
  BattleTickAnswer,
  BattleTracker,
  EnterAreaAnswer,
  ItemAmount,
  StopAction,
} from '@idle/contracts';
import { sql } from 'kysely';
import { GameError } from '../http/errors';
import type { GameContext } from './context';
import { MASTERY_EXP_PER_ACTION } from './content/progression';
import { simulateBattle, CRIT_CHANCE_PERCENT } from './combat';
import { addItems } from './items';
import { combatAttributes, findMob, loadEquipment, masteryFromExp, playerView } from './players';
import { randomInt } from './random';
import { skillFromExp } from './content/progression';
import { addStatistics } from './statistics';

/** A tick may arrive this much before its time (timer granularity), never more. */
export const TICK_TOLERANCE_MS = 50;

export const NO_AUTOS_TEXT = 'You have no Autos left. Refresh them to continue.';
export const TOO_EARLY_TEXT = 'Your action is not ready yet.';
export const NOT_BATTLING_TEXT = 'You are not battling anything. Choose a mob on the Areas page.';
export const UNKNOWN_MOB_TEXT = 'That mob does not exist in that area.';

const ATTRIBUTE_COLUMNS = {
  1: 'health',
  2: 'attack',
  3: 'defence',
  4: 'accuracy',
  5: 'dodge',
} as const;

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

export async function battleTick(game: GameContext, userId: number): Promise<BattleTickAnswer> {
  const now = game.clock.now();
  const delay = game.actionDelayMs;
  return game.db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const state = await trx
      .selectFrom('action_state')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (state?.action !== 'battling') {
      return stopped(user.autos, delay, { msg: NOT_BATTLING_TEXT, hardExit: true });
    }
    if (now < state.next_tick_at - TICK_TOLERANCE_MS) throw new GameError(TOO_EARLY_TEXT);
    // The client refreshes instead of ticking at 0 Autos; another tab or a bot may still try.
    if (user.autos <= 0) return stopped(user.autos, delay, { msg: NO_AUTOS_TEXT });
    const params = JSON.parse(state.params) as { area: number; mob: number };
    const found = findMob(params.area, params.mob);
    if (!found) {
      await trx.deleteFrom('action_state').where('user_id', '=', userId).execute();
      return stopped(user.autos, delay, { msg: UNKNOWN_MOB_TEXT, hardExit: true });
    }
    const { mob } = found;

    const equipment = await loadEquipment(trx, userId);
    const player = playerView(user, equipment, now);
    const stats = combatAttributes(player);
    const skillRow = await trx
      .selectFrom('skills')
      .select('exp')
      .where('user_id', '=', userId)
      .where('skill', '=', 'battling')
      .executeTakeFirst();
    const battlingExp = skillRow?.exp ?? 0;
    const masteryRow =
      user.active_mastery > 0
        ? await trx
            .selectFrom('masteries')
            .select('exp')
            .where('user_id', '=', userId)
            .where('mastery_id', '=', user.active_mastery)
            .executeTakeFirst()
        : undefined;
    const mastery = masteryFromExp(masteryRow?.exp ?? 0);
    const bonus = masteryBonuses(user.active_mastery, mastery.level);

    const outcome = simulateBattle(
      {
        name: user.username,
        level: skillFromExp(battlingExp).level,
        health: stats.health,
        attack: stats.attack,
        defence: Math.floor(stats.defence * (1 + bonus.defencePercent / 100)),
        accuracy: Math.floor(stats.accuracy * (1 + bonus.accuracyPercent / 100)),
        dodge: Math.floor(stats.dodge * (1 + bonus.dodgePercent / 100)),
        critChance: CRIT_CHANCE_PERCENT,
        damageBonus: bonus.damagePercent,
      },
      { ...mob, critChance: CRIT_CHANCE_PERCENT, damageBonus: 0 },
      game.random,
    );
    const won = outcome.winner === 1;
    const gold = won
      ? Math.floor(randomInt(game.random, mob.gold[0], mob.gold[1]) * (1 + bonus.goldPercent / 100))
      : 0;
    const exp = won ? mob.exp : 0;
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
    const attributeId = user.active_attribute as keyof typeof ATTRIBUTE_COLUMNS | 0;
    const attributeGain = won && attributeId !== 0 ? 1 : 0;

    // Everything the fight changed, in this one transaction.
    const attributeColumn = attributeId !== 0 ? ATTRIBUTE_COLUMNS[attributeId] : null;
    await trx
      .updateTable('users')
      .set((eb) => ({
        autos: eb('autos', '-', 1),
        last_active_at: now,
        ...(attributeColumn && attributeGain > 0
          ? { [attributeColumn]: eb(attributeColumn, '+', attributeGain) }
          : {}),
      }))
      .where('id', '=', userId)
      .execute();
    const itemsToAdd: ItemAmount[] = gold > 0 ? [{ id: 'gold', amount: gold }, ...drops] : drops;
    await addItems(trx, userId, itemsToAdd);
    if (exp > 0) {
      await trx
        .updateTable('skills')
        .set({ exp: sql`exp + ${exp}` })
        .where('user_id', '=', userId)
        .where('skill', '=', 'battling')
        .execute();
    }
    let masteryData: BattleTickAnswer['masteryData'];
    if (user.active_mastery > 0) {
      const masteryExp = (masteryRow?.exp ?? 0) + MASTERY_EXP_PER_ACTION;
      await trx
        .insertInto('masteries')
        .values({ user_id: userId, mastery_id: user.active_mastery, exp: masteryExp })
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'mastery_id']).doUpdateSet({ exp: masteryExp }),
        )
        .execute();
      masteryData = { id: user.active_mastery, ...masteryFromExp(masteryExp) };
    }
    const statistics = await addStatistics(trx, user, now, {
      totalActions: 1,
      totalActionsDaily: 1,
      totalActionsMonthly: 1,
      ...(won ? { totalMobsKilled: 1 } : { totalDeaths: 1 }),
    });
    const tracker = JSON.parse(state.tracker) as BattleTracker;
    tracker.actions += 1;
    tracker.wins += won ? 1 : 0;
    tracker.losses += won ? 0 : 1;
    tracker.gold += gold;
    await trx
      .updateTable('action_state')
      .set({ next_tick_at: now + delay, tracker: JSON.stringify(tracker) })
      .where('user_id', '=', userId)
      .execute();

    const autos = user.autos - 1;
    const playerChange: BattleTickAnswer['player'] = { autos };
    if (attributeColumn && attributeGain > 0)
      playerChange[attributeColumn] = user[attributeColumn] + attributeGain;
    return {
      delay,
      autos,
      data: { p1: outcome.p1, p2: outcome.p2, winner: outcome.winner, exp, gold, attributeGain },
      skill: { id: 'battling', ...skillFromExp(battlingExp + exp) },
      drops,
      ...(masteryData ? { masteryData } : {}),
      misc: { statistics },
      player: playerChange,
      itemsToAdd,
      tracker,
    };
  });
}
