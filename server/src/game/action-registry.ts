/**
 * Every timed action's handler, by the contracts' ActionType. The tick endpoints are registered
 * from here (routes/ticks.ts), and the check below runs at start-up: an action endpoint without
 * a handler fails the server's start, never a player's tick.
 */
import { ACTION_ENDPOINTS, type ActionType, type TickAnswer } from '@idle/contracts';
import type { GameContext } from './context';
import type { ActionHandler } from './actions/handler';
import { alchemyHandler } from './crafting/alchemy.handler';
import { battleHandler } from './battle/battle.handler';
import { bossBattleHandler } from './battle/boss-battle.handler';
import { clanBossBattleHandler } from './clan/clan-boss-battle.handler';
import { clanMobBattleHandler } from './clan/clan-mob-battle.handler';
import { dungeonHandler } from './battle/dungeon.handler';
import { gatheringHandler } from './gathering/gathering.handler';
import { gemCreationHandler } from './crafting/gem-creation.handler';
import { jewelcraftingHandler } from './crafting/jewelcrafting.handler';
import { labyrinthHandler } from './labyrinth/labyrinth.handler';
import { runecraftingHandler } from './crafting/runecrafting.handler';
import { specialBattleHandler } from './battle/special-battle.handler';
import { runTick } from './actions/pipeline';

/** A tick endpoint: what answers it (its file and schema are the endpoint table's). */
export interface TickEndpoint {
  action: ActionType;
  tick(game: GameContext, userId: number, input: unknown): Promise<TickAnswer>;
  /** The tick's fields from the stored params, for a client resuming the action. */
  resumeRequest(params: Record<string, unknown>): Record<string, unknown>;
}

/** The endpoint of a handler: its ticks go through the pipeline. */
export function tickEndpoint<Request, Own, Data, Writes, Written>(
  handler: ActionHandler<Request, Own, Data, Writes, Written>,
): TickEndpoint {
  return {
    action: handler.action,
    // The input is what the table's schema for this action parsed: the handler's Request.
    tick: (game, userId, input) => runTick(game, handler, userId, input as Request),
    resumeRequest: (params) =>
      Object.fromEntries(
        (handler.resumeFields ?? [])
          .filter((field) => params[field] !== undefined)
          .map((field) => [field, params[field]]),
      ),
  };
}

export type ActionRegistry = Partial<Record<ActionType, TickEndpoint>>;

export const ACTION_REGISTRY: Record<ActionType, TickEndpoint> = {
  battling: tickEndpoint(battleHandler),
  specialBattling: tickEndpoint(specialBattleHandler),
  dungeoneering: tickEndpoint(dungeonHandler),
  bossBattle: tickEndpoint(bossBattleHandler),
  mining: tickEndpoint(gatheringHandler('mining')),
  woodcutting: tickEndpoint(gatheringHandler('woodcutting')),
  quarrying: tickEndpoint(gatheringHandler('quarrying')),
  runecrafting: tickEndpoint(runecraftingHandler),
  jewelcrafting: tickEndpoint(jewelcraftingHandler),
  jewelcrafting_create_gem: tickEndpoint(gemCreationHandler),
  alchemy: tickEndpoint(alchemyHandler),
  clanMobBattle: tickEndpoint(clanMobBattleHandler),
  clanBossBattle: tickEndpoint(clanBossBattleHandler),
  labyrinth: tickEndpoint(labyrinthHandler),
};

/**
 * The registry's endpoint for every action endpoint of the contracts, in their order; throws
 * naming each action without one (or registered under another action's name).
 */
export function checkedTickEndpoints(registry: ActionRegistry): TickEndpoint[] {
  const actions = Object.keys(ACTION_ENDPOINTS) as ActionType[];
  const missing = actions.filter((action) => registry[action]?.action !== action);
  if (missing.length > 0) {
    throw new Error(
      `No tick handler for ${missing
        .map((action) => `${action} (actions/${ACTION_ENDPOINTS[action]})`)
        .join(', ')}: add it to the action registry (server/src/game/actions/registry.ts).`,
    );
  }
  return actions.map((action) => registry[action] as TickEndpoint);
}
