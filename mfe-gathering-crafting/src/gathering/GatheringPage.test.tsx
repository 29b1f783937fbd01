import '@testing-library/jest-dom/vitest';
import type { ActionType, BusEvents, TickAnswer } from '@idle/contracts';
import { bus } from '@idle/events';
import { applyTick, beginAction, endAction } from '@idle/state';
import { loadState, resetAll } from '@idle/test-fixtures';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gatheringInitialData, gatheringTick, sampleGatheringResult } from './fixtures';
import { clanTaxText, GatheringPage } from './GatheringPage';
import {
  $gatheringDrops,
  $gatheringTrackers,
  countTickBeforeLoad,
  decodeGatheringTrackers,
  GATHERING_TRACKERS_KEY,
} from './tracker';

type Navigate = BusEvents['navigate'];

let navigations: Navigate[];
const onNavigate = (event: Navigate) => navigations.push(event);

/** What the shell's action loop does with a tick: apply it, then emit it. */
function deliver(answer: TickAnswer, action: ActionType = 'mining'): void {
  act(() => {
    applyTick(action, answer);
    bus.emit('tick', { action, answer });
  });
}

function start(action: ActionType): void {
  act(() => {
    beginAction(action);
    bus.emit('startAction', { action });
  });
}

/** The text of the <dd> that follows the <dt> `term` inside `scope`. */
function definition(scope: HTMLElement, term: string): string | null {
  const dt = within(scope).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent.trim() ?? null;
}

function page(): HTMLElement {
  return screen.getByRole('region', { name: /^(Gathering|Mining|Woodcutting|Quarrying)$/ });
}

function tracker(name = 'Mining') {
  const region = screen.getByRole('region', { name: `${name} tracker` });
  return {
    region,
    actions: definition(region, 'Total actions'),
    resources: definition(region, 'Resources gained'),
    perHour: definition(region, 'Resources per hour'),
  };
}

function stored(): unknown {
  const text = localStorage.getItem(`idle:${GATHERING_TRACKERS_KEY}`);
  return text === null ? null : JSON.parse(text);
}

beforeEach(() => {
  resetAll();
  $gatheringTrackers.set({});
  $gatheringDrops.set([]);
  navigations = [];
  loadState(gatheringInitialData());
  bus.on('navigate', onNavigate);
});

afterEach(() => {
  cleanup();
  bus.off('navigate', onNavigate);
  resetAll();
  $gatheringTrackers.set({});
  $gatheringDrops.set([]);
});

