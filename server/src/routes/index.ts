/**
 * The handlers of every call of the endpoint table that is not a tick, one route module per
 * endpoint group (`routes/<group>.ts`), and the files with a rate limit of their own.
 * `registerTable` (http/endpoints.ts) registers them from the table; the ticks are ticks.ts.
 */
import { ENDPOINTS } from '@idle/contracts';
import { handlersOf, type RateLimit, type TableHandlers } from '../http/endpoints';
import { ACCOUNT_ATTEMPTS_PER_MINUTE, accountRoutes } from './account';
import { actionsRoutes } from './actions';
import { adminRoutes } from './admin';
import { announcementsRoutes } from './announcements';
import { apiKeysRoutes } from './api-keys';
import { battleRoutes } from './battle';
import { blackMarketRoutes } from './black-market';
import { bossesRoutes } from './bosses';
import { chatRoutes } from './chat';
import { clanRoutes } from './clan';
import { craftingRoutes } from './crafting';
import { dungeonsRoutes } from './dungeons';
import { equipmentRoutes } from './equipment';
import { gatheringRoutes } from './gathering';
import { heroicRoutes } from './heroic';
import { initialDataRoutes } from './initial-data';
import { inventoryRoutes } from './inventory';
import { jewelMarketRoutes } from './jewel-market';
import { labyrinthRoutes } from './labyrinth';
import { landRoutes } from './land';
import { leaderboardsRoutes } from './leaderboards';
import { logRoutes } from './log';
import { marketRoutes } from './market';
import { miscRoutes } from './misc';
import { pagesRoutes } from './pages';
import { playersRoutes } from './players';
import { PREFERENCES_CALLS_PER_MINUTE, preferencesRoutes } from './preferences';
import { premiumRoutes } from './premium';
import { profileRoutes } from './profile';
import { referralsRoutes } from './referrals';
import { loadoutsRoutes } from './loadouts';
import { ratesRoutes } from './rates';
import { pushRoutes } from './push';
import { netWorthRoutes } from './net-worth';
import { sendItemsRoutes } from './send-items';
import { tokenStoreRoutes } from './token-store';
import { trainingRoutes } from './training';
import { trinketsRoutes } from './trinkets';

/** One route module per group of the endpoint table, in the table's order. */
export const ROUTE_MODULES = [
  accountRoutes,
  miscRoutes,
  initialDataRoutes,
  actionsRoutes,
  trainingRoutes,
  playersRoutes,
  battleRoutes,
  dungeonsRoutes,
  bossesRoutes,
  heroicRoutes,
  inventoryRoutes,
  equipmentRoutes,
  trinketsRoutes,
  loadoutsRoutes,
  ratesRoutes,
  pushRoutes,
  netWorthRoutes,
  sendItemsRoutes,
  marketRoutes,
  jewelMarketRoutes,
  blackMarketRoutes,
  tokenStoreRoutes,
  gatheringRoutes,
  craftingRoutes,
  labyrinthRoutes,
  landRoutes,
  clanRoutes,
  premiumRoutes,
  chatRoutes,
  profileRoutes,
  preferencesRoutes,
  apiKeysRoutes,
  logRoutes,
  announcementsRoutes,
  referralsRoutes,
  leaderboardsRoutes,
  pagesRoutes,
  adminRoutes,
] as const;

export const HANDLERS = handlersOf(ROUTE_MODULES) satisfies TableHandlers;

export const RATE_LIMITS: Record<string, RateLimit> = {
  [ENDPOINTS.account.login.file]: { max: ACCOUNT_ATTEMPTS_PER_MINUTE, timeWindow: 60_000 },
  [ENDPOINTS.preferences.changePassword.file]: {
    max: PREFERENCES_CALLS_PER_MINUTE,
    timeWindow: 60_000,
  },
};
