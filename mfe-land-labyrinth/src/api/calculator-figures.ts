/**
 * What the land, personnel and trinket calculators on /tools read: the plot, its personnel and
 * the trinkets, through the same keys as /land, /land/personnel and /trinkets, so a player who
 * opens the calculators asks the server once for each, whichever pages they saw before.
 */
import type { LoadState, ServerData } from '@idle/api-client';
import type { LandData, Personnel, Trinket } from '@idle/contracts';
import { useLand } from './land';
import { usePersonnel } from './personnel';
import { useTrinkets } from './trinkets';

export interface LandFigures {
  /** The plot; null without one. */
  land: LandData | null;
  /** The personnel; empty without a plot. */
  personnel: readonly Personnel[];
}

export interface TrinketFigures extends LandFigures {
  trinkets: readonly Trinket[];
}

/** The plot and its personnel (asked only with a plot, since the server refuses them without). */
export function useLandFigures(): ServerData<LandFigures> {
  const land = useLand();
  const personnel = usePersonnel();
  const { state, reload } = personnel;
  if (state.status !== 'ready') return { state, reload };
  // Ready personnel means a ready land (usePersonnel shows the land's state until then).
  if (land.state.status !== 'ready') return { state: { status: 'loading' }, reload };
  return {
    state: {
      status: 'ready',
      data: { land: land.state.data.landData, personnel: state.data?.personnel ?? [] },
    },
    reload,
  };
}

/** The land figures and the trinkets: a failure of either shows, Retry asks for both. */
export function useTrinketFigures(): ServerData<TrinketFigures> {
  const land = useLandFigures();
  const trinkets = useTrinkets();
  const reload = () => {
    land.reload();
    trinkets.reload();
  };
  const state: LoadState<TrinketFigures> =
    land.state.status !== 'ready'
      ? land.state
      : trinkets.state.status !== 'ready'
        ? trinkets.state
        : { status: 'ready', data: { ...land.state.data, trinkets: trinkets.state.data.trinkets } };
  return { state, reload };
}
