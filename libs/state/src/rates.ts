/**
 * The rates of this session (issue 29): what each action's ticks brought since the page loaded,
 * summed from the ticks' answers (the server keeps the figures since the player's reset).
 */
import type { TrackedRates } from '@idle/contracts';
import { addFigures } from '@idle/game-rules';
import { atom } from 'nanostores';

export interface SessionRates {
  /** When the session began (the page's load, or the last logout). */
  startedAt: number;
  /** Every action tracked this session, in the order first ticked. */
  tracked: TrackedRates[];
  /** The action tracked by the latest tick (what runs now, while one runs). */
  latest: string | null;
}

export const $sessionRates = atom<SessionRates>({
  startedAt: Date.now(),
  tracked: [],
  latest: null,
});

/** Adds a tick's rates to its action's figures this session. */
export function addSessionRates(rates: TrackedRates): void {
  const session = $sessionRates.get();
  const found = session.tracked.find((row) => row.key === rates.key);
  const tracked = found
    ? session.tracked.map((row) =>
        row === found
          ? { ...row, name: rates.name, figures: addFigures(row.figures, rates.figures) }
          : row,
      )
    : [...session.tracked, rates];
  $sessionRates.set({ ...session, tracked, latest: rates.key });
}

/** A new session: nothing tracked since `now`. */
export function resetSessionRates(now: number = Date.now()): void {
  $sessionRates.set({ startedAt: now, tracked: [], latest: null });
}
