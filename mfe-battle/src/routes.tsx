/** The module the shell loads: this remote's screens by route, and what it was built against. */
import { CONTRACTS_VERSION, type RemoteRoutesModule } from '@idle/contracts';
import type { ComponentType } from 'react';
import { AreasPage } from './areas/AreasPage';
import { BattlePage } from './battle/BattlePage';
import { BossBattlePage } from './boss/BossBattlePage';
import { DungeonBattlePage } from './dungeons/DungeonBattlePage';
import { DungeonsPage } from './dungeons/DungeonsPage';
import { HeroicUpgradesPage } from './heroic/HeroicUpgradesPage';

export const routes: RemoteRoutesModule<ComponentType>['routes'] = {
  '/areas': AreasPage,
  '/battle': BattlePage,
  '/dungeons': DungeonsPage,
  '/dungeon_battle': DungeonBattlePage,
  '/boss_battle': BossBattlePage,
  '/heroic_upgrades': HeroicUpgradesPage,
};

const remote: RemoteRoutesModule<ComponentType> = {
  contractsVersion: CONTRACTS_VERSION,
  buildId: (import.meta.env.PUBLIC_BUILD_ID as string | undefined) ?? 'local',
  routes,
};
export default remote;
