/**
 * The raids (`land.php loadRaids`, on a plot) and their changes: start, claim, cancel. The raid's
 * return (the device's countdown at 0, or the server's socket `raid` message) shows it returned
 * at once on every screen and asks for the list again, which brings its rewards.
 */
import { api, queryCache, type ServerData, useQuery } from '@idle/api-client';
import {
  ENDPOINTS,
  type CurrentRaid,
  type LoadRaidsAnswer,
  type Raid,
  type RaidSocketData,
} from '@idle/contracts';
import { bus } from '@idle/events';
import { $land, applyItemChanges } from '@idle/state';
import { hasPlot, onPlot, useLand, type WithPlot } from './land';

/** The current raid, the standard raids and today's scouted raids; null without a plot. */
export function useRaids(): ServerData<WithPlot<LoadRaidsAnswer>> {
  const land = useLand();
  const raids = useQuery(ENDPOINTS.land.loadRaids, undefined, { enabled: hasPlot(land) });
  return onPlot(land, raids);
}

/** The Land panel follows the raid (only once the player has a plot). */
export function showRaidInPanel(raid: CurrentRaid | null): void {
  const land = $land.get();
  if (!land) return;
  $land.set({
    ...land,
    raid:
      raid === null
        ? null
        : {
            name: raid.name,
            rarity: raid.rarity,
            ...(raid.timer === undefined ? {} : { timer: raid.timer }),
          },
  });
}

function setCurrentRaid(change: (raids: LoadRaidsAnswer) => LoadRaidsAnswer): void {
  queryCache.update(ENDPOINTS.land.loadRaids, undefined, change);
}

/**
 * Starts `raid`, at `index` in the list it was shown in (0 to 2 among the standard raids, 0 and
 * up among the scouted ones): it becomes the current raid, and a scouted raid leaves its list.
 */
export async function startRaid(raid: Raid, index: number) {
  const started = await api.call(ENDPOINTS.land.startRaid, { id: raid.id, index });
  showRaidInPanel(started.raid);
  setCurrentRaid((raids) => ({
    ...raids,
    current: started.raid,
    scouted: raids.scouted.filter((other) => other.id !== raid.id),
  }));
  return started;
}

/** Claims the returned raid's rewards into the inventory; no raid is out any more. */
export async function claimRaidRewards() {
  const claimed = await api.call(ENDPOINTS.land.endRaid);
  applyItemChanges(claimed.itemsToAdd, []);
  showRaidInPanel(null);
  setCurrentRaid((raids) => ({ ...raids, current: null }));
  return claimed;
}

/** Calls the raid back, without rewards. */
export async function cancelRaid() {
  const answer = await api.call(ENDPOINTS.land.cancelRaid);
  showRaidInPanel(null);
  setCurrentRaid((raids) => ({ ...raids, current: null }));
  return answer;
}

/**
 * The raid under way came back: it shows as returned at once, and the list is asked again for
 * its rewards (the list under way has none). A raid the cache already shows returned, or
 * another raid than `name`'s, is left as it is.
 */
export function raidReturned(name?: string): void {
  const current = queryCache.get(ENDPOINTS.land.loadRaids)?.current;
  if (current?.timer === undefined) return;
  if (name !== undefined && current.name !== name) return;
  setCurrentRaid((raids) => {
    if (raids.current === null) return raids;
    // A returned raid has no timer.
    const returned: CurrentRaid = { ...raids.current };
    delete returned.timer;
    return { ...raids, current: returned };
  });
  queryCache.invalidate(ENDPOINTS.land.loadRaids);
}

function isRaidReturnedMessage(data: unknown): data is RaidSocketData {
  if (typeof data !== 'object' || data === null) return false;
  const { stage, name } = data as Partial<RaidSocketData>;
  return stage === 'returned' && typeof name === 'string';
}

// Registered once, when the remote loads: the raids list follows the server's word whether the
// raids screen is open or not (the Land panel follows it through @idle/state).
bus.on('socket', ({ type, data }) => {
  if (type === 'raid' && isRaidReturnedMessage(data)) raidReturned(data.name);
});
