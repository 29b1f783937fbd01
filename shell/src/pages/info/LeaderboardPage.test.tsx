import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import {
  answerNever,
  type FakeRequest,
  loadState,
  resetAll,
  useFakeApi,
} from '@idle/test-fixtures';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  EMPTY_LEADERBOARD_TEXT,
  LEADERBOARD_FAILED_TEXT,
  LeaderboardPage,
  UNKNOWN_LEADERBOARD_TEXT,
} from './LeaderboardPage';
import { LeaderboardsPage } from './LeaderboardsPage';
import { sampleLeaderboards } from './fixtures';
import { collectErrors } from './testing';

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

/** Each body row of the board as it reads: rank, player, value. */
function boardRows(): string[][] {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent.replace(/\s+/g, ' ').trim()),
    );
}

/** The board page as the router gives it its id. */
function BoardRoute() {
  const { id } = useParams();
  return <LeaderboardPage id={Number(id)} />;
}

function renderBoard(id: number) {
  const router = createMemoryRouter(
    [
      { path: '/leaderboard/:id', element: <BoardRoute /> },
      { path: '/leaderboards', element: <LeaderboardsPage /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [`/leaderboard/${String(id)}`] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('LeaderboardPage', () => {
  it('shows a loading state while the board is on its way', () => {
    useFakeApi({ 'misc.php?mod=leaderboards': answerNever });
    renderBoard(2);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the leaderboard...');
  });

  it('asks for the board by id and shows rank, player with rank name and Mod/Admin, and value', async () => {
    const fetch = useFakeApi({
      'misc.php?mod=leaderboards': (request: FakeRequest) =>
        sampleLeaderboards(Number(request.params.id)),
    });
    renderBoard(2);
    expect(await screen.findByRole('heading', { name: 'Mobs killed' })).toBeInTheDocument();
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.calls[0]).toMatchObject({
      method: 'POST',
      path: 'misc.php',
      params: { mod: 'leaderboards', id: '2' },
    });
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Rank', 'Player', 'Mobs killed']);
    expect(boardRows()).toEqual([
      ['1', 'King GameMaster Admin', '9,876,543'],
      ['2', 'Duke Warden_Ann Mod', '1,234,567'],
      ['3', 'Squire Hero_1 (you)', '45,000'],
      ['4', 'Peasant lumberjack7', '999'],
    ]);
    expect(screen.getByRole('link', { name: 'Warden_Ann' })).toHaveAttribute(
      'href',
      '/player_profile/17',
    );
  });

  it("highlights the player's own row only", async () => {
    useFakeApi({ 'misc.php?mod=leaderboards': sampleLeaderboards(1) });
    renderBoard(1);
    await screen.findByRole('table');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    const own = rows.filter((row) => row.getAttribute('aria-current') === 'true');
    expect(own).toHaveLength(1);
    expect(own[0]).toHaveTextContent('Hero_1');
    expect(own[0]?.className).toMatch(/ownRow/);
    expect(rows[0]?.className ?? '').not.toMatch(/ownRow/);
  });

  it('shows the categories beside the board, the current one marked, and switches boards', async () => {
    const fetch = useFakeApi({
      'misc.php?mod=leaderboards': (request: FakeRequest) =>
        sampleLeaderboards(Number(request.params.id)),
    });
    const router = renderBoard(1);
    const nav = await screen.findByRole('navigation', { name: 'Leaderboard categories' });
    expect(within(nav).getByRole('link', { name: 'Total actions' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(nav).getByRole('link', { name: 'Mining level' }));
    expect(router.state.location.pathname).toBe('/leaderboard/3');
    expect(await screen.findByRole('heading', { name: 'Mining level' })).toBeInTheDocument();
    expect(fetch.calls.map((call) => call.params.id)).toEqual(['1', '3']);
  });

  it('links back to all leaderboards', async () => {
    useFakeApi({ 'misc.php?mod=leaderboards': sampleLeaderboards(1) });
    const router = renderBoard(1);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('link', { name: 'All leaderboards' }));
    expect(router.state.location.pathname).toBe('/leaderboards');
  });

  it('says when nobody is ranked yet', async () => {
    const answer = sampleLeaderboards(1);
    useFakeApi({
      'misc.php?mod=leaderboards': { ...answer, board: { id: 1, name: 'Total actions', rows: [] } },
    });
    renderBoard(1);
    expect(await screen.findByText(EMPTY_LEADERBOARD_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the refusal of an unknown id once, as the request layer did', async () => {
    useFakeApi({ 'misc.php?mod=leaderboards': { error: 'There is no such leaderboard.' } });
    renderBoard(99);
    // The refusal shows once, as the request layer's notification; the page says it in its words.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LEADERBOARD_FAILED_TEXT);
    expect(alert).not.toHaveTextContent('There is no such leaderboard.');
    expect(notices.errors).toEqual(['There is no such leaderboard.']);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows an error state when the answer has no board', async () => {
    useFakeApi({ 'misc.php?mod=leaderboards': sampleLeaderboards() });
    renderBoard(99);
    expect(await screen.findByRole('alert')).toHaveTextContent(UNKNOWN_LEADERBOARD_TEXT);
  });

  it('loads again on Retry', async () => {
    let fail = true;
    useFakeApi({
      'misc.php?mod=leaderboards': () =>
        fail ? new Response('', { status: 500 }) : sampleLeaderboards(1),
    });
    renderBoard(1);
    expect(await screen.findByRole('alert')).toHaveTextContent(LEADERBOARD_FAILED_TEXT);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
