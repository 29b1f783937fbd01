/** Requests of gathering: the tick body and the levels and upgrades (misc.php, spec 001 §7). */
import { z } from 'zod';
import { FormId, decimalFormValue, formInt } from './common';

/** `actions/mining.php` (woodcutting, quarrying): `event` joins a running gathering event. */
export const GatheringTickRequest = z.object({ event: FormId.optional() });

export const LoadGatheringQuery = z.object({ mod: z.literal('loadGathering') });
export const UpgradeGatheringLevelRequest = z.object({
  mod: z.literal('upgradeGatheringUpgradeLevel'),
  c: z.preprocess(
    decimalFormValue,
    z
      .number({ error: 'Choose an upgrade.' })
      .refine((c) => [1, 11, 12, 13].includes(c), 'That upgrade does not exist.'),
  ),
});
export const UpgradeGatheringUpgradeRequest = z.object({
  mod: z.literal('upgradeGatheringUpgrade'),
  id: formInt('id', 1, 5),
});
