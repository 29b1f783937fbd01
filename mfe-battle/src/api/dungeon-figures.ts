/**
 * What the dungeon planner on /tools reads: the dungeons, the token store and the personnel (for
 * the dungeon keeper). The keys are the ones /dungeons, the token store and the land remote ask
 * for, so the cache asks the server once for each across the remotes.
 */
import { type LoadState, type ServerData, useQuery } from '@idle/api-client';
import {
  type DungeonData,
  ENDPOINTS,
  type Personnel,
  type TokenStoreAnswer,
} from '@idle/contracts';
import { useDungeons } from './dungeons';

export interface DungeonFigures {
  dungeons: readonly DungeonData[];
  tokenStore: TokenStoreAnswer;
  /** The personnel, for the dungeon keeper; empty without a plot (the server refuses them). */
  personnel: readonly Personnel[];
}

/** The planner's figures: the first failure shows, and Retry asks again for what failed. */
export function useDungeonFigures(): ServerData<DungeonFigures> {
  const land = useQuery(ENDPOINTS.land.load);
  const dungeons = useDungeons();
  const tokenStore = useQuery(ENDPOINTS.tokenStore.tokenStore);
  const onPlot = land.state.status === 'ready' && land.state.data.landData !== null;
  const personnel = useQuery(ENDPOINTS.land.loadPersonnel, undefined, { enabled: onPlot });
  const loads = [land, dungeons, tokenStore, ...(onPlot ? [personnel] : [])];
  const reload = () => {
    for (const load of loads) if (load.state.status === 'error') load.reload();
  };
  const unready = loads.find((load) => load.state.status !== 'ready');
  let state: LoadState<DungeonFigures>;
  if (unready !== undefined) {
    state = unready.state.status === 'error' ? unready.state : { status: 'loading' };
  } else if (dungeons.state.status === 'ready' && tokenStore.state.status === 'ready') {
    state = {
      status: 'ready',
      data: {
        dungeons: dungeons.state.data.dungeons,
        tokenStore: tokenStore.state.data,
        personnel: personnel.state.status === 'ready' ? personnel.state.data.personnel : [],
      },
    };
  } else {
    state = { status: 'loading' };
  }
  return { state, reload };
}
