/** The module the shell loads: this remote's screens by route, and what it was built against. */
import { CONTRACTS_VERSION, type RemoteRoutesModule } from '@idle/contracts';
import { type ComponentType, lazy } from 'react';
// What follows the game's events (ticks, socket messages) listens from the remote's start, not
// from the first visit of the screen that shows it (the screens load with their route).
import './api/areas';
import './api/dungeons';
import './battle/tracker';
import './analytics/store';
import './api/rates';
import { AreasPage } from './areas/AreasPage';

// The main screen comes with this module; the others load with their route, so a first visit
// fetches only the screen it opens.
const BattlePage = lazy(() =>
  import('./battle/BattlePage').then((module) => ({ default: module.BattlePage })),
);
const BossBattlePage = lazy(() =>
  import('./boss/BossBattlePage').then((module) => ({ default: module.BossBattlePage })),
);
const DungeonBattlePage = lazy(() =>
  import('./dungeons/DungeonBattlePage').then((module) => ({ default: module.DungeonBattlePage })),
);
const DungeonsPage = lazy(() =>
  import('./dungeons/DungeonsPage').then((module) => ({ default: module.DungeonsPage })),
);
const SimulatorPage = lazy(() =>
  import('./simulator/SimulatorPage').then((module) => ({ default: module.SimulatorPage })),
);
const LoadoutsPage = lazy(() =>
  import('./loadouts/LoadoutsPage').then((module) => ({ default: module.LoadoutsPage })),
);
const RatesPage = lazy(() =>
  import('./rates/RatesPage').then((module) => ({ default: module.RatesPage })),
);
const HeroicUpgradesPage = lazy(() =>
  import('./heroic/HeroicUpgradesPage').then((module) => ({ default: module.HeroicUpgradesPage })),
);

export const routes: RemoteRoutesModule<ComponentType>['routes'] = {
  '/areas': AreasPage,
  '/battle': BattlePage,
  '/dungeons': DungeonsPage,
  '/dungeon_battle': DungeonBattlePage,
  '/boss_battle': BossBattlePage,
  '/heroic_upgrades': HeroicUpgradesPage,
  '/simulator': SimulatorPage,
  '/loadouts': LoadoutsPage,
  '/rates': RatesPage,
};

const remote: RemoteRoutesModule<ComponentType> = {
  contractsVersion: CONTRACTS_VERSION,
  buildId: (import.meta.env.PUBLIC_BUILD_ID as string | undefined) ?? 'local',
  routes,
};
export default remote;
