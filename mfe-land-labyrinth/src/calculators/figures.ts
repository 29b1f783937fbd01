/**
 * What the land and trinket calculators read from the server: the plot and its personnel (only
 * with a plot, since the server refuses them without one), and the player's trinkets.
 */
import { api } from '@idle/api-client';
import { ENDPOINTS, type LandData, type Personnel, type Trinket } from '@idle/contracts';

export interface LandFigures {
  /** The plot; null without one. */
  land: LandData | null;
  /** The personnel; empty without a plot. */
  personnel: readonly Personnel[];
}

export interface TrinketFigures extends LandFigures {
  trinkets: readonly Trinket[];
}

export async function loadLandFigures(): Promise<LandFigures> {
  const { landData } = await api.call(ENDPOINTS.land.load);
  const personnel =
    landData === null ? [] : (await api.call(ENDPOINTS.land.loadPersonnel)).personnel;
  return { land: landData, personnel };
}

export async function loadTrinketFigures(): Promise<TrinketFigures> {
  const [land, trinkets] = await Promise.all([
    loadLandFigures(),
    api.call(ENDPOINTS.trinkets.loadTrinkets),
  ]);
  return { ...land, trinkets: trinkets.trinkets };
}
