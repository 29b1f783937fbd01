/** The action loop's endpoints: refresh, the fighting ticks, and areas.php (mobs, dungeons). */
import { actionPath } from '@idle/contracts';
import {
  BossTickRequest,
  DungeonStopAfterRequest,
  EnterAreaRequest,
  EnterDungeonRequest,
  LeaveDungeonRequest,
  LoadDungeonsQuery,
  LoadSpecialBattlesQuery,
} from '@idle/contracts/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { refreshAutos } from '../game/autos';
import { enterArea, fightTick } from '../game/battle';
import type { GameContext } from '../game/context';
import { enterDungeon, leaveDungeon, loadDungeons, setDungeonStopAfter } from '../game/dungeons';
import { specialBattlesRemaining } from '../game/special-areas';
import { mod, registerEndpoint } from '../http/endpoints';

export function actionRoutes(app: FastifyInstance, game: GameContext): void {
  registerEndpoint(app, game, 'actions/refresh.php', {
    '': mod({
      method: 'GET',
      schema: z.object({}),
      handle: (_input, { userId }) => refreshAutos(game, userId),
    }),
  });
  for (const action of ['battling', 'specialBattling', 'dungeoneering'] as const) {
    registerEndpoint(app, game, actionPath(action), {
      '': mod({
        method: 'POST',
        schema: z.object({}),
        keepsActionCache: true,
        handle: (_input, { userId }) => fightTick(game, userId, { action }),
      }),
    });
  }
  registerEndpoint(app, game, actionPath('bossBattle'), {
    '': mod({
      method: 'POST',
      schema: BossTickRequest,
      keepsActionCache: true,
      handle: (input, { userId }) =>
        fightTick(game, userId, { action: 'bossBattle', bossId: input.id }),
    }),
  });
  registerEndpoint(app, game, 'areas.php', {
    enterArea: mod({
      method: 'POST',
      schema: EnterAreaRequest,
      handle: (input, { userId }) => enterArea(game, userId, input.area, input.mob, input.power),
    }),
    loadSpecialBattlesRemaining: mod({
      method: 'GET',
      schema: LoadSpecialBattlesQuery,
      handle: (_input, { userId }) => specialBattlesRemaining(game.db, userId, game.clock.now()),
    }),
    loadDungeons: mod({
      method: 'GET',
      schema: LoadDungeonsQuery,
      handle: (_input, { userId }) => loadDungeons(game.db, userId),
    }),
    enterDungeon: mod({
      method: 'POST',
      schema: EnterDungeonRequest,
      handle: (input, { userId }) => enterDungeon(game, userId, input.id),
    }),
    leaveDungeon: mod({
      method: 'POST',
      schema: LeaveDungeonRequest,
      handle: (_input, { userId }) => leaveDungeon(game, userId),
    }),
    dungeonStopAfter: mod({
      method: 'POST',
      schema: DungeonStopAfterRequest,
      handle: (input, { userId }) => setDungeonStopAfter(game, userId, input.value as 0 | 1),
    }),
  });
}
