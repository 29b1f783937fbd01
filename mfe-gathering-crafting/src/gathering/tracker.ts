/**
 * The gathering action trackers (spec 001 §3: actions and resources per gathering skill, kept on
 * the device) and the drops of the latest gathering tick. Both are fed by the bus `tick` event,
 * listened to once when this module loads, so they count while any screen shows.
 */
import type { GatheringResult, GatheringSkillId, ItemAmount } from '@idle/contracts';
import { bus } from '@idle/events';
import { GATHERING_SKILL_IDS } from '@idle/game-rules';
import { $action, $lastTick, devicePreference } from '@idle/state';
import { atom } from 'nanostores';

export interface GatheringTracker {
  /** Gathering actions counted since the last reset. */
  actions: number;
  /** Resources those actions gave. */
  resources: number;
}

export type GatheringTrackers = Partial<Record<GatheringSkillId, GatheringTracker>>;

export const EMPTY_GATHERING_TRACKER: GatheringTracker = { actions: 0, resources: 0 };

/** The device preference key of the trackers (stored under `idle:gatheringTrackers`). */
export const GATHERING_TRACKERS_KEY = 'gatheringTrackers';

export function isGatheringSkill(action: unknown): action is GatheringSkillId {
  return (GATHERING_SKILL_IDS as readonly unknown[]).includes(action);
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/** Keeps the well-formed tracker of each gathering skill; anything else is dropped. */
export function decodeGatheringTrackers(stored: unknown): GatheringTrackers | undefined {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return undefined;
  const trackers: GatheringTrackers = {};
  for (const skill of GATHERING_SKILL_IDS) {
    const entry: unknown = (stored as Record<string, unknown>)[skill];
    if (typeof entry !== 'object' || entry === null) continue;
    const { actions, resources } = entry as Record<string, unknown>;
    if (isCount(actions) && Number.isInteger(actions) && isCount(resources)) {
      trackers[skill] = { actions, resources };
    }
  }
  return trackers;
}

/** The trackers of this device, by gathering skill. */
export const $gatheringTrackers = devicePreference<GatheringTrackers>(
  GATHERING_TRACKERS_KEY,
  {},
  { decode: decodeGatheringTrackers },
);

/** The drops of the latest gathering tick (the tick answer's `drops`). */
export const $gatheringDrops = atom<readonly ItemAmount[]>([]);

/** The tracker of `skill`, zero when none was kept. */
export function trackerOf(trackers: GatheringTrackers, skill: GatheringSkillId): GatheringTracker {
  return trackers[skill] ?? EMPTY_GATHERING_TRACKER;
}

/** Counts one gathering action of `skill` that gave `resources`. */
export function countGatheringAction(skill: GatheringSkillId, resources: number): void {
  const trackers = $gatheringTrackers.get();
  const current = trackerOf(trackers, skill);
  $gatheringTrackers.set({
    ...trackers,
    [skill]: {
      actions: current.actions + 1,
      resources: current.resources + (isCount(resources) ? resources : 0),
    },
  });
}

/** Starts the tracker of `skill` again from zero. */
export function resetGatheringTracker(skill: GatheringSkillId): void {
  $gatheringTrackers.set({ ...$gatheringTrackers.get(), [skill]: EMPTY_GATHERING_TRACKER });
}

/**
 * This module may load after the first tick of an action arrived (the shell shows the result
 * screen while this remote is still loading): that tick, still the latest, is counted now.
 */
export function countTickBeforeLoad(): void {
  const { type, status } = $action.get();
  if (!isGatheringSkill(type) || status === 'idle' || status === 'stopped') return;
  const result = $lastTick.get()[type] as Partial<GatheringResult> | undefined;
  if (result?.resource) countGatheringAction(type, result.resource.amount);
}
countTickBeforeLoad();

bus.on('tick', ({ action, answer }) => {
  if (!isGatheringSkill(action)) return;
  $gatheringDrops.set(Array.isArray(answer.drops) ? answer.drops : []);
  // A tick without a result (a refused start, a stop) gathered nothing.
  if (answer.data === undefined) return;
  const result = answer.data as Partial<GatheringResult>;
  countGatheringAction(action, result.resource?.amount ?? 0);
});
bus.on('startAction', ({ action }) => {
  if (isGatheringSkill(action)) $gatheringDrops.set([]);
});
