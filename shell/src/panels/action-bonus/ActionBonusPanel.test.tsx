import '@testing-library/jest-dom/vitest';
import type { Misc } from '@idle/contracts';
import { actionBonusHint } from '@idle/game-rules';
import { applySocketMessage } from '@idle/state';
import { loadState, resetAll, sampleInitialData } from '@idle/test-fixtures';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ActionBonusPanel, NO_ACTION_BONUS_TEXT } from './ActionBonusPanel';

function withActionBonus(actionBonus: Misc['actionBonus']) {
  const data = sampleInitialData();
  loadState({ ...data, misc: { ...data.misc, actionBonus } });
}

/** Each hint as "label value". */
function hints(): string[] {
  return Array.from(document.querySelectorAll('dl > div'), (row) =>
    Array.from(row.children, (child) => child.textContent).join(' '),
  );
}

function bar(): HTMLElement {
  return screen.getByRole('progressbar');
}

beforeEach(() => {
  resetAll();
});

afterEach(() => {
  cleanup();
  resetAll();
});

describe('ActionBonusPanel', () => {
  it('shows battling with its hint, the dungeons hint, the count and Inactive', () => {
    withActionBonus({ kind: 'battling', current: 1_250, required: 5_000 });
    render(<ActionBonusPanel />);
    expect(hints()).toEqual([
      `Battling: ${actionBonusHint('battling')}`,
      `Dungeons: ${actionBonusHint('dungeons')}`,
    ]);
    expect(hints()).toEqual(['Battling: +10% gold, +25% exp', 'Dungeons: +25% exp']);
    expect(bar()).toHaveAccessibleName('Battling action bonus progress');
    expect(bar()).toHaveAttribute('aria-valuetext', '1,250 / 5,000');
    expect(bar()).toHaveAttribute('aria-valuenow', '1250');
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    expect(screen.queryByText('Active')).toBeNull();
  });

  it('shows gathering and crafting without the dungeons hint', () => {
    withActionBonus({ kind: 'gathering', current: 10, required: 100 });
    const { unmount } = render(<ActionBonusPanel />);
    expect(hints()).toEqual(['Gathering: +10% resources, +25% exp']);
    unmount();
    withActionBonus({ kind: 'crafting', current: 10, required: 100 });
    render(<ActionBonusPanel />);
    expect(hints()).toEqual(['Crafting: -0.5 s action timer, +25% exp']);
  });

  it('is Active once the count reaches what is required', () => {
    withActionBonus({ kind: 'crafting', current: 100, required: 100 });
    render(<ActionBonusPanel />);
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.queryByText('Inactive')).toBeNull();
    expect(bar()).toHaveAttribute('aria-valuetext', '100 / 100');
  });

  it('follows the socket: the count rises, the bonus turns active, then a new kind starts', () => {
    withActionBonus({ kind: 'battling', current: 98, required: 100 });
    render(<ActionBonusPanel />);
    act(() => {
      applySocketMessage({
        type: 'actionBonus',
        data: { kind: 'battling', current: 99, required: 100 },
      });
    });
    expect(bar()).toHaveAttribute('aria-valuetext', '99 / 100');
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    act(() => {
      applySocketMessage({
        type: 'actionBonus',
        data: { kind: 'battling', current: 100, required: 100 },
      });
    });
    expect(screen.getByText('Active')).toBeInTheDocument();
    act(() => {
      applySocketMessage({
        type: 'actionBonus',
        data: { kind: 'gathering', current: 0, required: 200 },
      });
    });
    expect(hints()).toEqual(['Gathering: +10% resources, +25% exp']);
    expect(bar()).toHaveAttribute('aria-valuetext', '0 / 200');
    expect(screen.getByText('Inactive')).toBeInTheDocument();
  });

  it('says so when no kind is counted, and before the data is loaded', () => {
    render(<ActionBonusPanel />);
    expect(screen.getByText(NO_ACTION_BONUS_TEXT)).toBeInTheDocument();
    cleanup();
    withActionBonus({ kind: null, current: 0, required: 100 });
    render(<ActionBonusPanel />);
    expect(screen.getByText(NO_ACTION_BONUS_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
