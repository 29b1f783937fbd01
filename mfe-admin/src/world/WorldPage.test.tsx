import '@testing-library/jest-dom/vitest';
import { answerNever } from '@idle/test-fixtures';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleWorldState } from '../fixtures';
import { callsOf, renderAt, rows, useConsoleHarness } from '../test-support';
import {
  NO_BOSS_TEXT,
  NOBODY_ONLINE_TEXT,
  ONLINE_LOAD_FAILED_TEXT,
  timeLeftText,
  WORLD_LOADING_TEXT,
  WorldPage,
} from './WorldPage';

const harness = useConsoleHarness();

const region = (name: string) => screen.getByRole('region', { name });

async function renderLoaded(): Promise<void> {
  renderAt(<WorldPage />, '/admin/world');
  await screen.findByRole('table', { name: 'Players online' });
  await screen.findByRole('table', { name: 'World bosses' });
}

describe('WorldPage', () => {
  it('shows loading while it asks the world and the players online', () => {
    harness.answering({
      'admin.php?mod=worldState': answerNever,
      'admin.php?mod=onlinePlayers': answerNever,
    });
    renderAt(<WorldPage />, '/admin/world');
    expect(screen.getByRole('heading', { name: 'World', level: 2 })).toBeVisible();
    expect(within(region('World state')).getByRole('status')).toHaveTextContent(WORLD_LOADING_TEXT);
    expect(harness.fetch.calls.map((call) => call.mod).sort()).toEqual([
      'onlinePlayers',
      'worldState',
    ]);
  });

  it("shows the world's schedules, its bosses, the lease and who is online", async () => {
    await renderLoaded();
    const world = region('World state');
    expect(world).toHaveTextContent('+87%, 12 min 34 s left');
    expect(world).toHaveTextContent('Gathering: 12,345 / 20,000 actions');
    expect(world).toHaveTextContent('Mining, +30% resources, 7 min 0 s left');
    expect(world).toHaveTextContent('Held by game-1; this page was answered by game-2.');
    expect(rows(within(world).getByRole('table'))).toEqual([
      ['Gorgoth', 'Epic', '120', '9,500,000 / 17,000,000'],
    ]);
    expect(rows(screen.getByRole('table', { name: 'Players online' }))).toEqual([
      ['GameMaster', 'Admin', '2026-11-28 11:59 UTC'],
      ['lumberjack7', 'Player', '2026-11-28 11:59 UTC'],
    ]);
    expect(screen.getByRole('link', { name: 'lumberjack7' })).toHaveAttribute(
      'href',
      '/admin/player/408',
    );
  });

  it('says when nothing runs, no boss lives and nobody is online, on one instance', async () => {
    harness.answering({
      'admin.php?mod=worldState': sampleWorldState({
        bonusTime: { timeRemaining: 0, modifier: 0 },
        actionBonus: { kind: null, current: 0, required: 20_000 },
        gatheringEvent: null,
        worldBosses: [],
        lease: { clustered: false },
        playersOnline: 0,
      }),
      'admin.php?mod=onlinePlayers': [],
    });
    renderAt(<WorldPage />, '/admin/world');
    expect(await screen.findByText(NO_BOSS_TEXT)).toBeVisible();
    expect(await screen.findByText(NOBODY_ONLINE_TEXT)).toBeVisible();
    expect(region('World state')).toHaveTextContent('Not running');
    expect(region('World state')).toHaveTextContent('One instance: it runs the world.');
  });

  it('fails one half alone: the refusal once, its sentence with Retry', async () => {
    harness.answering({ 'admin.php?mod=onlinePlayers': { error: 'The server is busy.' } });
    renderAt(<WorldPage />, '/admin/world');
    expect(await screen.findByText(ONLINE_LOAD_FAILED_TEXT)).toBeVisible();
    expect(await screen.findByRole('table', { name: 'World bosses' })).toBeVisible();
    expect(harness.refusals).toEqual([{ kind: 'error', text: 'The server is busy.' }]);
    expect(within(region('Players online')).getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('asks both again on Refresh', async () => {
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(callsOf(harness.fetch, 'worldState')).toHaveLength(2);
    expect(callsOf(harness.fetch, 'onlinePlayers')).toHaveLength(2);
  });

  it('writes a time left in minutes and seconds', () => {
    expect(timeLeftText(59)).toBe('59 s');
    expect(timeLeftText(754)).toBe('12 min 34 s');
    expect(timeLeftText(-3)).toBe('0 s');
  });
});
