/** The module the shell loads: this remote's screens by route, and what it was built against. */
import { CONTRACTS_VERSION, type RemoteRoutesModule } from '@idle/contracts';
import type { ComponentType } from 'react';
import { AreasPage } from './areas/AreasPage';
import { BattlePage } from './battle/BattlePage';

export const routes: RemoteRoutesModule<ComponentType>['routes'] = {
  '/areas': AreasPage,
  '/battle': BattlePage,
};

const remote: RemoteRoutesModule<ComponentType> = {
  contractsVersion: CONTRACTS_VERSION,
  buildId: (import.meta.env.PUBLIC_BUILD_ID as string | undefined) ?? 'local',
  routes,
};
export default remote;
