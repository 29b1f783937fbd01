/** The module the shell loads: this remote's screens by route, and what it was built against. */
import { CONTRACTS_VERSION, type RemoteRoutesModule } from '@idle/contracts';
import type { ComponentType } from 'react';
import { ClanInvitesPage } from './admin/ClanInvitesPage';
import { ClanRanksPage } from './admin/ClanRanksPage';
import { ClanSettingsPage } from './admin/ClanSettingsPage';
import { ClanHomePage } from './home/ClanHomePage';
import { LeaveClanPage } from './leave/LeaveClanPage';
import { ClanMembersPage } from './members/ClanMembersPage';
import { ClanProfilePage } from './profile/ClanProfilePage';
import { ClanRegistryPage } from './registry/ClanRegistryPage';
import { ClanBossBattlePage, ClanMobBattlePage } from './battle/ClanBattlePage';
import { BattlegroundsPage } from './battlegrounds/BattlegroundsPage';
import { BuildingsPage } from './buildings/BuildingsPage';
import { DetailsPage } from './details/DetailsPage';
import { StoragePage } from './storage/StoragePage';

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
