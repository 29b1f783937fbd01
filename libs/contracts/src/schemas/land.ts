/** land.php, trinket and labyrinth requests (spec 002 §5 and §7). */
import { z } from 'zod';
import { PERSONNEL_KIND_IDS } from '../api/land';
import { FormId, formInt } from './common';

const query = <Mod extends string>(mod: Mod) => z.object({ mod: z.literal(mod) });

export const LoadLandQuery = query('load');
export const BuyPlotRequest = query('buyPlot');
export const UpgradePlotRequest = query('upgradePlot');
export const LoadRaidsQuery = query('loadRaids');
/** `index`: the raid's place in the list the player saw (a stale list is refused). */
export const StartRaidRequest = z.object({
  mod: z.literal('startRaid'),
  id: FormId,
  index: formInt('index', 0, 100),
});
export const EndRaidRequest = query('endRaid');
export const CancelRaidRequest = query('cancelRaid');
export const LoadPersonnelQuery = query('loadPersonnel');
export const UpgradePersonnelRequest = z.object({
  mod: z.literal('upgradePersonnel'),
  personnel: z.enum(PERSONNEL_KIND_IDS, { error: 'Not a kind of personnel.' }),
  type: z.enum(['level', 'rarity'], { error: 'Choose a level or a rarity upgrade.' }),
});
export const PortalDataQuery = query('getPortalData');
export const UpgradePortalRequest = z.object({
  mod: z.literal('upgradePortal'),
  id: FormId,
  uType: formInt('uType', 1, 5),
});

export const LoadTrinketsQuery = query('loadTrinkets');
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
export const IncreaseCelestialRequest = query('increaseCelestial');

export const LoadLabyrinthQuery = query('loadLabyrinth');
export const UpgradeArtisanTotemRequest = query('upgradeArtisanTotem');
export const LabyrinthRewardsQuery = query('getLabyrinthRewards');
