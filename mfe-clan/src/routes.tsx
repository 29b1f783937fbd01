/** The module the shell loads: this remote's screens by route, and what it was built against. */
import { CONTRACTS_VERSION, type RemoteRoutesModule } from '@idle/contracts';
import type { ComponentType } from 'react';
import { ClanBossBattlePage, ClanMobBattlePage } from './battle/ClanBattlePage';
import { BattlegroundsPage } from './battlegrounds/BattlegroundsPage';
import { BuildingsPage } from './buildings/BuildingsPage';
import { DetailsPage } from './details/DetailsPage';

/**
 * Route path (as in ROUTES of @idle/contracts) to its screen. A route of this remote that has
 * no screen here shows the shell's "coming soon" page.
 */
export const routes: RemoteRoutesModule<ComponentType>['routes'] = {
  '/clan/details': DetailsPage,
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
