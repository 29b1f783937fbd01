import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { BusEvents } from '@idle/contracts';
import { bus } from '@idle/events';
import { $active } from '@idle/state';
import {
  loadState,
  resetAll,
  sampleInitialData,
  useFakeApi,
  type FakeFetch,
} from '@idle/test-fixtures';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { battleApiAnswers, battleInitialData } from '../fixtures';
import { rowOf, rowsOf } from '../test-helpers';
import {
  AreasPage,
  BATTLES_REMAINING_LOAD_FAILED_TEXT,
  battlesLeftText,
  dropModifierText,
  parseArea14Power,
  powerRangeText,
} from './AreasPage';

type StartAction = BusEvents['startAction'];
type Notify = BusEvents['notify'];

let started: StartAction[];
let notified: Notify[];
let fetch: FakeFetch;
const onStart = (event: StartAction) => started.push(event);
const onNotify = (event: Notify) => notified.push(event);

const SPECIAL_LOAD = 'areas.php?mod=loadSpecialBattlesRemaining';

/** The basic areas' section ("Areas"). */
function basicSection(): HTMLElement {
  return screen.getByRole('region', { name: 'Areas' });
}

/** The special areas' section. */
function specialSection(): HTMLElement {
  return screen.getByRole('region', { name: 'Special areas' });
}

/** The calls other than loading the special battles remaining. */
function actionCalls() {
  return fetch.calls.filter((call) => call.mod !== 'loadSpecialBattlesRemaining');
}

beforeEach(() => {
  resetAll();
  started = [];
  notified = [];
  fetch = useFakeApi(battleApiAnswers());
  bus.on('startAction', onStart);
  bus.on('notify', onNotify);
});

afterEach(() => {
  cleanup();
  bus.off('startAction', onStart);
  bus.off('notify', onNotify);
  configureApi();
  resetAll();
});

