/** The module the shell loads: this remote's screens by route, and what it was built against. */
import { CONTRACTS_VERSION, type RemoteRoutesModule } from '@idle/contracts';
import { type ComponentType, lazy } from 'react';
// What follows the game's events (ticks, socket messages) listens from the remote's start, not
// from the first visit of the screen that shows it (the screens load with their route).
import './api/battlegrounds';
import './api/storage';
import { ClanHomePage } from './home/ClanHomePage';

// The main screen comes with this module; the others load with their route, so a first visit
// fetches only the screen it opens.
const ClanInvitesPage = lazy(() =>
  import('./admin/ClanInvitesPage').then((module) => ({ default: module.ClanInvitesPage })),
);
const ClanRanksPage = lazy(() =>
  import('./admin/ClanRanksPage').then((module) => ({ default: module.ClanRanksPage })),
);
const ClanSettingsPage = lazy(() =>
  import('./admin/ClanSettingsPage').then((module) => ({ default: module.ClanSettingsPage })),
);
const LeaveClanPage = lazy(() =>
  import('./leave/LeaveClanPage').then((module) => ({ default: module.LeaveClanPage })),
);
const ClanMembersPage = lazy(() =>
  import('./members/ClanMembersPage').then((module) => ({ default: module.ClanMembersPage })),
);
const ClanProfilePage = lazy(() =>
  import('./profile/ClanProfilePage').then((module) => ({ default: module.ClanProfilePage })),
);
const ClanRegistryPage = lazy(() =>
  import('./registry/ClanRegistryPage').then((module) => ({ default: module.ClanRegistryPage })),
);
const ClanBossBattlePage = lazy(() =>
  import('./battle/ClanBattlePage').then((module) => ({ default: module.ClanBossBattlePage })),
);
const ClanMobBattlePage = lazy(() =>
  import('./battle/ClanBattlePage').then((module) => ({ default: module.ClanMobBattlePage })),
);
const BattlegroundsPage = lazy(() =>
  import('./battlegrounds/BattlegroundsPage').then((module) => ({
    default: module.BattlegroundsPage,
  })),
);
const BuildingsPage = lazy(() =>
  import('./buildings/BuildingsPage').then((module) => ({ default: module.BuildingsPage })),
);
const DetailsPage = lazy(() =>
  import('./details/DetailsPage').then((module) => ({ default: module.DetailsPage })),
);
const StoragePage = lazy(() =>
  import('./storage/StoragePage').then((module) => ({ default: module.StoragePage })),
);

/**
 * Route path (as in ROUTES of @idle/contracts) to its screen. A route of this remote that has
 * no screen here shows the shell's "coming soon" page.
 */
export const routes: RemoteRoutesModule<ComponentType>['routes'] = {
  '/clan': ClanHomePage,
  '/clan/members': ClanMembersPage,
  '/clan/leave': LeaveClanPage,
  '/clan/admin/ranks': ClanRanksPage,
  '/clan/admin/invites': ClanInvitesPage,
  '/clan/admin/settings': ClanSettingsPage,
  '/clan_registry': ClanRegistryPage,
  '/clan_profile/:clanid': ClanProfilePage,
  '/clan/details': DetailsPage,
  '/clan/storage': StoragePage,
  '/clan/buildings': BuildingsPage,
  '/clan/battlegrounds': BattlegroundsPage,
  '/clan_mob_battle': ClanMobBattlePage,
  '/clan_boss_battle': ClanBossBattlePage,
};

const remote: RemoteRoutesModule<ComponentType> = {
  contractsVersion: CONTRACTS_VERSION,
  buildId: (import.meta.env.PUBLIC_BUILD_ID as string | undefined) ?? 'local',
  routes,
};
export default remote;
