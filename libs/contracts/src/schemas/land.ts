/** land.php requests: the plot, raids, personnel and portals (spec 002 §5 and §7). */
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
