import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { ActionType, LoadDungeonsAnswer } from '@idle/contracts';
import { bus } from '@idle/events';
import {
  loadState,
  resetAll,
  sampleBattleResult,
  useFakeApi,
  type FakeFetch,
} from '@idle/test-fixtures';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AreasPage } from '../areas/AreasPage';
import { DungeonsPage } from '../dungeons/DungeonsPage';
import {
  battleApiAnswers,
  battleInitialData,
  sampleDungeonBattle,
  sampleDungeonRun,
  sampleDungeons,
} from '../fixtures';

let fetch: FakeFetch;

function calls(mod: string) {
  return fetch.calls.filter((call) => call.mod === mod);
}

/** What the shell's action loop emits after applying a tick answer. */
function tick(action: ActionType, data: unknown): void {
  act(() => {
    bus.emit('tick', { action, answer: { delay: 2000, autos: 140, data } });
  });
}

beforeEach(() => {
  resetAll();
  fetch = useFakeApi(battleApiAnswers());
});

afterEach(() => {
  cleanup();
  configureApi();
  resetAll();
});

describe('special battling ticks', () => {
  // The areas screen renders every area's tables: slow on a busy machine.
  it('count down the battles left of the area entered, on the open areas screen, asking nothing', async () => {
    loadState();
    render(<AreasPage />);
    const section = screen.getByRole('region', { name: 'Special areas' });
    const rift = within(section).getByRole('button', { name: /Ember Rift/ });
    await waitFor(() => {
      expect(rift).toHaveTextContent('7 battles left');
    });
    const mobs = within(section).getByRole('table', { name: 'Mobs of Ember Rift' });
    await userEvent.click(
      within(mobs).getAllByRole('button', { name: 'Battle' })[1] as HTMLElement,
    );
    await waitFor(() => {
      expect(calls('enterArea')).toHaveLength(1);
    });

    tick('specialBattling', { ...sampleBattleResult(1), specialBattlesRemaining: 6 });
    expect(rift).toHaveTextContent('6 battles left');
    expect(within(section).getByText(/Battles remaining today/)).toHaveTextContent(
      'Battles remaining today: 6',
    );
    expect(calls('loadSpecialBattlesRemaining')).toHaveLength(1);
  }, 20_000);
});

describe('dungeon ticks', () => {
  function inDungeon(): { current: LoadDungeonsAnswer['currentDungeon'] } {
    const server = { current: sampleDungeonRun() as LoadDungeonsAnswer['currentDungeon'] };
    fetch = useFakeApi({
      ...battleApiAnswers(),
      'areas.php?mod=loadDungeons': () => sampleDungeons(server.current),
    });
    loadState(battleInitialData());
    return server;
  }

  it('move the run to its next room on the open dungeons screen, asking nothing', async () => {
    inDungeon();
    render(<DungeonsPage />);
    const cellar = await screen.findByRole('button', { name: /Flooded Cellar/ });
    expect(cellar).toHaveTextContent('In progress: room 2 of 3');

    tick('dungeoneering', sampleDungeonBattle({ currentRoom: 3, progress: true }));
    expect(cellar).toHaveTextContent('In progress: room 3 of 3');
    expect(calls('loadDungeons')).toHaveLength(1);
  });

  it('ask for the list again when the run completed (the server began it again or ended it)', async () => {
    const server = inDungeon();
    render(<DungeonsPage />);
    const cellar = await screen.findByRole('button', { name: /Flooded Cellar/ });
    server.current = null;
    tick('dungeoneering', sampleDungeonBattle({ currentRoom: 3, completed: true }));
    await waitFor(() => {
      expect(cellar).toHaveTextContent('Level 1');
    });
    expect(calls('loadDungeons')).toHaveLength(2);
  });
});
