import '@testing-library/jest-dom/vitest';
import type { BusEvents } from '@idle/contracts';
import { bus } from '@idle/events';
import { NO_BOSSES_ALIVE_TEXT, rarityColour } from '@idle/game-rules';
import { $bosses, applySocketMessage } from '@idle/state';
import {
  loadState,
  resetAll,
  sampleBoss,
  sampleBosses,
  sampleInitialData,
} from '@idle/test-fixtures';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { panel, renderPanels } from '@idle/ui/testing';
import { BossesPanel } from './BossesPanel';

let started: BusEvents['startAction'][];
const onStart = (event: BusEvents['startAction']) => started.push(event);

function rows(): string[] {
  return within(screen.getByRole('list', { name: 'Bosses alive' }))
    .getAllByRole('listitem')
    .map((item) =>
      [
        ...Array.from(item.querySelectorAll('span:not([aria-hidden])'), (span) =>
          span.textContent.trim(),
        ).filter((text) => text !== ''),
        item.querySelector('[role="progressbar"]')?.getAttribute('aria-valuetext') ?? '',
      ].join('|'),
    );
}

beforeEach(() => {
  resetAll();
  started = [];
  bus.on('startAction', onStart);
});

afterEach(() => {
  bus.off('startAction', onStart);
  cleanup();
  resetAll();
});

describe('BossesPanel', () => {
  it('lists each boss alive with its name, level and hit points', () => {
    loadState(sampleInitialData({ bosses: sampleBosses() }));
    render(<BossesPanel />);
    expect(rows()).toEqual([
      'Gorrath the Mountain|Lv 10|6,000,000 / 6,000,000',
      'Sythra, Queen of Thorns|Lv 40|4,500,000 / 9,000,000',
      "Vel'koz the Undying|Lv 90|12,345 / 14,000,000",
    ]);
    expect(screen.getByText('Gorrath the Mountain')).toHaveStyle({ color: rarityColour(3) });
    expect(screen.getByText("Vel'koz the Undying")).toHaveStyle({ color: rarityColour(6) });
    const bar = screen.getByRole('progressbar', { name: 'Sythra, Queen of Thorns hit points' });
    expect(bar).toHaveAttribute('aria-valuenow', '4500000');
    expect(bar).toHaveAttribute('aria-valuemax', '9000000');
  });

  it('Fight asks the shell to start a boss battle against that boss', async () => {
    loadState(sampleInitialData({ bosses: sampleBosses() }));
    render(<BossesPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Fight Sythra, Queen of Thorns' }));
    expect(started).toEqual([{ action: 'bossBattle', body: { id: 102 } }]);
  });

  it('says no boss is alive when the list is empty, and before the data is loaded', () => {
    render(<BossesPanel />);
    expect(screen.getByText(NO_BOSSES_ALIVE_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    loadState();
    render(<BossesPanel />);
    expect(screen.getByText(NO_BOSSES_ALIVE_TEXT)).toBeInTheDocument();
  });

  it('follows the socket: a new boss appears, hit points drop, a dead boss goes', () => {
    loadState();
    render(<BossesPanel />);
    act(() => {
      applySocketMessage({ type: 'boss', data: [sampleBoss()] });
    });
    expect(rows()).toEqual(['Gorrath the Mountain|Lv 10|3,600,000 / 6,000,000']);
    act(() => {
      applySocketMessage({ type: 'boss', data: [sampleBoss({ hpRemaining: 1 })] });
    });
    expect(rows()).toEqual(['Gorrath the Mountain|Lv 10|1 / 6,000,000']);
    act(() => {
      applySocketMessage({ type: 'boss', data: [] });
    });
    expect(screen.getByText(NO_BOSSES_ALIVE_TEXT)).toBeInTheDocument();
  });

  it('leaves out a boss at 0 hit points and draws an unknown rarity uncoloured', () => {
    loadState();
    act(() => {
      $bosses.set([
        sampleBoss({ hpRemaining: 0 }),
        sampleBoss({ id: 7, name: 'Odd One', rarity: 9, hpRemaining: 10 }),
      ]);
    });
    render(<BossesPanel />);
    expect(rows()).toEqual(['Odd One|Lv 10|10 / 6,000,000']);
    expect(screen.getByText('Odd One')).not.toHaveAttribute('style');
  });
});

describe('Bosses panel in its frame', () => {
  it('lists the bosses alive, and says so when there is none', () => {
    loadState(sampleInitialData({ bosses: sampleBosses() }));
    const { unmount } = renderPanels({ Bosses: BossesPanel });
    expect(
      within(panel('Bosses'))
        .getAllByRole('button', { name: /^Fight / })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Fight Gorrath the Mountain',
      'Fight Sythra, Queen of Thorns',
      "Fight Vel'koz the Undying",
    ]);
    unmount();
    loadState();
    renderPanels({ Bosses: BossesPanel });
    expect(within(panel('Bosses')).getByText(NO_BOSSES_ALIVE_TEXT)).toBeInTheDocument();
  });
});
