import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { BusEvents, DungeonBattleResult } from '@idle/contracts';
import { bus } from '@idle/events';
import { applyTick, beginAction } from '@idle/state';
import { loadState, resetAll, useFakeApi, type FakeFetch } from '@idle/test-fixtures';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_SESSION } from '../analytics/combat-stats';
import { $combatSession } from '../analytics/store';
import {
  battleApiAnswers,
  battleInitialData,
  sampleDungeonBattle,
  sampleDungeonCompleted,
} from '../fixtures';
import { definition, hasTerm } from '../test-helpers';
import { DungeonBattlePage } from './DungeonBattlePage';

type Notify = BusEvents['notify'];

let notified: Notify[];
let fetch: FakeFetch;
const onNotify = (event: Notify) => notified.push(event);

const STOP_AFTER = 'Stop after completing the dungeon';

/** What the shell's action loop does with a dungeon tick: apply it, then emit it. */
function deliver(result: DungeonBattleResult): void {
  act(() => {
    const answer = { delay: 2000, autos: 140, data: result };
    applyTick('dungeoneering', answer);
    bus.emit('tick', { action: 'dungeoneering', answer });
  });
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/dungeon_battle', element: <DungeonBattlePage /> },
      { path: '/dungeons', element: <p>Dungeon list</p> },
    ],
    { initialEntries: ['/dungeon_battle'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function rooms(): { text: string; state: string | null }[] {
  const list = screen.getByRole('list', { name: 'Rooms' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => ({
      text: item.textContent.trim(),
      state: item.getAttribute('data-state'),
    }));
}

function gains(): HTMLElement {
  const dl = screen.getByText('Dungeoneering exp', { selector: 'dt' }).closest('dl');
  if (!dl) throw new Error('no gains');
  return dl;
}

beforeEach(() => {
  resetAll();
  $combatSession.set(EMPTY_SESSION);
  notified = [];
  fetch = useFakeApi(battleApiAnswers());
  loadState(battleInitialData());
  bus.on('notify', onNotify);
});

afterEach(() => {
  cleanup();
  bus.off('notify', onNotify);
  configureApi();
  resetAll();
  $combatSession.set(EMPTY_SESSION);
});

describe('DungeonBattlePage', () => {
  it('waits for the first tick, with the back link and the analytics', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Dungeon', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for current action to finish...');
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to dungeons' })).toHaveAttribute(
      'href',
      '/dungeons',
    );
    expect(screen.getByRole('region', { name: 'Combat analytics' })).toBeInTheDocument();
  });

  it('shows a won fight that moved the player on: fighters, rooms, chance, exp and the room text', () => {
    renderPage();
    deliver(sampleDungeonBattle());
    expect(screen.getByRole('heading', { name: 'Flooded Cellar' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Hero_1' })).toHaveAttribute(
      'data-outcome',
      'winner',
    );
    expect(screen.getByRole('article', { name: 'Cellar Rat Swarm' })).toHaveAttribute(
      'data-outcome',
      'loser',
    );
    expect(screen.getByText('You were victorious!')).toBeInTheDocument();
    expect(rooms()).toEqual([
      { text: '1Room 1: completed', state: 'completed' },
      { text: '2Room 2: current room', state: 'active' },
      { text: '3Room 3: not reached', state: 'incomplete' },
    ]);
    expect(screen.getByText('Room 2: current room').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(definition(gains(), 'Chance to progress')).toBe('40.00%');
    expect(definition(gains(), 'Dungeoneering exp')).toBe('+12');
    expect(definition(gains(), 'Battling exp')).toBe('+7');
    expect(screen.getByText('You progress to the next room.')).toBeVisible();
    expect(
      screen.queryByText('You have reached the end of the dungeon, and find a chest.'),
    ).toBeNull();
    expect(screen.queryByRole('region', { name: 'Chest' })).toBeNull();
  });

  it('shows the attribute gain, gold taxed and clan exp the server sent, only when sent', () => {
    renderPage();
    deliver({ ...sampleDungeonBattle(), attributeGain: 0 });
    for (const term of ['Attribute gain', 'Gold taxed', 'Clan exp']) {
      expect(within(gains()).queryByText(term)).toBeNull();
    }
    deliver({ ...sampleDungeonBattle(), attributeGain: 2, goldTaxed: 1_250, clanExp: 1 });
    expect(definition(gains(), 'Attribute gain')).toBe('+2');
    expect(definition(gains(), 'Gold taxed')).toBe('1,250');
    expect(definition(gains(), 'Clan exp')).toBe('+1');
  });

  it('shows no room text for a fight that did not move the player on', () => {
    renderPage();
    deliver(
      sampleDungeonBattle(
        { progress: false, progressChance: 123, exp: 0, currentRoom: 1 },
        { winner: 2, exp: 0 },
      ),
    );
    expect(screen.getByText('You were defeated!')).toBeInTheDocument();
    expect(screen.queryByText('You progress to the next room.')).toBeNull();
    expect(definition(gains(), 'Chance to progress')).toBe('12.30%');
    expect(definition(gains(), 'Dungeoneering exp')).toBe('+0');
    expect(rooms().map((room) => room.state)).toEqual(['active', 'incomplete', 'incomplete']);
  });

  it('shows the end, the chest and its drops once completed, and hides the chance', () => {
    renderPage();
    deliver(sampleDungeonCompleted());
    expect(
      screen.getByText('You have reached the end of the dungeon, and find a chest.'),
    ).toBeVisible();
    expect(screen.queryByText('You progress to the next room.')).toBeNull();
    expect(hasTerm(gains(), 'Chance to progress')).toBe(false);
    expect(rooms().map((room) => room.state)).toEqual(['completed', 'completed', 'completed']);
    const chest = screen.getByRole('region', { name: 'Chest' });
    expect(
      within(chest)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Gold x180', 'Weapon Component x2', 'Dungeoneering Tokens x20']);
  });

  it('says when the chest is empty', () => {
    renderPage();
    const result = sampleDungeonCompleted();
    delete result.chest;
    deliver(result);
    expect(
      within(screen.getByRole('region', { name: 'Chest' })).getByText('The chest is empty.'),
    ).toBeVisible();
  });

  it('follows the latest tick and waits again when a new action starts', () => {
    renderPage();
    deliver(sampleDungeonBattle());
    deliver(sampleDungeonCompleted());
    expect(screen.getByRole('article', { name: 'Rat King' })).toBeInTheDocument();
    act(() => {
      beginAction('dungeoneering');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for current action to finish...');
  });

  it('goes back to the dungeon list', async () => {
    const router = renderPage();
    deliver(sampleDungeonBattle());
    await userEvent.click(screen.getByRole('link', { name: 'Back to dungeons' }));
    expect(router.state.location.pathname).toBe('/dungeons');
    expect(screen.getByText('Dungeon list')).toBeVisible();
  });

  it('feeds the combat analytics with the dungeon fights', () => {
    renderPage();
    deliver(sampleDungeonBattle());
    deliver(sampleDungeonBattle({}, { winner: 2 }));
    const analytics = screen.getByRole('region', { name: 'Combat analytics' });
    expect(definition(analytics, 'Fights')).toBe('2');
    expect(definition(analytics, 'Wins')).toBe('1');
    expect(definition(analytics, 'Estimated win rate vs Cellar Rat Swarm')).toBe('50% (9-91%)');
  });
});

describe('DungeonBattlePage stop after completing', () => {
  it('starts from the tick and saves a change at once', async () => {
    renderPage();
    deliver(sampleDungeonBattle());
    const box = screen.getByRole('checkbox', { name: STOP_AFTER });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    expect(box).toBeChecked();
    await waitFor(() => {
      expect(box).toBeEnabled();
    });
    await userEvent.click(box);
    await waitFor(() => {
      expect(box).toBeEnabled();
    });
    expect(box).not.toBeChecked();
    expect(fetch.calls.map((call) => [call.method, call.path, call.params])).toEqual([
      ['POST', 'areas.php', { mod: 'dungeonStopAfter', value: '1' }],
      ['POST', 'areas.php', { mod: 'dungeonStopAfter', value: '0' }],
    ]);
    expect(notified).toEqual([]);
  });

  it('starts checked when the run stops after completing', () => {
    renderPage();
    deliver(sampleDungeonBattle({ stopAfterComplete: true }));
    expect(screen.getByRole('checkbox', { name: STOP_AFTER })).toBeChecked();
  });

  it('puts the box back when the server refuses', async () => {
    useFakeApi({ 'areas.php?mod=dungeonStopAfter': { error: 'You are not in a dungeon.' } });
    renderPage();
    deliver(sampleDungeonBattle({ stopAfterComplete: true }));
    const box = screen.getByRole('checkbox', { name: STOP_AFTER });
    await userEvent.click(box);
    await waitFor(() => {
      expect(notified).toEqual([{ kind: 'error', text: 'You are not in a dungeon.' }]);
    });
    await waitFor(() => {
      expect(box).toBeChecked();
    });
    expect(box).toBeEnabled();
  });

  it('is disabled while the change is on its way', async () => {
    let answer: (value: unknown) => void = () => undefined;
    useFakeApi({
      'areas.php?mod=dungeonStopAfter': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    renderPage();
    deliver(sampleDungeonBattle());
    const box = screen.getByRole('checkbox', { name: STOP_AFTER });
    await userEvent.click(box);
    expect(box).toBeDisabled();
    expect(box).toBeChecked();
    answer({ success: true });
    await waitFor(() => {
      expect(box).toBeEnabled();
    });
    expect(box).toBeChecked();
  });

  it('follows a later tick that carries another value', () => {
    renderPage();
    deliver(sampleDungeonBattle());
    deliver(sampleDungeonBattle({ stopAfterComplete: true }));
    expect(screen.getByRole('checkbox', { name: STOP_AFTER })).toBeChecked();
    deliver(sampleDungeonBattle({ stopAfterComplete: false }));
    expect(screen.getByRole('checkbox', { name: STOP_AFTER })).not.toBeChecked();
  });
});
