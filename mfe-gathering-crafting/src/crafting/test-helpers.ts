/** Helpers of the crafting screens' component tests. */
import { queryCache } from '@idle/api-client';
import {
  ENDPOINTS,
  type ActionType,
  type LoadCraftingAnswer,
  type RuneFlags,
  type TickAnswer,
} from '@idle/contracts';
import { bus } from '@idle/events';
import { applyTick } from '@idle/state';
import type { FakeFetch } from '@idle/test-fixtures';
import { act, renderHook, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { useCrafting } from '../api';

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

/** The `loadCrafting` answer the query cache keeps, or null. */
export function keptCrafting(): LoadCraftingAnswer | null {
  return queryCache.get(ENDPOINTS.crafting.loadCrafting) ?? null;
}

/** The runecrafting flags of the kept `loadCrafting` answer, or null. */
export function keptRuneFlags(): RuneFlags | null {
  return keptCrafting()?.runeFlags ?? null;
}

/**
 * What a crafting home screen opened first leaves behind: the fake server's `loadCrafting`
 * answer kept in the query cache. The load is then forgotten from `fetch.calls`.
 */
export async function keepCrafting(fetch: FakeFetch): Promise<void> {
  const { result, unmount } = renderHook(() => useCrafting());
  await waitFor(() => {
    expect(result.current.state.status).toBe('ready');
  });
  unmount();
  fetch.calls.splice(0);
}
