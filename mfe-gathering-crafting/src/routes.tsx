/** The module the shell loads: this remote's screens by route, and what it was built against. */
import { CONTRACTS_VERSION, type RemoteRoutesModule } from '@idle/contracts';
import type { ComponentType } from 'react';
import { AlchemyHomePage } from './alchemy/AlchemyHomePage';
import { AlchemyPage } from './alchemy/AlchemyPage';
import { CraftingPage } from './crafting/CraftingPage';
import { GatheringHomePage } from './gathering/GatheringHomePage';
import { GatheringPage } from './gathering/GatheringPage';
import { GemCreationPage } from './jewelcrafting/GemCreationPage';
import { JewelcraftingHomePage } from './jewelcrafting/JewelcraftingHomePage';
import { JewelcraftingPage } from './jewelcrafting/JewelcraftingPage';
import { JewelInventoryPage } from './jewels/JewelInventoryPage';
import { RunecraftingHomePage } from './runecrafting/RunecraftingHomePage';
import { RunecraftingPage } from './runecrafting/RunecraftingPage';

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
  '/inventory_jewels': JewelInventoryPage,
};

const remote: RemoteRoutesModule<ComponentType> = {
  contractsVersion: CONTRACTS_VERSION,
  buildId: (import.meta.env.PUBLIC_BUILD_ID as string | undefined) ?? 'local',
  routes,
};
export default remote;
