/**
 * The 13 panels of the main grid and when each shows (spec 000 sections 1 and 4). The collapsed
 * state of each is remembered per device, by panel id.
 */
import type { GatheringEvent, Misc } from '@idle/contracts';
import { bonusTimeVisible } from '@idle/game-rules';

export const PANELS = [
  { id: 'attributes', title: 'Attributes', side: 'left' },
  { id: 'masteries', title: 'Masteries', side: 'left' },
  { id: 'land', title: 'Land', side: 'left' },
  { id: 'skills', title: 'Skills', side: 'left' },
  { id: 'currentAction', title: 'Current Action', side: 'left' },
  { id: 'event', title: 'Event', side: 'right' },
  { id: 'bonusTime', title: 'Bonus Time', side: 'right' },
  { id: 'effects', title: 'Effects', side: 'right' },
  { id: 'bosses', title: 'Bosses', side: 'right' },
  { id: 'labyrinthChest', title: 'Labyrinth Reward Chest', side: 'right' },
  { id: 'equipment', title: 'Equipment', side: 'right' },
  { id: 'actionBonus', title: 'Action Bonus', side: 'right' },
  { id: 'log', title: 'Log', side: 'left' },
] as const;

export type PanelId = (typeof PANELS)[number]['id'];

export interface PanelConditions {
  misc: Pick<Misc, 'bonusTime' | 'potions'> | null;
  /** A gathering event runs and counts down (see `eventRunning`). */
  hasEvent: boolean;
  /** Land data exists (the player owns a plot). */
  hasLand: boolean;
  /** Labyrinth rewards: null when there is no chest, [] when it waits to be opened. */
  labyrinthRewards: readonly unknown[] | null;
  /** A boost runs (the Effects panel lists boosts beside potions). */
  boostRunning?: boolean;
}

/** The Event panel shows while an event exists and counts down (spec 000 section 4). */
export function eventRunning(event: Pick<GatheringEvent, 'timeRemaining'> | null): boolean {
  return event !== null && event.timeRemaining > 0;
}

/** Which panels show now. */
export function visiblePanels(conditions: PanelConditions): Set<PanelId> {
  const visible = new Set<PanelId>(PANELS.map((panel) => panel.id));
  if (!conditions.hasLand) visible.delete('land');
  if (!conditions.hasEvent) visible.delete('event');
  if (!conditions.misc || !bonusTimeVisible(conditions.misc.bonusTime.timeRemaining))
    visible.delete('bonusTime');
  const potions = conditions.misc ? Object.values(conditions.misc.potions) : [];
  if (!conditions.boostRunning && !potions.some(([, remaining]) => remaining > 0)) {
    visible.delete('effects');
  }
  if (conditions.labyrinthRewards === null) visible.delete('labyrinthChest');
  return visible;
}
