/**
 * The module the shell loads for this remote's pieces of its slots (REMOTE_SLOTS of
 * @idle/contracts), after the first paint of `/`: without this remote's screens, which come with
 * `./routes`.
 */
import { CONTRACTS_VERSION, type RemoteSlotsModule } from '@idle/contracts';
import type { ComponentType } from 'react';
import { BossesPanel } from './panels/bosses/BossesPanel';
import { CurrentActionRates } from './rates/CurrentActionRates';
import { EquipmentPanel } from './panels/equipment/EquipmentPanel';
import { AttributesPanel } from './panels/training/AttributesPanel';
import { MasteriesPanel } from './panels/training/MasteriesPanel';

const remote: RemoteSlotsModule<ComponentType> = {
  contractsVersion: CONTRACTS_VERSION,
  buildId: (import.meta.env.PUBLIC_BUILD_ID as string | undefined) ?? 'local',
  slots: {
    attributesPanel: AttributesPanel,
    masteriesPanel: MasteriesPanel,
    equipmentPanel: EquipmentPanel,
    bossesPanel: BossesPanel,
    currentActionRates: CurrentActionRates,
  },
};
export default remote;
