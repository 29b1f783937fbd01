/**
 * The module the shell loads for this remote's pieces of its slots (REMOTE_SLOTS of
 * @idle/contracts), after the first paint of `/`: without this remote's screens, which come with
 * `./routes`.
 */
import { CONTRACTS_VERSION, type RemoteSlotsModule } from '@idle/contracts';
import type { ComponentType } from 'react';
import { LabyrinthChestPanel } from './panels/labyrinth-chest/LabyrinthChestPanel';
import { LandPanel } from './panels/land/LandPanel';

const remote: RemoteSlotsModule<ComponentType> = {
  contractsVersion: CONTRACTS_VERSION,
  buildId: (import.meta.env.PUBLIC_BUILD_ID as string | undefined) ?? 'local',
  slots: { landPanel: LandPanel, labyrinthChestPanel: LabyrinthChestPanel },
};
export default remote;
