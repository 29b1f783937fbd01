/** Helpers the home page's tests share. */
import { $notifications } from '@idle/state';
import { screen, within } from '@testing-library/react';

/** A section of the home page, by its heading. */
export function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

/** The cell texts of each body row of a table in `container`. */
export function rowsOf(container: HTMLElement, tableName?: string): string[][] {
  const table =
    tableName === undefined
      ? within(container).getByRole('table')
      : within(container).getByRole('table', { name: tableName });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}

/** The texts of the notifications shown. */
export function notificationTexts(): string[] {
  return $notifications.get().map((entry) => `${entry.kind}: ${entry.text}`);
}

/** An answer the test releases when it wants, to look at the page while the call is in flight. */
export function deferred<Value>(): { promise: Promise<Value>; resolve: (value: Value) => void } {
  let resolve!: (value: Value) => void;
  const promise = new Promise<Value>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
