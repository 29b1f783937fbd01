/** Helpers of the crafting screens' component tests. */
import type { ActionType, TickAnswer } from '@idle/contracts';
import { bus } from '@idle/events';
import { applyTick } from '@idle/state';
import { act, within } from '@testing-library/react';

/** The text of the <dd> that follows the <dt> `term` inside `scope`. */
export function definition(scope: HTMLElement, term: string): string | null {
  const dt = within(scope).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent.trim() ?? null;
}

/** Whether `scope` has a <dt> `term`. */
export function hasTerm(scope: HTMLElement, term: string): boolean {
  return within(scope).queryByText(term, { selector: 'dt' }) !== null;
}

/** What the shell's action loop does with a tick: apply it to the stores, then emit it. */
export function deliver(action: ActionType, data: unknown, extra: Partial<TickAnswer> = {}): void {
  act(() => {
    const answer: TickAnswer = { delay: 2000, autos: 140, data, ...extra };
    applyTick(action, answer);
    bus.emit('tick', { action, answer });
  });
}

/** What the shell does when a start is refused: the tick answer's message, action stopped. */
export function refuse(action: ActionType, msg: string): void {
  act(() => {
    bus.emit('actionStopped', { action, msg });
  });
}
