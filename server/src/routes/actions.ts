/** The action loop's endpoints: actions/refresh.php, actions/battle.php and areas.php. */
import { actionPath } from '@idle/contracts';
import { EnterAreaRequest } from '@idle/contracts/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { refreshAutos } from '../game/autos';
import { battleTick, enterArea } from '../game/battle';
import type { GameContext } from '../game/context';
import { mod, registerEndpoint } from '../http/endpoints';

export function actionRoutes(app: FastifyInstance, game: GameContext): void {
  registerEndpoint(app, game, 'actions/refresh.php', {
    '': mod({
      method: 'GET',
      schema: z.object({}),
      handle: (_input, { userId }) => refreshAutos(game, userId),
    }),
  });
  registerEndpoint(app, game, actionPath('battling'), {
    '': mod({
      method: 'POST',
      schema: z.object({}),
      keepsActionCache: true,
      handle: (_input, { userId }) => battleTick(game, userId),
    }),
  });
  registerEndpoint(app, game, 'areas.php', {
    enterArea: mod({
      method: 'POST',
      schema: EnterAreaRequest,
      handle: (input, { userId }) => enterArea(game, userId, input.area, input.mob),
    }),
  });
}
