import '@testing-library/jest-dom/vitest';
import type { BusEvents, LabyrinthResult, TickAnswer } from '@idle/contracts';
import { bus } from '@idle/events';
import { WAITING_FOR_ACTION_TEXT } from '@idle/game-rules';
import { applyTick, beginAction } from '@idle/state';
import { loadState, resetAll } from '@idle/test-fixtures';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { labyrinthInitialData, sampleLabyrinthResult } from './fixtures';
import { resetLabyrinthRun } from './labyrinth-run';
import { LabyrinthPage } from './LabyrinthPage';
import { LABYRINTH_STOPPED_TEXT } from './labyrinth-text';

/** What the shell's action loop does with a tick: apply it to the stores, then emit it. */
function deliver(data: LabyrinthResult, extra: Partial<TickAnswer> = {}): void {
  act(() => {
    const answer: TickAnswer = { delay: 2000, autos: 140, data, ...extra };
    applyTick('labyrinth', answer);
    bus.emit('tick', { action: 'labyrinth', answer });
  });
}

function stop(msg: string): void {
  act(() => {
    bus.emit('actionStopped', { action: 'labyrinth', msg });
  });
}

function definition(term: string): string | null {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent.trim() ?? null;
}

beforeEach(() => {
  resetAll();
  resetLabyrinthRun();
  loadState(labyrinthInitialData());
  beginAction('labyrinth');
});

afterEach(() => {
  cleanup();
  resetLabyrinthRun();
  resetAll();
});

describe('LabyrinthPage', () => {
  it('waits for the first attempt', () => {
    render(<LabyrinthPage />);
    expect(screen.getByRole('heading', { name: 'Labyrinth', level: 2 })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(WAITING_FOR_ACTION_TEXT);
  });

  it('shows the latest attempt: room, skill, stars, chance, progress, actions, texts and exp', () => {
    render(<LabyrinthPage />);
    deliver(sampleLabyrinthResult());
    expect(definition('Room')).toBe('3');
    expect(definition('Skill')).toBe('Alchemy');
    expect(definition('Difficulty')).toBe('★★★☆☆');
    expect(screen.getByLabelText('Difficulty 3 of 5')).toBeVisible();
    expect(definition('Success chance')).toBe('7.14%');
    expect(definition('Room progress')).toBe('4 / 28 attempts');
    expect(definition('Actions')).toBe('43 / 100');
    expect(screen.getByText('You try your Alchemy against a room of difficulty 3.')).toBeVisible();
    expect(screen.getByText('You fail to find the way through.')).toBeVisible();
    expect(screen.getByText('+35 Alchemy exp')).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('follows each tick', () => {
    render(<LabyrinthPage />);
    deliver(sampleLabyrinthResult());
    deliver(
      sampleLabyrinthResult({
        currentAttempts: 5,
        turns: 44,
        success: true,
        text2: 'Success! You find the way into the next room.',
      }),
    );
    expect(definition('Room progress')).toBe('5 / 28 attempts');
    expect(definition('Actions')).toBe('44 / 100');
    expect(screen.getByText('Success! You find the way into the next room.')).toBeVisible();
    expect(screen.queryByText('You fail to find the way through.')).toBeNull();
  });

  it('points to the chest when a tick ends the run, without repeating the stop message', () => {
    render(<LabyrinthPage />);
    deliver(sampleLabyrinthResult({ turns: 100 }), { labEnd: true });
    stop('Your labyrinth run is over: your reward chest awaits.');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your labyrinth run is over: open your chest in the Labyrinth Reward Chest panel.',
    );
    expect(screen.queryByText('Your labyrinth run is over: your reward chest awaits.')).toBeNull();
    expect(definition('Actions')).toBe('100 / 100');
  });

  it('says the action stopped after an attempt, leaving the reason to the notification', () => {
    render(<LabyrinthPage />);
    deliver(sampleLabyrinthResult());
    stop('A new day has begun: the labyrinth has changed.');
    expect(screen.getByRole('status')).toHaveTextContent(LABYRINTH_STOPPED_TEXT);
    expect(screen.queryByText('A new day has begun: the labyrinth has changed.')).toBeNull();
  });

  it('says the action stopped before any attempt, neither as an error nor repeating it', () => {
    render(<LabyrinthPage />);
    stop('You have no labyrinth turns left today.');
    expect(screen.getByText(LABYRINTH_STOPPED_TEXT)).toBeVisible();
    expect(screen.queryByText('You have no labyrinth turns left today.')).toBeNull();
    expect(screen.queryByText('The action stopped')).toBeNull();
    expect(screen.queryByText(WAITING_FOR_ACTION_TEXT)).toBeNull();
  });

  it('forgets the stop and the end when the labyrinth starts again', () => {
    render(<LabyrinthPage />);
    deliver(sampleLabyrinthResult(), { labEnd: true });
    stop('Over.');
    act(() => {
      bus.emit('startAction', { action: 'labyrinth' });
      beginAction('labyrinth');
    });
    expect(screen.getByRole('status')).toHaveTextContent(WAITING_FOR_ACTION_TEXT);
    expect(screen.queryByText(LABYRINTH_STOPPED_TEXT)).toBeNull();
  });

  it('ignores the stop of another action', () => {
    render(<LabyrinthPage />);
    act(() => {
      bus.emit('actionStopped', { action: 'alchemy', msg: 'Out of herbs.' });
    });
    expect(screen.getByRole('status')).toHaveTextContent(WAITING_FOR_ACTION_TEXT);
  });

  it('links back to the labyrinth home through the shell', async () => {
    const navigations: BusEvents['navigate'][] = [];
    const onNavigate = (event: BusEvents['navigate']) => navigations.push(event);
    bus.on('navigate', onNavigate);
    render(<LabyrinthPage />);
    await userEvent.click(screen.getByRole('link', { name: 'Back to the labyrinth' }));
    bus.off('navigate', onNavigate);
    expect(navigations).toEqual([{ to: '/labyrinth_home' }]);
  });
});
