import '@testing-library/jest-dom/vitest';
import { playerCombatStats } from '@idle/game-rules';
import { loadState, resetAll, useFakeApi } from '@idle/test-fixtures';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  battleApiAnswers,
  battleInitialData,
  sampleFightFigures,
  sampleSimulationResult,
} from '../fixtures';
import { definition } from '../test-helpers';
import { runSimulation, type SimulationSetUp } from './simulation';
import {
  FIGHT_FIGURES_LOAD_FAILED_TEXT,
  NO_OPPONENT_TEXT,
  READY_TEXT,
  SimulatorPage,
  SimulatorView,
  type SimulatorViewProps,
} from './SimulatorPage';
import { SIMULATION_FAILED_TEXT, type SimulationState } from './useSimulation';

/** A worker that runs the simulation on the page's thread, answering like the real one. */
vi.mock('./simulator-worker', () => ({
  startWorker: () => {
    const worker = {
      onmessage: null as ((event: { data: unknown }) => void) | null,
      onerror: null,
      terminate: () => undefined,
      postMessage(setUp: SimulationSetUp) {
        setTimeout(() => {
          const result = runSimulation(setUp, () => undefined, 2000);
          worker.onmessage?.({ data: { kind: 'result', result } });
        }, 0);
      },
    };
    return Promise.resolve(worker);
  },
}));

const figures = sampleFightFigures();

beforeEach(() => {
  resetAll();
  loadState(battleInitialData());
});
afterEach(() => {
  cleanup();
});

