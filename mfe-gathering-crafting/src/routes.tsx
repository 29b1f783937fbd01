/** The module the shell loads: this remote's screens by route, and what it was built against. */
import { CONTRACTS_VERSION, type RemoteRoutesModule } from '@idle/contracts';
import { type ComponentType, lazy } from 'react';
// What follows the game's events (ticks, socket messages) listens from the remote's start, not
// from the first visit of the screen that shows it (the screens load with their route).
import './api/crafting';
import './crafting/action-results';
import './gathering/tracker';
import { GatheringHomePage } from './gathering/GatheringHomePage';

// The main screen comes with this module; the others load with their route, so a first visit
// fetches only the screen it opens.
const AlchemyHomePage = lazy(() =>
  import('./alchemy/AlchemyHomePage').then((module) => ({ default: module.AlchemyHomePage })),
);
const AlchemyPage = lazy(() =>
  import('./alchemy/AlchemyPage').then((module) => ({ default: module.AlchemyPage })),
);
const CraftingPage = lazy(() =>
  import('./crafting/CraftingPage').then((module) => ({ default: module.CraftingPage })),
);
const GatheringPage = lazy(() =>
  import('./gathering/GatheringPage').then((module) => ({ default: module.GatheringPage })),
);
const GemCreationPage = lazy(() =>
  import('./jewelcrafting/GemCreationPage').then((module) => ({ default: module.GemCreationPage })),
);
const JewelcraftingHomePage = lazy(() =>
  import('./jewelcrafting/JewelcraftingHomePage').then((module) => ({
    default: module.JewelcraftingHomePage,
  })),
);
const JewelcraftingPage = lazy(() =>
  import('./jewelcrafting/JewelcraftingPage').then((module) => ({
    default: module.JewelcraftingPage,
  })),
);
const InventoryPage = lazy(() =>
  import('./inventory/InventoryPage').then((module) => ({ default: module.InventoryPage })),
);
const JewelInventoryPage = lazy(() =>
  import('./jewels/JewelInventoryPage').then((module) => ({ default: module.JewelInventoryPage })),
);
const RunecraftingHomePage = lazy(() =>
  import('./runecrafting/RunecraftingHomePage').then((module) => ({
    default: module.RunecraftingHomePage,
  })),
);
const RunecraftingPage = lazy(() =>
  import('./runecrafting/RunecraftingPage').then((module) => ({
    default: module.RunecraftingPage,
  })),
);

export const routes: RemoteRoutesModule<ComponentType>['routes'] = {
  '/gathering/areas': GatheringHomePage,
  '/gathering': GatheringPage,
  '/crafting': CraftingPage,
  '/runecrafting_home': RunecraftingHomePage,
  '/runecrafting': RunecraftingPage,
  '/jewelcrafting_home': JewelcraftingHomePage,
  '/jewelcrafting': JewelcraftingPage,
  '/jewelcrafting_create_gem': GemCreationPage,
  '/alchemy_home': AlchemyHomePage,
  '/alchemy': AlchemyPage,
  '/inventory': InventoryPage,
  '/inventory_jewels': JewelInventoryPage,
};

const remote: RemoteRoutesModule<ComponentType> = {
  contractsVersion: CONTRACTS_VERSION,
  buildId: (import.meta.env.PUBLIC_BUILD_ID as string | undefined) ?? 'local',
  routes,
};
export default remote;
