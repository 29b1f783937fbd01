/**
 * The plot (`land.php load`) and its changes: buying and upgrading it. The raids, personnel and
 * portals read only on a plot: `usePlotQuery` asks the land first and their own load once it
 * says there is one (the land answer is shared with /land through the cache: one request).
 */
import { api, queryCache, type ServerData, useQuery } from '@idle/api-client';
import { ENDPOINTS, type LandData, type LoadLandAnswer } from '@idle/contracts';
import { $land, applyItemChanges } from '@idle/state';

/** What a land page holds once there is a plot; null without one (nothing was refused). */
export type WithPlot<Data> = Data | null;

/** The plot, or `landData: null` without one. */
export function useLand(): ServerData<LoadLandAnswer> {
  return useQuery(ENDPOINTS.land.load);
}

/** Whether the land answer says the player owns a plot (false until it is known). */
export function hasPlot(land: ServerData<LoadLandAnswer>): boolean {
  return land.state.status === 'ready' && land.state.data.landData !== null;
}

const NO_PLOT = { status: 'ready', data: null } as const;

/**
 * A plot page's load (`page`, asked only once `hasPlot(land)`) as one state: the land's loading
 * or failure first (Retry asks for the land), null without a plot, then the page's own.
 */
export function onPlot<Data>(
  land: ServerData<LoadLandAnswer>,
  page: ServerData<Data>,
): ServerData<WithPlot<Data>> {
  if (land.state.status !== 'ready') return { state: land.state, reload: land.reload };
  if (land.state.data.landData === null) return { state: NO_PLOT, reload: land.reload };
  return page;
}

/** The Land panel shows the new level; a new plot has no raid. */
function showInPanel(landData: LandData, newPlot: boolean): void {
  const current = $land.get();
  $land.set({
    levelName: landData.levelData.name,
    raid: newPlot || !current ? null : current.raid,
  });
}

/** The plot as the change left it, for every screen that shows the land. */
function keepLand(landData: LandData, newPlot: boolean): void {
  showInPanel(landData, newPlot);
  queryCache.update(ENDPOINTS.land.load, undefined, (answer) => ({ ...answer, landData }));
}

/** Buys the plot: its cost leaves the inventory; the land pages show the plot. */
export async function buyPlot() {
  const answer = await api.call(ENDPOINTS.land.buyPlot);
  applyItemChanges([], answer.itemsToRemove);
  keepLand(answer.landData, true);
  return answer;
}

/** Upgrades the plot a level: its cost leaves the inventory; the land pages show the level. */
export async function upgradePlot() {
  const answer = await api.call(ENDPOINTS.land.upgradePlot);
  applyItemChanges([], answer.itemsToRemove);
  keepLand(answer.landData, false);
  return answer;
}