function view(props: Partial<SimulatorViewProps> = {}) {
  const handlers = { onRetry: vi.fn(), onOpponentChange: vi.fn(), onSimulate: vi.fn() };
  render(
    <SimulatorView
      figures={{ status: 'ready', data: figures }}
      opponentKey=""
      simulation={{ status: 'idle' }}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

function outcome(): HTMLElement {
  return screen.getByRole('region', { name: 'Outcome' });
}

function yourFigures(): HTMLElement {
  return screen.getByLabelText('Your fight figures');
}

describe('SimulatorView', () => {
  it('shows loading while the figures load', () => {
    view({ figures: { status: 'loading' } });
    expect(screen.getByText('Loading your fight figures...')).toBeInTheDocument();
  });

  it('shows the error with Retry when the figures fail', async () => {
    const { onRetry } = view({ figures: { status: 'error', message: 'down' } });
    expect(screen.getByText(FIGHT_FIGURES_LOAD_FAILED_TEXT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('asks for an opponent first, with Simulate disabled', () => {
    view();
    expect(within(outcome()).getByText(NO_OPPONENT_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Simulate' })).toBeDisabled();
  });

  it('offers every kind of opponent and says which was chosen', async () => {
    const { onOpponentChange } = view();
    const select = screen.getByRole('combobox', { name: 'Opponent' });
    const labels = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(labels).toEqual(
      expect.arrayContaining([
        'Mossy Cellars: Cellar Rat (level 1)',
        'Forgotten Cellar, room 2: Rat King (level 8)',
        'World boss: Gorrath the Mountain (level 10)',
      ]),
    );
    await userEvent.selectOptions(select, 'area:1:1');
    expect(onOpponentChange).toHaveBeenCalledWith('area:1:1');
  });

  it("simulates the player's own figures against the chosen opponent", async () => {
    const { onSimulate } = view({ opponentKey: 'area:1:1' });
    expect(within(outcome()).getByText(READY_TEXT)).toBeInTheDocument();
    expect(screen.getByLabelText("Cellar Rat's figures")).toBeInTheDocument();
    const own = playerCombatStats(figures.fighter);
    expect(definition(yourFigures(), 'Attack')).toBe(String(own.attack));
    await userEvent.click(screen.getByRole('button', { name: 'Simulate' }));
    expect(onSimulate).toHaveBeenCalledWith(
      expect.objectContaining({ player: own, actionDelayMs: 6000, boss: false }),
    );
  });

  it('recomputes the figures for another weapon and goes back to the own ones', async () => {
    const { onSimulate } = view({ opponentKey: 'area:1:1' });
    const own = playerCombatStats(figures.fighter);
    const level = screen.getByLabelText('Main Hand level');
    await userEvent.clear(level);
    await userEvent.type(level, '40');
    const attack = Number(definition(yourFigures(), 'Attack')?.replace(/,/g, ''));
    expect(attack).toBeGreaterThan(own.attack);
    await userEvent.click(screen.getByRole('button', { name: 'Simulate' }));
    expect(onSimulate).toHaveBeenCalledWith(
      expect.objectContaining({ player: expect.objectContaining({ attack }) as unknown }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Use my own figures' }));
    expect(definition(yourFigures(), 'Attack')).toBe(String(own.attack));
  });

  it('says when a typed figure cannot fight, and does not simulate it', async () => {
    view({ opponentKey: 'area:1:1' });
    await userEvent.clear(screen.getByLabelText('Attack'));
    expect(screen.getByText(/Some figures are empty or out of range/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Simulate' })).toBeDisabled();
  });

  it('shows the progress while running', () => {
    const running: SimulationState = { status: 'running', done: 3000, total: 10_000 };
    view({ opponentKey: 'area:1:1', simulation: running });
    const bar = within(outcome()).getByRole('progressbar', { name: 'Fights simulated' });
    expect(bar).toHaveAttribute('aria-valuenow', '3000');
    expect(screen.getByRole('button', { name: 'Simulate' })).toBeDisabled();
  });

  it('shows the result: win rate and interval, rates per hour, drops and breakpoints', () => {
    view({
      opponentKey: 'area:1:1',
      simulation: { status: 'done', result: sampleSimulationResult() },
    });
    const report = screen.getByLabelText('Simulated fights');
    expect(definition(report, 'Win rate')).toBe('82.3% (99% sure: 81.4% to 83.3%)');
    expect(definition(report, 'Average rounds')).toBe('7.25');
    expect(definition(report, 'Kills per hour')).toBe('494.04');
    expect(definition(report, 'Gold per hour')).toBe('12,351');
    expect(screen.getByRole('table', { name: 'Drops per hour' })).toHaveTextContent('164.68');
    expect(screen.getByText('Attack 44: you win in one hit fewer.')).toBeInTheDocument();
    expect(screen.getByText('Defence 1,234: you win 99% of your fights.')).toBeInTheDocument();
  });

  it('shows damage per hour and no win rate for a world boss', () => {
    view({
      opponentKey: 'boss:1',
      simulation: { status: 'done', result: sampleSimulationResult() },
    });
    const report = screen.getByLabelText('Simulated fights');
    expect(definition(report, 'Damage per hour')).toBe('72,000');
    expect(screen.queryByText('Win rate')).not.toBeInTheDocument();
  });

  it('says when the simulation failed', () => {
    view({
      opponentKey: 'area:1:1',
      simulation: { status: 'failed', message: SIMULATION_FAILED_TEXT },
    });
    expect(within(outcome()).getByText(SIMULATION_FAILED_TEXT)).toBeInTheDocument();
  });
});

describe('SimulatorPage', () => {
  it('loads the figures, runs the worker and shows its result', async () => {
    const fetch = useFakeApi(battleApiAnswers());
    render(<SimulatorPage />);
    const select = await screen.findByRole('combobox', { name: 'Opponent' });
    expect(fetch.calls.some((call) => call.url.includes('mod=loadFightFigures'))).toBe(true);
    await userEvent.selectOptions(select, 'area:1:1');
    await act(async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Simulate' }));
    });
    await waitFor(() => {
      expect(screen.getByLabelText('Simulated fights')).toBeInTheDocument();
    });
    expect(definition(screen.getByLabelText('Simulated fights'), 'Fights simulated')).toBe('2,000');
  });
});
