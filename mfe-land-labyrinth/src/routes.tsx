/** The module the shell loads: this remote's screens by route, and what it was built against. */
import { CONTRACTS_VERSION, type RemoteRoutesModule } from '@idle/contracts';
import type { ComponentType } from 'react';
import { LabyrinthHomePage } from './labyrinth/LabyrinthHomePage';
import { LabyrinthPage } from './labyrinth/LabyrinthPage';
import { TrinketsPage } from './trinkets/TrinketsPage';
import { LandPage } from './land/LandPage';
import { PersonnelPage } from './personnel/PersonnelPage';
import { PortalsPage } from './portals/PortalsPage';
import { RaidsPage } from './raids/RaidsPage';

/**
 * Route path (as in ROUTES of @idle/contracts) to its screen. A route of this remote that has
 * no screen here shows the shell's "coming soon" page.
 */
export const routes: RemoteRoutesModule<ComponentType>['routes'] = {
  '/land': LandPage,
  '/land/raids': RaidsPage,
  '/land/personnel': PersonnelPage,
  '/land/portals': PortalsPage,
  '/labyrinth_home': LabyrinthHomePage,
  '/labyrinth': LabyrinthPage,
  '/inventory_trinkets': TrinketsPage,
};

const remote: RemoteRoutesModule<ComponentType> = {
  contractsVersion: CONTRACTS_VERSION,
  buildId: (import.meta.env.PUBLIC_BUILD_ID as string | undefined) ?? 'local',
  routes,
};
export default remote;
