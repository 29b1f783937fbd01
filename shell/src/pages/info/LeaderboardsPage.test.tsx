import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import { answerNever, loadState, resetAll, useFakeApi } from '@idle/test-fixtures';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  LEADERBOARDS_FAILED_TEXT,
  LeaderboardsPage,
  NO_LEADERBOARDS_TEXT,
} from './LeaderboardsPage';
import { sampleLeaderboards } from './fixtures';
import { collectErrors, renderAt } from './testing';

let notices: ReturnType<typeof collectErrors>;

beforeEach(() => {
  resetAll();
  loadState();
  notices = collectErrors();
});

afterEach(() => {
  notices.stop();
  cleanup();
  configureApi();
  resetAll();
});

describe('LeaderboardsPage', () => {
  it('shows a loading state while the categories are on their way', () => {
    useFakeApi({ 'misc.php?mod=leaderboards': answerNever });
    renderAt(<LeaderboardsPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading leaderboards...');
  });

  it('asks for the categories without an id and links each to its board', async () => {
    const fetch = useFakeApi({ 'misc.php?mod=leaderboards': sampleLeaderboards() });
    const { router } = renderAt(<LeaderboardsPage />, '/leaderboards');
    const nav = await screen.findByRole('navigation', { name: 'Leaderboard categories' });
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.calls[0]).toMatchObject({
      method: 'POST',
      path: 'misc.php',
      params: { mod: 'leaderboards' },
    });
    expect(fetch.calls[0]?.params).not.toHaveProperty('id');
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Total actions', '/leaderboard/1'],
      ['Mobs killed', '/leaderboard/2'],
      ['Mining level', '/leaderboard/3'],
    ]);
    await userEvent.click(within(nav).getByRole('link', { name: 'Mining level' }));
    expect(router.state.location.pathname).toBe('/leaderboard/3');
  });

  it('says when there are no leaderboards', async () => {
    useFakeApi({ 'misc.php?mod=leaderboards': { categories: [], board: null } });
    renderAt(<LeaderboardsPage />);
    expect(await screen.findByText(NO_LEADERBOARDS_TEXT)).toBeInTheDocument();
  });

  it('shows a failure with Retry, and loads again on Retry', async () => {
    let fail = true;
    const fetch = useFakeApi({
      'misc.php?mod=leaderboards': () =>
        fail ? { error: 'Boards are resting.' } : sampleLeaderboards(),
    });
    renderAt(<LeaderboardsPage />);
    // The refusal shows once, as the request layer's notification; the page says it in its words.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LEADERBOARDS_FAILED_TEXT);
    expect(alert).not.toHaveTextContent('Boards are resting.');
    expect(notices.errors).toEqual(['Boards are resting.']);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Total actions' })).toBeInTheDocument();
    expect(fetch.calls).toHaveLength(2);
  });
});
