import { describe, expect, it } from 'vitest';
import {
  addFigures,
  autosLastUntilText,
  autosRunOutAt,
  emptyFigures,
  ratePerHour,
  ratePerHourText,
} from './rates';

describe('rates', () => {
  it('adds figures item by item without changing either', () => {
    const a = { actions: 2, ms: 4000, exp: 10, gold: 5, items: { copper_ore: 3 } };
    const b = { actions: 1, ms: 2000, exp: 4, gold: 0, items: { copper_ore: 1, iron_ore: 2 } };
    expect(addFigures(a, b)).toEqual({
      actions: 3,
      ms: 6000,
      exp: 14,
      gold: 5,
      items: { copper_ore: 4, iron_ore: 2 },
    });
    expect(a.items).toEqual({ copper_ore: 3 });
    expect(addFigures(emptyFigures(), b)).toEqual(b);
  });

  it('reads an amount per hour of the time taken', () => {
    // 10 exp in two 2-second ticks: 9,000 an hour.
    expect(ratePerHour(10, 4000)).toBe(9000);
    expect(ratePerHourText(10, 4000)).toBe('9,000/h');
    expect(ratePerHour(1, 7000)).toBe(514);
    expect(ratePerHour(5, 0)).toBe(0);
  });
});

describe('Autos last until', () => {
  const lastTick = Date.UTC(2026, 10, 21, 12, 0, 0);

  it('counts one delay per Auto from the last tick', () => {
    expect(autosRunOutAt(30, 2000, lastTick)).toBe(lastTick + 60_000);
    expect(autosRunOutAt(0, 2000, lastTick)).toBeNull();
    expect(autosRunOutAt(-3, 2000, lastTick)).toBeNull();
    expect(autosRunOutAt(10, 0, lastTick)).toBeNull();
  });

  it('says the local time, and the date when it is not today', () => {
    const at = autosRunOutAt(1500, 2000, lastTick) ?? 0;
    expect(autosLastUntilText(at, lastTick, 'UTC')).toBe('Autos last until 12:50');
    expect(autosLastUntilText(at, lastTick, 'Asia/Tokyo')).toBe('Autos last until 21:50');
    const tomorrow = autosRunOutAt(40_000, 2000, lastTick) ?? 0;
    expect(autosLastUntilText(tomorrow, lastTick, 'UTC')).toBe(
      'Autos last until 10:13 on Sun 22 Nov',
    );
    // Past midnight in Tokyo, the same day in New York.
    const late = lastTick + 4 * 3_600_000;
    expect(autosLastUntilText(late, lastTick, 'Asia/Tokyo')).toBe(
      'Autos last until 01:00 on Sun 22 Nov',
    );
    expect(autosLastUntilText(late, lastTick, 'America/New_York')).toBe('Autos last until 11:00');
  });
});