describe('GatheringPage states', () => {
  it('counts the tick that arrived before this remote loaded, once, and only while running', () => {
    beginAction('mining');
    applyTick('mining', gatheringTick(sampleGatheringResult('mining')));
    countTickBeforeLoad();
    expect($gatheringTrackers.get().mining).toEqual({ actions: 1, resources: 12 });
    endAction();
    countTickBeforeLoad();
    expect($gatheringTrackers.get().mining).toEqual({ actions: 1, resources: 12 });
  });

  it('waits for the current action before the first tick, with the tracker of the skill', () => {
    start('mining');
    render(<GatheringPage />);
    expect(screen.getByRole('heading', { name: 'Mining', level: 2 })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for current action to finish...');
    expect(tracker()).toMatchObject({ actions: '0', resources: '0', perHour: '0' });
  });

  it('waits without a tracker when no gathering action runs yet', () => {
    render(<GatheringPage />);
    expect(screen.getByRole('heading', { name: 'Gathering', level: 2 })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for current action to finish...');
    expect(screen.queryByRole('region', { name: /tracker/ })).toBeNull();
  });

  it('says so when the action stopped before a result, with a way back to the gathering home', async () => {
    start('quarrying');
    act(() => {
      endAction();
    });
    render(<GatheringPage />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The action stopped');
    expect(alert).toHaveTextContent('It stopped before any gathering result came in.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Back to gathering' }));
    expect(navigations).toEqual([{ to: '/gathering/areas' }]);
  });

  it('shows a result without drops, event or tax as such', () => {
    start('mining');
    render(<GatheringPage />);
    deliver(gatheringTick(sampleGatheringResult('mining', { itemCounts: {} })));
    expect(within(page()).getByText('No drops this time.')).toBeVisible();
    expect(screen.queryByText(/went to your clan as tax/)).toBeNull();
    expect(within(page()).queryByText('Event', { selector: 'dt' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Item counts' })).toBeNull();
  });
});

describe('GatheringPage result', () => {
  it('shows the message, the active bonus with its hint, exp, the resource, drops and item counts', () => {
    start('mining');
    render(<GatheringPage />);
    deliver(
      gatheringTick(
        sampleGatheringResult('mining', {
          itemCounts: { metal: 50_012, gem_fragments: 7 },
        }),
        { drops: [{ id: 'gem_fragments', amount: 4 }] },
      ),
    );
    const scope = page();
    expect(within(scope).getByText('You mined 12 Metal.')).toBeVisible();
    expect(definition(scope, 'Action bonus')).toBe('Active (+10% resources, +25% exp)');
    expect(definition(scope, 'Experience')).toBe('+30');
    expect(definition(scope, 'Resource')).toBe('Metal x12');
    const drops = screen.getByRole('region', { name: 'Drops' });
    expect(
      within(drops)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Gem Fragments x4']);
    const counts = within(screen.getByRole('region', { name: 'Item counts' })).getByRole('table');
    expect(Array.from(counts.querySelectorAll('tbody tr'), (row) => row.textContent)).toEqual([
      'Metal50,012',
      'Gem Fragments7',
    ]);
  });

  it('shows an inactive bonus', () => {
    start('woodcutting');
    render(<GatheringPage />);
    deliver(
      gatheringTick(sampleGatheringResult('woodcutting', { bonusActive: false })),
      'woodcutting',
    );
    expect(screen.getByRole('heading', { name: 'Woodcutting', level: 2 })).toBeVisible();
    expect(within(page()).getByText('You cut 12 Wood.')).toBeVisible();
    expect(definition(page(), 'Action bonus')).toBe('Inactive (+10% resources, +25% exp)');
  });

  it('shows the event taken part in with its bonus', () => {
    start('mining');
    render(<GatheringPage />);
    deliver(
      gatheringTick(
        sampleGatheringResult('mining', {
          event: { id: 4, type: 'mining', rarity: 3, timeRemaining: 600, bonusPercent: 25 },
        }),
      ),
    );
    expect(definition(page(), 'Event')).toBe('Rare Mining event: +25% resources');
  });

  it('shows the clan tax notice with the taxed resource', () => {
    start('quarrying');
    render(<GatheringPage />);
    deliver(
      gatheringTick(sampleGatheringResult('quarrying', { resTaxed: 1_250, taxedRes: 'stone' })),
      'quarrying',
    );
    expect(within(page()).getByText('1,250 Stone went to your clan as tax.')).toBeVisible();
  });

  it('follows the latest tick and clears the drops when a gathering action starts again', () => {
    start('mining');
    render(<GatheringPage />);
    deliver(gatheringTick(sampleGatheringResult(), { drops: [{ id: 'gem_ruby', amount: 1 }] }));
    expect(within(page()).getByText('Ruby')).toBeVisible();
    deliver(gatheringTick(sampleGatheringResult('mining', { exp: 44 })));
    expect(definition(page(), 'Experience')).toBe('+44');
    expect(within(page()).getByText('No drops this time.')).toBeVisible();

    deliver(gatheringTick(sampleGatheringResult(), { drops: [{ id: 'gem_ruby', amount: 1 }] }));
    start('quarrying');
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for current action to finish...');
    expect($gatheringDrops.get()).toEqual([]);
  });
});

describe('GatheringPage tracker', () => {
  it('counts each tick: actions, resources and per hour = 600 / actions x resources, stored on the device', () => {
    start('mining');
    render(<GatheringPage />);
    deliver(gatheringTick(sampleGatheringResult()));
    deliver(
      gatheringTick(sampleGatheringResult('mining', { resource: { id: 'metal', amount: 18 } })),
    );
    expect(tracker()).toMatchObject({ actions: '2', resources: '30', perHour: '9,000' });
    expect(stored()).toEqual({ mining: { actions: 2, resources: 30 } });
  });

  it('keeps a tracker per skill and ignores ticks without a result or of other actions', () => {
    start('mining');
    render(<GatheringPage />);
    deliver(gatheringTick(sampleGatheringResult()));
    deliver({ delay: 0, autos: 0, stopAction: { msg: 'You have no Autos left.' } });
    deliver({ delay: 2000, autos: 148, data: { winner: 1 } }, 'battling');
    deliver(gatheringTick(sampleGatheringResult('woodcutting')), 'woodcutting');
    expect($gatheringTrackers.get()).toEqual({
      mining: { actions: 1, resources: 12 },
      woodcutting: { actions: 1, resources: 12 },
    });
    expect(tracker()).toMatchObject({ actions: '1', resources: '12', perHour: '7,200' });
  });

  it('keeps counting from what the device stored', () => {
    $gatheringTrackers.set({ quarrying: { actions: 1_999, resources: 240_000 } });
    start('quarrying');
    render(<GatheringPage />);
    deliver(gatheringTick(sampleGatheringResult('quarrying')), 'quarrying');
    expect(tracker('Quarrying')).toMatchObject({
      actions: '2,000',
      resources: '240,012',
      perHour: '72,004',
    });
  });

  it('resets the tracker of the skill shown only', async () => {
    $gatheringTrackers.set({
      mining: { actions: 10, resources: 120 },
      woodcutting: { actions: 3, resources: 36 },
    });
    start('mining');
    render(<GatheringPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Reset the Mining tracker' }));
    expect(tracker()).toMatchObject({ actions: '0', resources: '0', perHour: '0' });
    expect(stored()).toEqual({
      mining: { actions: 0, resources: 0 },
      woodcutting: { actions: 3, resources: 36 },
    });
  });
});

describe('decodeGatheringTrackers', () => {
  it('keeps the well-formed tracker of each gathering skill', () => {
    expect(
      decodeGatheringTrackers({
        mining: { actions: 3, resources: 36 },
        woodcutting: { actions: -1, resources: 2 },
        quarrying: { actions: 1.5, resources: 2 },
        battling: { actions: 1, resources: 1 },
      }),
    ).toEqual({ mining: { actions: 3, resources: 36 } });
    expect(decodeGatheringTrackers([])).toBeUndefined();
    expect(decodeGatheringTrackers('x')).toBeUndefined();
  });
});

describe('clanTaxText', () => {
  it('names the amount and the resource', () => {
    expect(clanTaxText(3, 'Metal')).toBe('3 Metal went to your clan as tax.');
  });
});
