/** Requests of heroic battling and its upgrade stones (misc.php). */
import { z } from 'zod';

export const LoadHeroicQuery = z.object({ mod: z.literal('loadHeroic') });
export const UseHeroicPotionRequest = z.object({ mod: z.literal('useHeroicPotion') });
export const UseHeroicShardsRequest = z.object({ mod: z.literal('useHeroicShards') });
export const UseUpgradeStonesRequest = z.object({
  mod: z.literal('useUpgradeStones'),
  type: z.enum(['health', 'damage'], { error: 'Choose health or damage.' }),
});
