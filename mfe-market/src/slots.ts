/**
 * The module the shell loads for this remote's piece of its slots (REMOTE_SLOTS of
 * @idle/contracts), after the first paint of `/`: only the net worth section, without the
 * market's screens, which come with `./routes`.
 */
import { CONTRACTS_VERSION, type RemoteSlotsModule } from '@idle/contracts';
import type { ComponentType } from 'react';
import { NetWorthSection } from './net-worth/NetWorthSection';

const remote: RemoteSlotsModule<ComponentType> = {
  contractsVersion: CONTRACTS_VERSION,
  buildId: (import.meta.env.PUBLIC_BUILD_ID as string | undefined) ?? 'local',
  slots: { netWorthSection: NetWorthSection },
};
export default remote;
