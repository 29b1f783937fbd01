/**
 * The module the shell loads for this remote's pieces of its slots (REMOTE_SLOTS of
 * @idle/contracts), after the first paint of `/`: without this remote's screens, which come with
 * `./routes`.
 */
import { CONTRACTS_VERSION, type RemoteSlotsModule } from '@idle/contracts';
import type { ComponentType } from 'react';
import { HomeItems } from './home/HomeItems';
import { EffectsPanel } from './panels/effects/EffectsPanel';
import { EventPanel } from './panels/event/EventPanel';

const remote: RemoteSlotsModule<ComponentType> = {
  contractsVersion: CONTRACTS_VERSION,
  buildId: (import.meta.env.PUBLIC_BUILD_ID as string | undefined) ?? 'local',
  slots: { homeItems: HomeItems, eventPanel: EventPanel, effectsPanel: EffectsPanel },
};
export default remote;
