/** The module the shell loads: this remote's screens by route, and what it was built against. */
import { CONTRACTS_VERSION, type RemoteRoutesModule } from '@idle/contracts';
import type { ComponentType } from 'react';
import { AnnouncementsPage } from './announcements/AnnouncementsPage';
import { AuditTrailPage } from './audit/AuditTrailPage';
import { EconomyAuditPage } from './economy/EconomyAuditPage';
import { ConsoleHomePage } from './home/ConsoleHomePage';
import { PlayerPage } from './player/PlayerPage';
import { PlayersPage } from './players/PlayersPage';
import { WorldPage } from './world/WorldPage';

/**
 * Route path (as in ROUTES of @idle/contracts) to its screen. A route of this remote that has
 * no screen here shows the shell's "coming soon" page.
 */
export const routes: RemoteRoutesModule<ComponentType>['routes'] = {
  '/admin': ConsoleHomePage,
  '/admin/announcements': AnnouncementsPage,
  '/admin/players': PlayersPage,
  '/admin/player/:userid': PlayerPage,
  '/admin/audit': AuditTrailPage,
  '/admin/economy': EconomyAuditPage,
  '/admin/world': WorldPage,
};

const remote: RemoteRoutesModule<ComponentType> = {
  contractsVersion: CONTRACTS_VERSION,
  buildId: (import.meta.env.PUBLIC_BUILD_ID as string | undefined) ?? 'local',
  routes,
};
export default remote;
