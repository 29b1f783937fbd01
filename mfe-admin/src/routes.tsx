/** The module the shell loads: this remote's screens by route, and what it was built against. */
import { CONTRACTS_VERSION, type RemoteRoutesModule } from '@idle/contracts';
import type { ComponentType } from 'react';

/**
 * Route path (as in ROUTES of @idle/contracts) to its screen. A route of this remote that has
 * no screen here shows the shell's "coming soon" page.
 */
export const routes: RemoteRoutesModule<ComponentType>['routes'] = {};

const remote: RemoteRoutesModule<ComponentType> = {
  contractsVersion: CONTRACTS_VERSION,
  buildId: (import.meta.env.PUBLIC_BUILD_ID as string | undefined) ?? 'local',
  routes,
};
export default remote;
