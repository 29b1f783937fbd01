/** equipment.php requests of the trinkets (spec 002 §5 and §7). */
import { z } from 'zod';
import { FormId, formInt, modOnly } from './common';

export const LoadTrinketsQuery = modOnly('loadTrinkets');
export const EquipTrinketRequest = z.object({ mod: z.literal('equipTrinket'), id: FormId });
export const UpgradeTrinketRequest = z.object({ mod: z.literal('upgradeTrinket'), id: FormId });
export const DestroyTrinketRequest = z.object({ mod: z.literal('destroyTrinket'), id: FormId });
export const RerollTrinketRequest = z.object({
  mod: z.literal('rerollTrinket'),
  id: FormId,
  stage: formInt('stage', 0, 3),
});
export const ConvertTrinketRequest = z.object({
  mod: z.literal('convertTrinketToCelestial'),
  id: FormId,
});
export const CraftTrinketRequest = z.object({
  mod: z.literal('craftTrinket'),
  rarity: formInt('rarity', 4, 6),
  type: formInt('type', 1, 2),
});
export const IncreaseCelestialRequest = modOnly('increaseCelestial');
