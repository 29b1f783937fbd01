/** The module the shell loads: this remote's screens by route, and what it was built against. */
import { CONTRACTS_VERSION, type RemoteRoutesModule } from '@idle/contracts';
import { type ComponentType, lazy } from 'react';
// What follows the game's events (ticks, socket messages) listens from the remote's start, not
// from the first visit of the screen that shows it (the screens load with their route).
import './api/jewel-market';
import './api/market-item';
import { MarketHubPage } from './hub/MarketHubPage';

// The main screen comes with this module; the others load with their route, so a first visit
// fetches only the screen it opens.
const BlackMarketPage = lazy(() =>
  import('./black-market/BlackMarketPage').then((module) => ({ default: module.BlackMarketPage })),
);
const MarketItemPage = lazy(() =>
  import('./item/MarketItemPage').then((module) => ({ default: module.MarketItemPage })),
);
const JewelMarketPage = lazy(() =>
  import('./jewels/JewelMarketPage').then((module) => ({ default: module.JewelMarketPage })),
);
const YourListingsPage = lazy(() =>
  import('./listings/YourListingsPage').then((module) => ({ default: module.YourListingsPage })),
);
const TradeHistoryPage = lazy(() =>
  import('./history/TradeHistoryPage').then((module) => ({ default: module.TradeHistoryPage })),
);
const SendItemsPage = lazy(() =>
  import('./send-items/SendItemsPage').then((module) => ({ default: module.SendItemsPage })),
);
const TokenStorePage = lazy(() =>
  import('./token-store/TokenStorePage').then((module) => ({ default: module.TokenStorePage })),
);

/**
 * Route path (as in ROUTES of @idle/contracts) to its screen. A route of this remote that has
 * no screen here shows the shell's "coming soon" page.
 */
export const routes: RemoteRoutesModule<ComponentType>['routes'] = {
  '/market/:itemType': MarketHubPage,
  '/market_item/:itemid': MarketItemPage,
  '/send_items/:username': SendItemsPage,
  '/token_store': TokenStorePage,
  '/black_market': BlackMarketPage,
  '/market_your_listings': YourListingsPage,
  '/market_history': TradeHistoryPage,
  '/market_jewels/:gemType': JewelMarketPage,
};

const remote: RemoteRoutesModule<ComponentType> = {
  contractsVersion: CONTRACTS_VERSION,
  buildId: (import.meta.env.PUBLIC_BUILD_ID as string | undefined) ?? 'local',
  routes,
};
export default remote;
