/** Gathering endpoints: the three gathering ticks and their misc.php mods (spec 001 §7). */
import { actionPath } from '@idle/contracts';
import {
  GatheringTickRequest,
  LoadGatheringQuery,
  UpgradeGatheringLevelRequest,
  UpgradeGatheringUpgradeRequest,
} from '@idle/contracts/schemas';
import type { GatheringUpgradeId, GatheringUpgradeLevelPurchaseCode } from '@idle/game-rules';
import type { FastifyInstance } from 'fastify';
import type { GameContext } from '../game/context';
import {
  gatheringTick,
  loadGathering,
  upgradeGatheringLevel,
  upgradeGatheringUpgrade,
} from '../game/gathering';
import { mod, registerEndpoint } from '../http/endpoints';

export function gatheringMiscMods(game: GameContext) {
  return {
    loadGathering: mod({
      method: 'GET',
      schema: LoadGatheringQuery,
      handle: (_input, { userId }) => loadGathering(game, userId),
    }),
    upgradeGatheringUpgradeLevel: mod({
      method: 'POST',
      schema: UpgradeGatheringLevelRequest,
      handle: (input, { userId }) =>
        upgradeGatheringLevel(game, userId, input.c as GatheringUpgradeLevelPurchaseCode),
    }),
    upgradeGatheringUpgrade: mod({
      method: 'POST',
      schema: UpgradeGatheringUpgradeRequest,
      handle: (input, { userId }) =>
        upgradeGatheringUpgrade(game, userId, input.id as GatheringUpgradeId),
    }),
  };
}

export function gatheringRoutes(app: FastifyInstance, game: GameContext): void {
  for (const skill of ['mining', 'woodcutting', 'quarrying'] as const) {
    registerEndpoint(app, game, actionPath(skill), {
      '': mod({
        method: 'POST',
        schema: GatheringTickRequest,
        keepsActionCache: true,
        handle: (input, { userId }) => gatheringTick(game, userId, skill, input.event),
      }),
    });
  }
}
