/**
 * What the crafting progress screens know of their action beyond `$lastTick`: the latest tick's
 * drops, and the message the action stopped with (a refused start comes back as a tick answer
 * with `stopAction.msg`; the shell shows it and emits `actionStopped`). Both are forgotten when
 * the action starts again.
 */
import type { ActionType, ItemAmount } from '@idle/contracts';
import { bus } from '@idle/events';
import { $lastTick } from '@idle/state';
import { useStore } from '@nanostores/react';
import { map } from 'nanostores';

export const CRAFTING_ACTIONS = [
  'runecrafting',
  'jewelcrafting',
  'jewelcrafting_create_gem',
  'alchemy',
] as const satisfies readonly ActionType[];
export type CraftingAction = (typeof CRAFTING_ACTIONS)[number];

/** Shown when a crafting action stopped without a message of the server. Ours. */
export const ACTION_STOPPED_TEXT = 'The action has stopped.';

function isCraftingAction(action: ActionType | null): action is CraftingAction {
  return action !== null && (CRAFTING_ACTIONS as readonly string[]).includes(action);
}

/** The drops of each crafting action's latest tick. */
export const $craftingDrops = map<Partial<Record<CraftingAction, readonly ItemAmount[]>>>({});
/** The message each crafting action stopped with, until it starts again. */
export const $craftingStops = map<Partial<Record<CraftingAction, string>>>({});

bus.on('tick', ({ action, answer }) => {
  if (isCraftingAction(action)) $craftingDrops.setKey(action, answer.drops ?? []);
});
bus.on('actionStopped', ({ action, msg }) => {
  if (isCraftingAction(action) && msg !== undefined) $craftingStops.setKey(action, msg);
});
bus.on('startAction', ({ action }) => {
  if (!isCraftingAction(action)) return;
  $craftingDrops.setKey(action, undefined);
  $craftingStops.setKey(action, undefined);
});

/** Forgets every drop and stop message (tests and stories). */
export function resetActionResults(): void {
  $craftingDrops.set({});
  $craftingStops.set({});
}

export interface ActionResult<Data> {
  /** The latest tick's data; undefined until the first tick answered. */
  data: Data | undefined;
  /** The latest tick's drops. */
  drops: readonly ItemAmount[];
  /** Why the action stopped, when the server said. */
  stopMessage: string | undefined;
}

/** The latest result of a crafting action, for its progress screen. */
export function useActionResult<Data>(action: CraftingAction): ActionResult<Data> {
  const lastTick = useStore($lastTick);
  const drops = useStore($craftingDrops);
  const stops = useStore($craftingStops);
  return {
    data: lastTick[action] as Data | undefined,
    drops: drops[action] ?? [],
    stopMessage: stops[action],
  };
}
