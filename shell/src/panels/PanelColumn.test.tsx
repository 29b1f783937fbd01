import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import { bus } from '@idle/events';
import { $misc, $panels, addToLog, beginAction, togglePanel, updateAction } from '@idle/state';
import { loadState, resetAll, sampleInitialData } from '@idle/test-fixtures';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $loopElsewhere } from '../action-loop/one-tab';
import { PanelColumn } from './PanelColumn';

// The domain panels' contents come from their remotes (domain-panels.test.tsx): here they stay
// loading.
vi.mock(import('../federation/registry'), async (importOriginal) => ({
  ...(await importOriginal()),
  loadRemoteSlots: vi.fn(() => new Promise<never>(() => undefined)),
}));

function panel(title: string): HTMLElement {
  return screen.getByRole('region', { name: title });
}

function panelTitles(side: 'Left' | 'Right'): string[] {
  const column = screen.getByRole('complementary', { name: `${side} panels` });
  return within(column)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
}

function renderColumns() {
  return render(
    <>
      <PanelColumn side="left" />
      <PanelColumn side="right" />
    </>,
  );
}

beforeEach(() => {
  resetAll();
});

afterEach(() => {
  cleanup();
  configureApi();
  resetAll();
});

describe('PanelColumn', () => {
  it('shows the left and right panels whose rule allows them, in order', () => {
    loadState();
    renderColumns();
    expect(panelTitles('Left')).toEqual([
      'Attributes',
      'Masteries',
      'Skills',
      'Current Action',
      'Log',
    ]);
    expect(panelTitles('Right')).toEqual([
      'Bonus Time',
      'Effects',
      'Bosses',
      'Equipment',
      'Action Bonus',
    ]);
  });

  it('hides Bonus Time and Effects before the data is loaded, and when they are over', () => {
    renderColumns();
    expect(panelTitles('Right')).toEqual(['Bosses', 'Equipment', 'Action Bonus']);
    const data = sampleInitialData();
    act(() => {
      loadState(data);
    });
    expect(panelTitles('Right')).toContain('Bonus Time');
    act(() => {
      $misc.set({ ...data.misc, bonusTime: { timeRemaining: 0, modifier: 0 }, potions: {} });
    });
    expect(panelTitles('Right')).toEqual(['Bosses', 'Equipment', 'Action Bonus']);
  });

  it('collapses a panel, remembers it on the device, and follows togglePanel', async () => {
    loadState();
    const { unmount } = renderColumns();
    await userEvent.click(screen.getByRole('button', { name: 'Collapse Log' }));
    expect($panels.get()).toEqual({ log: true });
    expect(JSON.parse(localStorage.getItem('idle:panels') ?? 'null')).toEqual({ log: true });
    expect(screen.getByRole('button', { name: 'Expand Log' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(within(panel('Log')).getByText('Your log is empty...')).not.toBeVisible();

    // A new page (a new mount) keeps it collapsed.
    unmount();
    renderColumns();
    expect(screen.getByRole('button', { name: 'Expand Log' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Collapse Skills' })).toBeInTheDocument();

    act(() => {
      togglePanel('log');
    });
    expect($panels.get()).toEqual({ log: false });
    expect(screen.getByRole('button', { name: 'Collapse Log' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(panel('Log')).getByText('Your log is empty...')).toBeVisible();
  });

  it('starts collapsed from what the device stored', () => {
    act(() => {
      togglePanel('equipment');
    });
    loadState();
    renderColumns();
    expect(screen.getByRole('button', { name: 'Expand Equipment' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Collapse Attributes' })).toBeInTheDocument();
  });
});

describe('Skills panel', () => {
  it('shows every skill with its level and its experience in the level', () => {
    loadState();
    render(<PanelColumn side="left" />);
    const skills = panel('Skills');
    expect(
      Array.from(skills.querySelectorAll('li > span:first-child'), (row) =>
        Array.from(row.children, (child) => child.textContent).join('|'),
      ),
    ).toEqual([
      'Battling|Lv 12',
      'Dungeoneering|Lv 3',
      'Mining|Lv 7',
      'Woodcutting|Lv 5',
      'Quarrying|Lv 4',
      'Runecrafting|Lv 1',
      'Jewelcrafting|Lv 1',
      'Alchemy|Lv 2',
    ]);
    // Battling: 2,450 exp, level from 2,100 to 2,800.
    expect(
      within(skills).getByRole('progressbar', { name: 'Battling experience' }),
    ).toHaveAttribute('aria-valuetext', '350 / 700');
  });

  it('is empty before the skills are loaded', () => {
    render(<PanelColumn side="left" />);
    expect(within(panel('Skills')).queryAllByRole('progressbar')).toEqual([]);
  });
});

describe('Current Action panel', () => {
  it('says Idle without an action', () => {
    loadState();
    render(<PanelColumn side="left" />);
    expect(within(panel('Current Action')).getByText('Idle')).toBeInTheDocument();
  });

  it('says where the actions run while another tab runs the loop', () => {
    loadState();
    $loopElsewhere.set(true);
    try {
      render(<PanelColumn side="left" />);
      expect(
        within(panel('Current Action')).getByText('Your actions are running in another tab.'),
      ).toBeInTheDocument();
      expect(within(panel('Current Action')).queryByText('Idle')).toBeNull();
    } finally {
      $loopElsewhere.set(false);
    }
  });

  it('names the running action and its mob, and Stop asks the shell to stop', async () => {
    const stops: unknown[] = [];
    const onStop = (event: unknown) => stops.push(event);
    bus.on('stopAction', onStop);
    try {
      loadState();
      act(() => {
        beginAction('battling');
        updateAction({ status: 'running' });
      });
      render(<PanelColumn side="left" />);
      const current = panel('Current Action');
      expect(within(current).getByText('Battling: Cellar Rat')).toBeInTheDocument();
      expect(within(current).queryByText('Autos expired')).toBeNull();
      act(() => {
        updateAction({ status: 'expired', autosExpired: true });
      });
      expect(within(current).getByText('Autos expired')).toBeInTheDocument();
      await userEvent.click(within(current).getByRole('button', { name: 'Stop' }));
      expect(stops).toEqual([undefined]);
    } finally {
      bus.off('stopAction', onStop);
    }
  });
});

describe('Bonus Time and Action Bonus panels', () => {
  it('shows the bonus time percent and the time left', () => {
    loadState();
    render(<PanelColumn side="right" />);
    expect(panel('Bonus Time')).toHaveTextContent('+80% gold, resources and experience');
    expect(panel('Bonus Time')).toHaveTextContent('Time left 30:00');
  });

  it('shows the action bonus and whether it is active', () => {
    const data = loadState();
    render(<PanelColumn side="right" />);
    const bonus = panel('Action Bonus');
    expect(bonus).toHaveTextContent('Battling:+10% gold, +25% exp');
    expect(bonus).toHaveTextContent('Dungeons:+25% exp');
    expect(within(bonus).getByText('Inactive')).toBeInTheDocument();
    act(() => {
      $misc.set({ ...data.misc, actionBonus: { kind: 'battling', current: 100, required: 100 } });
    });
    expect(within(bonus).getByText('Active')).toBeInTheDocument();
    act(() => {
      $misc.set({ ...data.misc, actionBonus: { kind: null, current: 0, required: 100 } });
    });
    expect(within(bonus).getByText('No action bonus is active.')).toBeInTheDocument();
  });
});

describe('Log panel', () => {
  it('says the log is empty', () => {
    loadState();
    render(<PanelColumn side="left" />);
    expect(within(panel('Log')).getByText('Your log is empty...')).toBeInTheDocument();
  });

  it('lists the newest entries first, as text, with item names', () => {
    loadState();
    act(() => {
      addToLog([
        { type: 'msg', tstamp: Date.UTC(2025, 0, 1, 12, 0, 0), data: 'You found a <b>chest</b>.' },
        {
          type: 'item',
          tstamp: Date.UTC(2025, 0, 1, 12, 0, 5),
          data: { id: 'rat_tail', amount: 1200 },
        },
      ]);
    });
    render(<PanelColumn side="left" />);
    const entries = Array.from(panel('Log').querySelectorAll('li'), (li) => li.textContent);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toContain('+1,200 Rat Tail');
    expect(entries[1]).toContain('You found a <b>chest</b>.');
    expect(panel('Log').querySelector('b')).toBeNull();
  });
});
