import '@testing-library/jest-dom/vitest';
import { answerNever } from '@idle/test-fixtures';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsOf, renderAt, rows, useConsoleHarness } from '../test-support';
import {
  BEFORE_SEARCH_TEXT,
  NO_NAME_TEXT,
  noPlayersText,
  PLAYERS_LOAD_FAILED_TEXT,
  PLAYERS_LOADING_TEXT,
  PlayersPage,
} from './PlayersPage';

const harness = useConsoleHarness();

const found = () => screen.getByRole('region', { name: 'Found' });

async function search(name: string): Promise<void> {
  await userEvent.type(screen.getByLabelText('Name starts with'), name);
  await userEvent.click(screen.getByRole('button', { name: 'Find' }));
}

describe('PlayersPage', () => {
  it('asks nothing before a search, and says what to do', () => {
    renderAt(<PlayersPage />, '/admin/players');
    expect(screen.getByRole('heading', { name: 'Players', level: 2 })).toBeVisible();
    expect(found()).toHaveTextContent(BEFORE_SEARCH_TEXT);
    expect(harness.fetch.calls).toEqual([]);
  });

  it('names an empty search and sends nothing', async () => {
    renderAt(<PlayersPage />, '/admin/players');
    await search('   ');
    expect(screen.getByRole('search')).toHaveTextContent(NO_NAME_TEXT);
    expect(harness.fetch.calls).toEqual([]);
  });

  it('shows loading while it asks findPlayers with the trimmed start of a name', async () => {
    harness.answering({ 'admin.php?mod=findPlayers': answerNever });
    renderAt(<PlayersPage />, '/admin/players');
    await search(' lumb ');
    expect(within(found()).getByRole('status')).toHaveTextContent(PLAYERS_LOADING_TEXT);
    expect(callsOf(harness.fetch, 'findPlayers')).toEqual([{ mod: 'findPlayers', prefix: 'lumb' }]);
  });

  it('lists the players found, each leading to their page', async () => {
    const router = renderAt(<PlayersPage />, '/admin/players');
    await search('lumb');
    const table = await within(found()).findByRole('table');
    expect(rows(table)).toEqual([
      ['lumberjack7', 'Player', 'No', 'Until 2026-11-28 15:00 UTC', 'Online'],
      ['lumbering_Troll', 'Player', 'Permanent', 'No', '2026-11-11 20:00 UTC'],
    ]);
    expect(within(table).getByRole('link', { name: 'lumberjack7' })).toHaveAttribute(
      'href',
      '/admin/player/408',
    );
    expect(router.state.location.search).toBe('?name=lumb');
  });

  it('searches again from the address (the way back from a player)', async () => {
    renderAt(<PlayersPage />, '/admin/players?name=lumb', '/admin/players');
    expect(await within(found()).findByRole('table')).toBeVisible();
    expect(screen.getByLabelText('Name starts with')).toHaveValue('lumb');
  });

  it('says no player was found', async () => {
    harness.answering({ 'admin.php?mod=findPlayers': [] });
    renderAt(<PlayersPage />, '/admin/players');
    await search('zz');
    expect(await within(found()).findByText(noPlayersText('zz'))).toBeVisible();
  });

  it("shows the server's refusal once and its own sentence with Retry", async () => {
    harness.answering({ 'admin.php?mod=findPlayers': { error: 'That name is too long.' } });
    renderAt(<PlayersPage />, '/admin/players');
    await search('lumb');
    expect(await within(found()).findByText(PLAYERS_LOAD_FAILED_TEXT)).toBeVisible();
    expect(harness.refusals).toEqual([{ kind: 'error', text: 'That name is too long.' }]);
    expect(within(found()).getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
