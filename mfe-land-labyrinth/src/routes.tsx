/** The module the shell loads: this remote's screens by route, and what it was built against. */
import { CONTRACTS_VERSION, type RemoteRoutesModule } from '@idle/contracts';
import { type ComponentType, lazy } from 'react';
// What follows the game's events (ticks, socket messages) listens from the remote's start, not
// from the first visit of the screen that shows it (the screens load with their route).
import './labyrinth/labyrinth-run';
import './api/labyrinth';
import './api/raids';
import { LandPage } from './land/LandPage';

// The main screen comes with this module; the others load with their route, so a first visit
// fetches only the screen it opens.
const LabyrinthHomePage = lazy(() =>
  import('./labyrinth/LabyrinthHomePage').then((module) => ({ default: module.LabyrinthHomePage })),
);
const LabyrinthPage = lazy(() =>
  import('./labyrinth/LabyrinthPage').then((module) => ({ default: module.LabyrinthPage })),
);
const TrinketsPage = lazy(() =>
  import('./trinkets/TrinketsPage').then((module) => ({ default: module.TrinketsPage })),
);
const PersonnelPage = lazy(() =>
  import('./personnel/PersonnelPage').then((module) => ({ default: module.PersonnelPage })),
);
const PortalsPage = lazy(() =>
  import('./portals/PortalsPage').then((module) => ({ default: module.PortalsPage })),
);
const RaidsPage = lazy(() =>
  import('./raids/RaidsPage').then((module) => ({ default: module.RaidsPage })),
);

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
