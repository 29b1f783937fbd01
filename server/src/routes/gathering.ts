/** Gathering's misc.php mods (spec 001 §7); the gathering ticks are ticks.ts. */
import type { GatheringUpgradeId, GatheringUpgradeLevelPurchaseCode } from '@idle/game-rules';
import { loadGathering, upgradeGatheringLevel, upgradeGatheringUpgrade } from '../game/gathering';
import type { Handlers } from '../http/endpoints';

/** misc.php calls of the gathering screens; misc.ts adds them to the shell's own. */
export const gatheringMiscHandlers = {
  loadGathering: (_input, { game, userId }) => loadGathering(game, userId),
  upgradeGatheringUpgradeLevel: (input, { game, userId }) =>
    upgradeGatheringLevel(game, userId, input.c as GatheringUpgradeLevelPurchaseCode),
  upgradeGatheringUpgrade: (input, { game, userId }) =>
    upgradeGatheringUpgrade(game, userId, input.id as GatheringUpgradeId),
} satisfies Partial<Handlers<'misc'>>;
