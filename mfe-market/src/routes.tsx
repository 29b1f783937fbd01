/** The module the shell loads: this remote's screens by route, and what it was built against. */
import { CONTRACTS_VERSION, type RemoteRoutesModule } from '@idle/contracts';
import type { ComponentType } from 'react';
import { BlackMarketPage } from './black-market/BlackMarketPage';
import { MarketHubPage } from './hub/MarketHubPage';
import { MarketItemPage } from './item/MarketItemPage';
import { JewelMarketPage } from './jewels/JewelMarketPage';
import { YourListingsPage } from './listings/YourListingsPage';
import { SendItemsPage } from './send-items/SendItemsPage';
import { TokenStorePage } from './token-store/TokenStorePage';

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
  '/market_jewels/:gemType': JewelMarketPage,
};

const remote: RemoteRoutesModule<ComponentType> = {
  contractsVersion: CONTRACTS_VERSION,
  buildId: (import.meta.env.PUBLIC_BUILD_ID as string | undefined) ?? 'local',
  routes,
};
export default remote;