describe('AreasPage states', () => {
  it('shows a loading state until the game data is loaded', () => {
    render(<AreasPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading areas...');
    expect(screen.queryByRole('heading', { name: 'Areas' })).toBeNull();
  });

  it('shows the empty text for basic areas when there are only special ones', async () => {
    const data = sampleInitialData();
    const special = data.areaData['101'];
    if (!special) throw new Error('the sample lost its special area');
    loadState({ ...data, areaData: { '101': special } });
    render(<AreasPage />);
    expect(within(basicSection()).getByText('There are no areas to battle in.')).toBeVisible();
    expect(within(basicSection()).queryByRole('button', { name: 'Battle' })).toBeNull();
    // The special area still shows in its own section.
    expect(within(specialSection()).getByRole('button', { name: /Ember Rift/ })).toBeVisible();
    await waitFor(() => {
      expect(within(specialSection()).getByText(/Battles remaining today/)).toHaveTextContent(
        'Battles remaining today: 7',
      );
    });
  });

  it('shows the empty text without any area, and asks the server nothing', () => {
    loadState(sampleInitialData({ areaData: {} }));
    render(<AreasPage />);
    expect(screen.getByText('There are no areas to battle in.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Special areas' })).toBeNull();
    expect(fetch.calls).toEqual([]);
  });

  it('has no special section and loads no battles remaining without special areas', () => {
    const data = sampleInitialData();
    delete data.areaData['101'];
    loadState(data);
    render(<AreasPage />);
    expect(screen.getByRole('button', { name: /Mossy Cellars/ })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Special areas' })).toBeNull();
    expect(fetch.calls).toEqual([]);
  });

  it('lists the basic areas in an accordion, the first one open, special areas apart', async () => {
    loadState();
    render(<AreasPage />);
    expect(screen.getByRole('heading', { name: 'Areas', level: 2 })).toBeInTheDocument();
    const cellars = screen.getByRole('button', { name: /Mossy Cellars/ });
    const bridges = screen.getByRole('button', { name: /Troll Bridges/ });
    expect(within(basicSection()).queryByRole('button', { name: /Ember Rift/ })).toBeNull();
    expect(within(specialSection()).getByRole('button', { name: /Ember Rift/ })).toBeVisible();
    expect(cellars).toHaveAttribute('aria-expanded', 'true');
    expect(bridges).toHaveAttribute('aria-expanded', 'false');
    // The header gives the power range of the area's mobs.
    expect(cellars).toHaveTextContent('Power 82 - 125');
    expect(bridges).toHaveTextContent('Power 2,155 - 3,113');

    await userEvent.click(bridges);
    expect(bridges).toHaveAttribute('aria-expanded', 'true');
    expect(cellars).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('region', { name: /Troll Bridges/ })).toBeVisible();
  });

  it('shows each mob with its level and power level, and a Battle button', () => {
    const data = loadState();
    render(<AreasPage />);
    const region = screen.getByRole('region', { name: /Mossy Cellars/ });
    const mobs = within(region).getByRole('table', { name: 'Mobs of Mossy Cellars' });
    const expected = data.areaData['1']?.mobs.map((mob) => mob.name);
    expect(expected).toEqual(['Cellar Rat', 'Giant Beetle', 'Mold Crawler']);
    expect(rowOf(mobs, 'Cellar Rat')).toEqual(['Cellar Rat', '1', '82', 'Battle']);
    expect(rowOf(mobs, 'Giant Beetle')).toEqual(['Giant Beetle', '2', '98', 'Battle']);
    expect(rowOf(mobs, 'Mold Crawler')).toEqual(['Mold Crawler', '3', '125', 'Battle']);
    expect(within(mobs).getAllByRole('button', { name: 'Battle' })).toHaveLength(3);
  });

  it('formats large levels and power levels with thousands separators', async () => {
    loadState();
    render(<AreasPage />);
    await userEvent.click(screen.getByRole('button', { name: /Troll Bridges/ }));
    const mobs = screen.getByRole('table', { name: 'Mobs of Troll Bridges' });
    expect(rowOf(mobs, 'Moss Troll')).toEqual(['Moss Troll', '40', '2,621', 'Battle']);
  });

  it('shows the loot with item names, the mob, the amount ("1-2") and the frequency ("1/40")', async () => {
    loadState();
    render(<AreasPage />);
    const loot = screen.getByRole('table', { name: 'Potential loot of Mossy Cellars' });
    expect(rowsOf(loot, 'Cellar Rat', 1)).toEqual([
      ['Rat Tail', 'Cellar Rat', '1', '1/3'],
      ['Weapon Component', 'Cellar Rat', '1', '1/40'],
    ]);
    expect(rowsOf(loot, 'Giant Beetle', 1)).toEqual([
      ['Rat Tail', 'Giant Beetle', '1-2', '1/3'],
      ['Armor Component', 'Giant Beetle', '1', '1/40'],
    ]);
    // A drop with frequency 1 always drops.
    expect(rowsOf(loot, 'Mold Crawler', 1)[0]).toEqual(['Rat Tail', 'Mold Crawler', '1', 'Always']);

    await userEvent.click(screen.getByRole('button', { name: /Troll Bridges/ }));
    const trolls = screen.getByRole('table', { name: 'Potential loot of Troll Bridges' });
    expect(rowsOf(trolls, 'Cellar Key')).toEqual([['Cellar Key', 'Stone Troll', '1', '1/1,500']]);
    expect(rowsOf(trolls, 'Gem Fragments')).toEqual([
      ['Gem Fragments', 'Stone Troll', '2-5', '1/12'],
    ]);
  });

  it('shows the item id of a drop whose item data is missing', () => {
    const data = sampleInitialData();
    delete data.itemData.rat_tail;
    loadState(data);
    render(<AreasPage />);
    const loot = screen.getByRole('table', { name: 'Potential loot of Mossy Cellars' });
    expect(rowsOf(loot, 'rat_tail').length).toBe(3);
  });
});

