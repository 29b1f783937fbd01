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
