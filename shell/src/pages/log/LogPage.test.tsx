import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { BusEvents } from '@idle/contracts';
import { bus } from '@idle/events';
import { EMPTY_LOG_TEXT, PERSONAL_LOG_PAGE_SIZE, SERVER_DOWN_TEXT } from '@idle/game-rules';
import {
  answerNever,
  type FakeRequest,
  loadState,
  resetAll,
  useFakeApi,
} from '@idle/test-fixtures';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOG_LOAD_FAILED_TEXT, LogPage } from './LogPage';
import { logPage } from './fixtures';

function rows(): string[][] {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}

function pageOf(request: FakeRequest): number {
  return Number(request.params.page);
}

let errors: string[] = [];
const onNotify = (event: BusEvents['notify']) => {
  if (event.kind === 'error') errors.push(event.text);
};

beforeEach(() => {
  resetAll();
  loadState();
  errors = [];
  bus.on('notify', onNotify);
});

afterEach(() => {
  bus.off('notify', onNotify);
  cleanup();
  configureApi();
  resetAll();
});

describe('LogPage', () => {
  it('shows a loading state while the first page is on its way', () => {
    useFakeApi({ 'misc.php?mod=getLog': answerNever });
    render(<LogPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your log...');
  });

  it('asks for page 1 and lists its entries with date, time, type and expanded markup', async () => {
    const fetch = useFakeApi({ 'misc.php?mod=getLog': logPage(1, 3) });
    render(<LogPage />);
    await screen.findByRole('table');
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.calls[0]).toMatchObject({
      method: 'POST',
      path: 'misc.php',
      mod: 'getLog',
      params: { mod: 'getLog', page: '1' },
    });
    expect(rows()).toEqual([
      ['2024-03-05 14:07:09', 'Item', 'You found Troll Tooth x3.'],
      ['2024-03-05 14:06:09', 'Rare', 'Rare drop! You found Ember Core.'],
      ['2024-03-05 14:05:09', 'Message', 'You were raised to Squire. See www.idle.test/ranks.'],
    ]);
    expect(screen.getByRole('link', { name: 'www.idle.test/ranks' })).toHaveAttribute(
      'href',
      'http://www.idle.test/ranks',
    );
    // One page only: no page navigation.
    expect(screen.queryByRole('navigation', { name: 'Log pages' })).toBeNull();
  });

  it('says the log is empty when the server has no entries', async () => {
    useFakeApi({ 'misc.php?mod=getLog': logPage(1, 0) });
    render(<LogPage />);
    expect(await screen.findByText(EMPTY_LOG_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('pages through the log, 50 entries a page', async () => {
    const total = PERSONAL_LOG_PAGE_SIZE * 2 + 7;
    const fetch = useFakeApi({
      'misc.php?mod=getLog': (request: FakeRequest) => logPage(pageOf(request), total),
    });
    render(<LogPage />);
    await screen.findByRole('table');
    expect(rows()).toHaveLength(PERSONAL_LOG_PAGE_SIZE);
    const pages = screen.getByRole('navigation', { name: 'Log pages' });
    expect(pages).toHaveTextContent('Page 1 of 3');
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 3 of 3');
    expect(rows()).toHaveLength(7);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByText('Page 2 of 3');
    expect(fetch.calls.map(pageOf)).toEqual([1, 2, 3, 2]);
    expect(fetch.calls.every((call) => call.mod === 'getLog' && call.method === 'POST')).toBe(true);
  });

  it('shows the error with Retry when the server is down, and loads again on Retry', async () => {
    let answer: unknown = new Response('', { status: 500 });
    const fetch = useFakeApi({ 'misc.php?mod=getLog': () => answer });
    render(<LogPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LOG_LOAD_FAILED_TEXT);
    expect(alert).not.toHaveTextContent(SERVER_DOWN_TEXT);
    expect(errors).toEqual([SERVER_DOWN_TEXT]);

    answer = logPage(1, 2);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('table');
    expect(rows()).toHaveLength(2);
    expect(fetch.calls).toHaveLength(2);
  });

  it("shows the server's refusal once, as a notification, and its own words inline", async () => {
    useFakeApi({ 'misc.php?mod=getLog': { error: 'The log is resting.' } });
    render(<LogPage />);
    // The refusal shows once, as the request layer's notification; the page says it in its words.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LOG_LOAD_FAILED_TEXT);
    expect(alert).not.toHaveTextContent('The log is resting.');
    expect(errors).toEqual(['The log is resting.']);
  });
});