describe('AreasPage battling', () => {
  it('enters the area through the request layer, then updates the active mob and starts battling', async () => {
    loadState();
    let mobWhenStarted: unknown = 'not started';
    const onStartCheck = () => {
      mobWhenStarted = $active.get()?.mob;
    };
    bus.on('startAction', onStartCheck);
    try {
      render(<AreasPage />);
      const mobs = screen.getByRole('table', { name: 'Mobs of Mossy Cellars' });
      const beetle = within(mobs).getAllByRole('button', { name: 'Battle' })[1];
      if (!beetle) throw new Error('no Battle button for the second mob');
      await userEvent.click(beetle);

      await waitFor(() => {
        expect(started).toEqual([{ action: 'battling' }]);
      });
      expect(actionCalls()).toHaveLength(1);
      expect(actionCalls()[0]).toMatchObject({
        method: 'POST',
        path: 'areas.php',
        params: { mod: 'enterArea', area: '1', mob: '2' },
      });
      // A basic area sends no power level.
      expect(actionCalls()[0]?.params).not.toHaveProperty('power');
      const mob = { id: 2, name: 'Giant Beetle', area: 1 };
      expect($active.get()?.mob).toEqual(mob);
      // The active mob is set before the shell is asked to start (the quick link follows it).
      expect(mobWhenStarted).toEqual(mob);
      // Everything else of the active selection stays.
      expect($active.get()?.attribute).toBe(2);
      expect(notified).toEqual([]);
    } finally {
      bus.off('startAction', onStartCheck);
    }
  });

  it('disables the Battle buttons while the area is being entered', async () => {
    let answer: (value: unknown) => void = () => undefined;
    useFakeApi({
      ...battleApiAnswers(),
      'areas.php?mod=enterArea': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    loadState();
    render(<AreasPage />);
    await waitFor(() => {
      expect(within(specialSection()).getAllByRole('button', { name: 'Battle' })[0]).toBeEnabled();
    });
    const buttons = screen.getAllByRole('button', { name: 'Battle' });
    await userEvent.click(buttons[0] as HTMLElement);
    await waitFor(() => {
      // Every Battle button, the special areas' too.
      for (const button of screen.getAllByRole('button', { name: 'Battle' })) {
        expect(button).toBeDisabled();
      }
    });
    expect(started).toEqual([]);
    answer({ mobName: 'Cellar Rat' });
    await waitFor(() => {
      expect(started).toEqual([{ action: 'battling' }]);
    });
    for (const button of screen.getAllByRole('button', { name: 'Battle' })) {
      expect(button).toBeEnabled();
    }
  });

  it('does not start battling when the server refuses the mob, and shows the refusal', async () => {
    useFakeApi({
      ...battleApiAnswers(),
      'areas.php?mod=enterArea': { error: 'That mob does not exist in that area.' },
    });
    loadState();
    render(<AreasPage />);
    const mobs = screen.getByRole('table', { name: 'Mobs of Mossy Cellars' });
    const last = within(mobs).getAllByRole('button', { name: 'Battle' })[2];
    await userEvent.click(last as HTMLElement);

    await waitFor(() => {
      expect(notified).toEqual([{ kind: 'error', text: 'That mob does not exist in that area.' }]);
    });
    expect(started).toEqual([]);
    expect($active.get()?.mob).toEqual({ id: 1, name: 'Cellar Rat', area: 1 });
    await waitFor(() => {
      expect(last).toBeEnabled();
    });
  });

  it('does not start battling when the server is down', async () => {
    useFakeApi({ [SPECIAL_LOAD]: { '101': 7 } });
    loadState();
    render(<AreasPage />);
    await userEvent.click(screen.getAllByRole('button', { name: 'Battle' })[0] as HTMLElement);
    await waitFor(() => {
      expect(notified).toEqual([{ kind: 'error', text: 'Server is down.' }]);
    });
    expect(started).toEqual([]);
  });

  it('renders no Battle effect before the click: it only loads the battles remaining', async () => {
    loadState();
    render(<AreasPage />);
    await waitFor(() => {
      expect(fetch.calls).toHaveLength(1);
    });
    expect(fetch.calls[0]).toMatchObject({
      method: 'GET',
      path: 'areas.php',
      params: { mod: 'loadSpecialBattlesRemaining' },
    });
    expect(actionCalls()).toEqual([]);
    expect(started).toEqual([]);
  });

  // A basic area without mobs has no power range (Math.min() of nothing is Infinity, which
  // formatNumber refuses): the header leaves it out.
  it('shows a basic area that has no mobs yet without failing', () => {
    loadState(
      sampleInitialData({ areaData: { '9': { id: 9, name: 'Quiet Glade', type: 1, mobs: [] } } }),
    );
    render(<AreasPage />);
    expect(screen.getByRole('button', { name: /Quiet Glade/ })).toBeInTheDocument();
  });
});

describe('AreasPage special areas', () => {
  it('loads the battles remaining once, showing a loading state meanwhile with Battle disabled', async () => {
    let answer: (value: unknown) => void = () => undefined;
    fetch = useFakeApi({
      ...battleApiAnswers(),
      [SPECIAL_LOAD]: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    loadState();
    render(<AreasPage />);
    const section = specialSection();
    expect(within(section).getByRole('status')).toHaveTextContent('Loading battles remaining...');
    expect(within(section).getByText(/Battles remaining today/)).toHaveTextContent(
      'Battles remaining today: \u2014',
    );
    for (const button of within(section).getAllByRole('button', { name: 'Battle' })) {
      expect(button).toBeDisabled();
    }
    // The basic areas do not wait for it.
    expect(within(basicSection()).getAllByRole('button', { name: 'Battle' })[0]).toBeEnabled();

    answer({ '101': 3 });
    await waitFor(() => {
      expect(within(section).queryByRole('status')).toBeNull();
    });
    expect(fetch.calls.filter((call) => call.mod === 'loadSpecialBattlesRemaining')).toHaveLength(
      1,
    );
    expect(within(section).getByRole('button', { name: /Ember Rift/ })).toHaveTextContent(
      '3 battles left',
    );
    for (const button of within(section).getAllByRole('button', { name: 'Battle' })) {
      expect(button).toBeEnabled();
    }
  });

  it('shows each special area with its mobs, loot and battles remaining', async () => {
    loadState();
    render(<AreasPage />);
    const section = specialSection();
    await waitFor(() => {
      expect(within(section).getByRole('button', { name: /Ember Rift/ })).toHaveTextContent(
        '7 battles left',
      );
    });
    const region = within(section).getByRole('region', { name: /Ember Rift/ });
    expect(within(region).getByText(/Battles remaining today/)).toHaveTextContent(
      'Battles remaining today: 7',
    );
    const mobs = within(region).getByRole('table', { name: 'Mobs of Ember Rift' });
    expect(rowOf(mobs, 'Ember Hound')).toEqual(['Ember Hound', '25', expect.any(String), 'Battle']);
    const loot = within(region).getByRole('table', { name: 'Potential loot of Ember Rift' });
    expect(rowsOf(loot, 'Ember Lord', 1)).toEqual([['Ember Core', 'Ember Lord', '1-2', '1/25']]);
  });

  it('disables Battle in an area with no battles left (absent from the answer counts as 0)', async () => {
    useFakeApi({ ...battleApiAnswers(), [SPECIAL_LOAD]: {} });
    loadState();
    render(<AreasPage />);
    const section = specialSection();
    await waitFor(() => {
      expect(within(section).getByRole('button', { name: /Ember Rift/ })).toHaveTextContent(
        '0 battles left',
      );
    });
    for (const button of within(section).getAllByRole('button', { name: 'Battle' })) {
      expect(button).toBeDisabled();
    }
  });

  it('says its own sentence with a Retry, Battle disabled, and loads again on Retry', async () => {
    let fail = true;
    fetch = useFakeApi({
      ...battleApiAnswers(),
      [SPECIAL_LOAD]: () => (fail ? { error: 'The rift is closed.' } : { '101': 1 }),
    });
    loadState();
    render(<AreasPage />);
    const section = specialSection();
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent(BATTLES_REMAINING_LOAD_FAILED_TEXT);
    // The refusal shows once, as the request layer's notification.
    expect(screen.queryByText('The rift is closed.')).toBeNull();
    expect(notified).toEqual([{ kind: 'error', text: 'The rift is closed.' }]);
    for (const button of within(section).getAllByRole('button', { name: 'Battle' })) {
      expect(button).toBeDisabled();
    }

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => {
      expect(within(section).getByRole('button', { name: /Ember Rift/ })).toHaveTextContent(
        '1 battle left',
      );
    });
    expect(within(section).queryByRole('alert')).toBeNull();
    expect(within(section).getAllByRole('button', { name: 'Battle' })[0]).toBeEnabled();
  });

  it('enters the special area, then starts special battling without changing the active mob', async () => {
    loadState();
    render(<AreasPage />);
    const mobs = within(specialSection()).getByRole('table', { name: 'Mobs of Ember Rift' });
    await waitFor(() => {
      expect(within(mobs).getAllByRole('button', { name: 'Battle' })[1]).toBeEnabled();
    });
    await userEvent.click(
      within(mobs).getAllByRole('button', { name: 'Battle' })[1] as HTMLElement,
    );
    await waitFor(() => {
      expect(started).toEqual([{ action: 'specialBattling' }]);
    });
    expect(actionCalls()).toHaveLength(1);
    expect(actionCalls()[0]).toMatchObject({
      method: 'POST',
      path: 'areas.php',
      params: { mod: 'enterArea', area: '101', mob: '202' },
    });
    expect($active.get()?.mob).toEqual({ id: 1, name: 'Cellar Rat', area: 1 });
    expect(notified).toEqual([]);
  });

  it('does not start special battling when the server refuses', async () => {
    useFakeApi({
      ...battleApiAnswers(),
      'areas.php?mod=enterArea': { error: 'You have no battles left in this area today.' },
    });
    loadState();
    render(<AreasPage />);
    const mobs = within(specialSection()).getByRole('table', { name: 'Mobs of Ember Rift' });
    await waitFor(() => {
      expect(within(mobs).getAllByRole('button', { name: 'Battle' })[0]).toBeEnabled();
    });
    await userEvent.click(
      within(mobs).getAllByRole('button', { name: 'Battle' })[0] as HTMLElement,
    );
    await waitFor(() => {
      expect(notified).toEqual([
        { kind: 'error', text: 'You have no battles left in this area today.' },
      ]);
    });
    expect(started).toEqual([]);
  });
});

describe('AreasPage area 14', () => {
  async function openRift() {
    loadState(battleInitialData());
    render(<AreasPage />);
    await userEvent.click(screen.getByRole('button', { name: /The Endless Rift/ }));
    return screen.getByRole('region', { name: /The Endless Rift/ });
  }

  it("shows each mob's drop modifier, and no such column in other areas", async () => {
    const region = await openRift();
    const mobs = within(region).getByRole('table', { name: 'Mobs of The Endless Rift' });
    expect(within(mobs).getByRole('columnheader', { name: 'Drop Modifier' })).toBeVisible();
    expect(rowOf(mobs, 'Rift Stalker')).toEqual([
      'Rift Stalker',
      '160',
      '48,210',
      'x1',
      'x1',
      'Battle',
    ]);
    expect(rowOf(mobs, 'Void Reaver')).toEqual([
      'Void Reaver',
      '180',
      '57,940',
      'x1.25',
      'x1.25',
      'Battle',
    ]);
    expect(rowOf(mobs, 'Endless Horror')).toEqual([
      'Endless Horror',
      '200',
      '68,305',
      'x1.5',
      'x1.5',
      'Battle',
    ]);
    const bridges = screen.getByRole('table', { name: 'Mobs of Mossy Cellars', hidden: true });
    expect(
      within(bridges).queryByRole('columnheader', { name: 'Drop Modifier', hidden: true }),
    ).toBeNull();
  });

  it('starts the power level at 1.5 billion: modifier x1, loot factor 5,150', async () => {
    const region = await openRift();
    const input = within(region).getByLabelText('Power level');
    expect(input).toHaveValue('1500000000');
    expect(input).not.toHaveAttribute('aria-invalid');
    const figures = within(region).getByText('Modifier').closest('dl');
    if (!figures) throw new Error('no figures');
    expect(figures.querySelectorAll('dd')[0]).toHaveTextContent('x1');
    expect(figures.querySelectorAll('dd')[1]).toHaveTextContent('5,150');
  });

  it('updates the modifier and loot factor as the power level is typed', async () => {
    const region = await openRift();
    const input = within(region).getByLabelText('Power level');
    await userEvent.clear(input);
    await userEvent.type(input, '3000000000');
    const figures = within(region).getByText('Modifier').closest('dl');
    if (!figures) throw new Error('no figures');
    // (3e9 / 1.5e9)^0.4 = 1.3195...; 5150 x 1.3195... = 6,795.47
    expect(figures.querySelectorAll('dd')[0]).toHaveTextContent('x1.32');
    expect(figures.querySelectorAll('dd')[1]).toHaveTextContent('6,795.47');
  });

  it("shows each mob's loot at the typed power as the server applies it, lower below its own power", async () => {
    const region = await openRift();
    const input = within(region).getByLabelText('Power level');
    await userEvent.clear(input);
    // Below every mob's own power: the server scales their loot by (power / own)^0.4.
    await userEvent.type(input, '10000');
    const mobs = within(region).getByRole('table', { name: 'Mobs of The Endless Rift' });
    expect(within(mobs).getByRole('columnheader', { name: 'Loot at this power' })).toBeVisible();
    // (10,000 / 48,210)^0.4 = 0.533...; Void Reaver (10,000 / 57,940)^0.4 x 1.25 = 0.619...
    expect(rowOf(mobs, 'Rift Stalker')[4]).toBe('x0.53');
    expect(rowOf(mobs, 'Void Reaver')[4]).toBe('x0.62');
    // The area's own modifier still reads x1 (the spec's, never below its base).
    const figures = within(region).getByText('Modifier').closest('dl');
    expect(figures?.querySelectorAll('dd')[0]).toHaveTextContent('x1');
    await userEvent.clear(input);
    expect(rowOf(mobs, 'Rift Stalker')[4]).toBe('\u2014');
  });

  it('battles with the typed power level and starts battling', async () => {
    const region = await openRift();
    const input = within(region).getByLabelText('Power level');
    await userEvent.clear(input);
    await userEvent.type(input, '3,000,000,000');
    const mobs = within(region).getByRole('table', { name: 'Mobs of The Endless Rift' });
    await userEvent.click(
      within(mobs).getAllByRole('button', { name: 'Battle' })[1] as HTMLElement,
    );
    await waitFor(() => {
      expect(started).toEqual([{ action: 'battling' }]);
    });
    expect(actionCalls()).toHaveLength(1);
    expect(actionCalls()[0]).toMatchObject({
      method: 'POST',
      path: 'areas.php',
      params: { mod: 'enterArea', area: '14', mob: '302', power: '3000000000' },
    });
    expect($active.get()?.mob).toEqual({ id: 302, name: 'Void Reaver', area: 14 });
  });

  it('sends the default power level when it is left as it is', async () => {
    const region = await openRift();
    const mobs = within(region).getByRole('table', { name: 'Mobs of The Endless Rift' });
    await userEvent.click(
      within(mobs).getAllByRole('button', { name: 'Battle' })[0] as HTMLElement,
    );
    await waitFor(() => {
      expect(started).toEqual([{ action: 'battling' }]);
    });
    expect(actionCalls()[0]?.params).toMatchObject({ area: '14', mob: '301', power: '1500000000' });
  });

  it.each([
    ['an empty', ''],
    ['a zero', '0'],
  ])('refuses %s power level inline and sends nothing', async (_name, typed) => {
    const region = await openRift();
    const input = within(region).getByLabelText('Power level');
    await userEvent.clear(input);
    if (typed !== '') await userEvent.type(input, typed);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(within(region).getByText('Enter a whole number of at least 1.')).toBeVisible();
    expect(within(region).getByText('Modifier').nextElementSibling).toHaveTextContent('\u2014');
    const mobs = within(region).getByRole('table', { name: 'Mobs of The Endless Rift' });
    for (const button of within(mobs).getAllByRole('button', { name: 'Battle' })) {
      expect(button).toBeDisabled();
      await userEvent.click(button);
    }
    expect(actionCalls()).toEqual([]);
    expect(started).toEqual([]);
    // Other areas are not held back.
    await userEvent.click(screen.getByRole('button', { name: /Mossy Cellars/ }));
    expect(screen.getAllByRole('button', { name: 'Battle' })[0]).toBeEnabled();
  });

  it('keeps at most 16 digits', async () => {
    const region = await openRift();
    const input = within(region).getByLabelText('Power level');
    await userEvent.clear(input);
    await userEvent.type(input, '12345678901234567890');
    expect(input).toHaveValue('1234567890123456');
  });
});

describe('area texts', () => {
  it('parses the area 14 power level: whole numbers from 1, up to 16 digits', () => {
    expect(parseArea14Power('1500000000')).toBe(1_500_000_000);
    expect(parseArea14Power('1')).toBe(1);
    expect(parseArea14Power('1000000000000000')).toBe(1e15);
    expect(parseArea14Power('')).toBeNull();
    expect(parseArea14Power('0')).toBeNull();
    expect(parseArea14Power('1.5')).toBeNull();
    expect(parseArea14Power('-3')).toBeNull();
    expect(parseArea14Power('12345678901234567')).toBeNull();
  });

  it('writes the drop modifier as "x1.25" (none reads x1)', () => {
    const mob = sampleInitialData().areaData['1']?.mobs[0];
    if (!mob) throw new Error('no sample mob');
    expect(dropModifierText({ ...mob, dropModifier: 1.25 })).toBe('x1.25');
    expect(dropModifierText({ ...mob, dropModifier: 2 })).toBe('x2');
    expect(dropModifierText(mob)).toBe('x1');
  });

  it('writes the battles left', () => {
    expect(battlesLeftText(1)).toBe('1 battle left');
    expect(battlesLeftText(0)).toBe('0 battles left');
    expect(battlesLeftText(1200)).toBe('1,200 battles left');
  });

  it('writes the power range, empty for an area without mobs', () => {
    const area = sampleInitialData().areaData['1'];
    if (!area) throw new Error('no sample area');
    expect(powerRangeText(area)).toBe('Power 82 - 125');
    expect(powerRangeText({ ...area, mobs: [] })).toBe('');
  });
});
