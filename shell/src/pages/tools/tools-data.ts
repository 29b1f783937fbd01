/**
 * What the tools page reads from the server: the plot, the personnel (only with a plot, since
 * the server refuses them without one), the trinkets, the dungeons, the token store and today's
 * labyrinth. The rest comes from the game state stores (tools, skills, items).
 */
import { api } from '@idle/api-client';
import {
  type DungeonData,
  ENDPOINTS,
  type LandData,
  type LoadLabyrinthAnswer,
  type LoadTrinketsAnswer,
  type Personnel,
  type TokenStoreAnswer,
} from '@idle/contracts';

export interface ToolsData {
  /** The plot; null without one. */
  land: LandData | null;
  /** The personnel; empty without a plot. */
  personnel: readonly Personnel[];
  trinkets: LoadTrinketsAnswer;
  dungeons: readonly DungeonData[];
  tokenStore: TokenStoreAnswer;
  labyrinth: LoadLabyrinthAnswer;
}

export async function loadToolsData(): Promise<ToolsData> {
  const [land, trinkets, dungeons, tokenStore, labyrinth] = await Promise.all([
    api.call(ENDPOINTS.land.load),
    api.call(ENDPOINTS.trinkets.loadTrinkets),
    api.call(ENDPOINTS.dungeons.loadDungeons),
    api.call(ENDPOINTS.tokenStore.tokenStore),
    api.call(ENDPOINTS.labyrinth.loadLabyrinth),
  ]);
  const personnel =
    land.landData === null ? [] : (await api.call(ENDPOINTS.land.loadPersonnel)).personnel;
  return {
    land: land.landData,
    personnel,
    trinkets,
    dungeons: dungeons.dungeons,
    tokenStore,
    labyrinth,
  };
}
