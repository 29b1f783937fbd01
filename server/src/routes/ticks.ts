/** Every action tick, `POST actions/<file>.php`, registered from the action registry. */
import { actionPath } from '@idle/contracts';
import type { FastifyInstance } from 'fastify';
import type { GameContext } from '../game/context';
import {
  ACTION_REGISTRY,
  type ActionRegistry,
  checkedTickEndpoints,
} from '../game/actions/registry';
import { mod, registerEndpoint } from '../http/endpoints';

/** Throws (failing the server's start) when an action endpoint has no handler. */
export function tickRoutes(
  app: FastifyInstance,
  game: GameContext,
  registry: ActionRegistry = ACTION_REGISTRY,
): void {
  for (const endpoint of checkedTickEndpoints(registry)) {
    registerEndpoint(app, game, actionPath(endpoint.action), {
      '': mod({
        method: 'POST',
        schema: endpoint.schema,
        keepsActionCache: true,
        handle: (input, { userId }) => endpoint.tick(game, userId, input),
      }),
    });
  }
}
