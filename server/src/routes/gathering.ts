/** Gathering levels and upgrades (misc.php, spec 001 §7); the gathering ticks are actions. */
import type { GatheringUpgradeId, GatheringUpgradeLevelPurchaseCode } from '@idle/game-rules';
import {
  loadGathering,
  upgradeGatheringLevel,
  upgradeGatheringUpgrade,
} from '../game/gathering/gathering';
import { routeModule } from '../http/endpoints';

export const gatheringRoutes = routeModule('gathering', {
  loadGathering: (_input, { game, userId }) => loadGathering(game, userId),
  upgradeGatheringUpgradeLevel: (input, { game, userId }) =>
    upgradeGatheringLevel(game, userId, input.c as GatheringUpgradeLevelPurchaseCode),
  upgradeGatheringUpgrade: (input, { game, userId }) =>
    upgradeGatheringUpgrade(game, userId, input.id as GatheringUpgradeId),
});
