/**
 * Every action tick, `POST actions/<file>.php`: file, method and schema from the endpoint table,
 * answered by the action registry's handler.
 */
import type { FastifyInstance } from 'fastify';
import type { GameContext } from '../game/context';
import {
  ACTION_REGISTRY,
  type ActionRegistry,
  checkedTickEndpoints,
} from '../game/action-registry';
import { registerTicks, type TickHandler } from '../http/endpoints';

/** Throws (failing the server's start) when an action endpoint has no handler. */
export function tickRoutes(
  app: FastifyInstance,
  game: GameContext,
  registry: ActionRegistry = ACTION_REGISTRY,
): void {
  const ticks = checkedTickEndpoints(registry).map((endpoint): [string, TickHandler] => [
    endpoint.action,
    (input, { userId }) => endpoint.tick(game, userId, input),
  ]);
  registerTicks(app, game, Object.fromEntries(ticks));
}
