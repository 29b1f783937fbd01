/**
 * What the console's tests share: a fake server of admin answers, the refusals the request layer
 * shows (the bus's error notifications) and the successes, and a page rendered at a route.
 * Never imported by production code.
 */
import { configureApi } from '@idle/api-client';
import type { AdminPlayerDetail, BusEvents } from '@idle/contracts';
import { bus } from '@idle/events';
import { $notifications } from '@idle/state';
import {
  loadState,
  resetAll,
  sampleInitialData,
  useFakeApi,
  type FakeFetch,
} from '@idle/test-fixtures';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach } from 'vitest';
import { adminApiAnswers } from './fixtures';

export interface Harness {
  fetch: FakeFetch;
  /** The error notifications of the request layer (the server's refusals), in order. */
  refusals: BusEvents['notify'][];
}

/** Installs a fresh fake server and stores before each test; `answering` changes answers. */
export function useConsoleHarness(): Harness & {
  answering: (answers?: Record<string, unknown>, player?: AdminPlayerDetail) => void;
} {
  const harness = {
    fetch: undefined as unknown as FakeFetch,
    refusals: [] as BusEvents['notify'][],
    /** The fake server, with `answers` in place of its own and `player` as the player kept. */
    answering(answers: Record<string, unknown> = {}, player?: AdminPlayerDetail) {
      harness.fetch = useFakeApi({ ...adminApiAnswers(player), ...answers });
    },
  };
  const onNotify = (event: BusEvents['notify']) => harness.refusals.push(event);
  beforeEach(() => {
    resetAll();
    harness.refusals = [];
    bus.on('notify', onNotify);
    harness.answering();
    loadState(sampleInitialData());
  });
  afterEach(() => {
    cleanup();
    bus.off('notify', onNotify);
    configureApi();
    resetAll();
  });
  return harness;
}

/** The success notifications shown, as [kind, text]. */
export function shown(): [string, string][] {
  return $notifications.get().map((entry) => [entry.kind, entry.text]);
}

/** The calls of one mod, with their fields. */
export function callsOf(fetch: FakeFetch, mod: string): Record<string, string>[] {
  return fetch.calls.filter((call) => call.mod === mod).map((call) => call.params);
}

/** Renders `element` at `path` (the route `pattern`) in a router of its own; returns the router. */
export function renderAt(
  element: ReactElement,
  path: string,
  pattern = path.split('?')[0] ?? path,
) {
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** The texts of each body row's cells of `table`. */
export function rows(table: HTMLElement): string[][] {
  return Array.from(table.querySelectorAll('tbody tr'), (row) =>
    Array.from(row.querySelectorAll('td'), (cell) => cell.textContent.trim()),
  );
}
