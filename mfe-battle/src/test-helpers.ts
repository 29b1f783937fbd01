/** Helpers of the battle remote's component tests: reading tables and definition lists. */
import { within } from '@testing-library/react';

/** The cells of the table row that contains `text`. */
export function rowOf(table: HTMLElement, text: string): string[] {
  const cell = within(table).getByText(text, { selector: 'td, td *' });
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return Array.from(row.querySelectorAll('td'), (td) => td.textContent.trim());
}

/** Every row of a table whose first (or `column`) cell is `text`. */
export function rowsOf(table: HTMLElement, text: string, column = 0): string[][] {
  return allRows(table).filter((cells) => cells[column] === text);
}

/** The text of every cell of every body row. */
export function allRows(table: HTMLElement): string[][] {
  return Array.from(table.querySelectorAll('tbody tr'), (row) =>
    Array.from(row.querySelectorAll('td'), (td) => td.textContent.trim()),
  );
}

/** The text of the <dd> that follows the <dt> `term` inside `scope`. */
export function definition(scope: HTMLElement, term: string): string | null {
  const dt = within(scope).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent.trim() ?? null;
}

/** Whether `scope` has a <dt> `term`. */
export function hasTerm(scope: HTMLElement, term: string): boolean {
  return within(scope).queryByText(term, { selector: 'dt' }) !== null;
}

const waiting: ((response: Response) => void)[] = [];

/** A fake server's answer that does not come while the test runs (the screen stays loading). */
export function unanswered(): Promise<Response> {
  return new Promise((resolve) => {
    waiting.push(resolve);
  });
}

/**
 * Ends the requests left `unanswered` (as "Server is down."): the query cache would otherwise
 * keep waiting for such a load in the next test, as a load in flight outlives `configureApi`.
 */
export async function settleUnanswered(): Promise<void> {
  for (const resolve of waiting.splice(0)) resolve(new Response('', { status: 404 }));
  await new Promise((resolve) => setTimeout(resolve, 0));
}
