import { describe, expect, it } from 'vitest';
import { eventRunning, PANELS, visiblePanels, type PanelConditions } from './panel-rules';

const quiet: PanelConditions = {
  misc: { bonusTime: { timeRemaining: 0, modifier: 0 }, potions: {} },
  hasEvent: false,
  hasLand: false,
  labyrinthRewards: null,
};

describe('panel visibility', () => {
  it('has the 13 panels of the spec', () => {
    expect(PANELS.map((panel) => panel.title)).toEqual([
      'Attributes',
      'Masteries',
      'Land',
      'Skills',
      'Current Action',
      'Event',
      'Bonus Time',
      'Effects',
      'Bosses',
      'Labyrinth Reward Chest',
      'Equipment',
      'Action Bonus',
      'Log',
    ]);
  });

  it('hides the conditional panels when nothing calls for them', () => {
    expect([...visiblePanels(quiet)].sort()).toEqual(
      [
        'actionBonus',
        'attributes',
        'bosses',
        'currentAction',
        'equipment',
        'log',
        'masteries',
        'skills',
      ].sort(),
    );
  });

  it('shows Bonus Time while time remains, Effects while a potion lasts, Event, Land and the chest', () => {
    const visible = visiblePanels({
      misc: {
        bonusTime: { timeRemaining: 1, modifier: 10 },
        potions: { speed_potion: [5, 0], luck_potion: [2, 3] },
      },
      hasEvent: true,
      hasLand: true,
      labyrinthRewards: [],
    });
    for (const id of ['bonusTime', 'effects', 'event', 'land', 'labyrinthChest'] as const)
      expect(visible.has(id)).toBe(true);
  });

  it('shows Event only while an event exists and counts down', () => {
    expect(eventRunning(null)).toBe(false);
    expect(eventRunning({ timeRemaining: 0 })).toBe(false);
    expect(eventRunning({ timeRemaining: 1 })).toBe(true);
    expect(visiblePanels({ ...quiet, hasEvent: true }).has('event')).toBe(true);
    expect(visiblePanels({ ...quiet, hasEvent: false }).has('event')).toBe(false);
  });

  it('keeps Effects hidden when every potion has run out', () => {
    const visible = visiblePanels({
      ...quiet,
      misc: { bonusTime: { timeRemaining: 0, modifier: 0 }, potions: { a: [5, 0] } },
    });
    expect(visible.has('effects')).toBe(false);
  });
});
