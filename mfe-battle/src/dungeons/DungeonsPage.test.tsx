import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { BusEvents, LoadDungeonsAnswer } from '@idle/contracts';
import { bus } from '@idle/events';
import { SERVER_DOWN_TEXT } from '@idle/game-rules';
import { $items, $skills, beginAction } from '@idle/state';
import { answerNever, loadState, resetAll, useFakeApi, type FakeFetch } from '@idle/test-fixtures';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { battleApiAnswers, battleInitialData, sampleDungeonRun, sampleDungeons } from '../fixtures';
import { allRows, definition } from '../test-helpers';
import {
  DUNGEONS_LOAD_FAILED_TEXT,
  DungeonsPage,
  LEAVE_WARNING_TEXT,
  progressChanceText,
} from './DungeonsPage';

type StartAction = BusEvents['startAction'];
type Notify = BusEvents['notify'];

let started: StartAction[];
let notified: Notify[];
let fetch: FakeFetch;
const onStart = (event: StartAction) => started.push(event);
const onNotify = (event: Notify) => notified.push(event);

const LOAD = 'areas.php?mod=loadDungeons';

function answering(answers: Record<string, unknown>): void {
  fetch = useFakeApi({ ...battleApiAnswers(), ...answers });
}

function calls(mod: string) {
  return fetch.calls.filter((call) => call.mod === mod);
}

/** The open accordion region of `name`. */
function dungeon(name: string): HTMLElement {
  return screen.getByRole('region', { name: new RegExp(name) });
}

async function renderList(): Promise<void> {
  render(<DungeonsPage />);
  await screen.findByRole('button', { name: /Flooded Cellar/ });
}

beforeEach(() => {
  resetAll();
  started = [];
  notified = [];
  answering({});
  loadState(battleInitialData());
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

describe('DungeonsPage states', () => {
  it('shows a loading state while the dungeons load', () => {
    answering({ [LOAD]: answerNever });
    render(<DungeonsPage />);
    expect(screen.getByRole('heading', { name: 'Dungeons', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading dungeons...');
    expect(calls('loadDungeons')).toHaveLength(1);
    expect(calls('loadDungeons')[0]).toMatchObject({ method: 'GET', path: 'areas.php' });
  });

  it('shows the empty text when there is no dungeon', async () => {
    answering({ [LOAD]: { dungeons: [], currentDungeon: null } });
    render(<DungeonsPage />);
    expect(await screen.findByText('There are no dungeons to explore.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Enter' })).toBeNull();
  });

  it('says its own sentence with a Retry that loads again; the refusal is only notified', async () => {
    let fail = true;
    answering({ [LOAD]: () => (fail ? { error: 'Dungeons are closed.' } : sampleDungeons()) });
    render(<DungeonsPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(DUNGEONS_LOAD_FAILED_TEXT);
    expect(screen.queryByText('Dungeons are closed.')).toBeNull();
    expect(notified).toEqual([{ kind: 'error', text: 'Dungeons are closed.' }]);

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /Flooded Cellar/ })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls('loadDungeons')).toHaveLength(2);
  });

  it('says its own sentence when the server is down; "Server is down." is only notified', async () => {
    answering({ [LOAD]: new Response('', { status: 502 }) });
    render(<DungeonsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(DUNGEONS_LOAD_FAILED_TEXT);
    expect(screen.queryByText(SERVER_DOWN_TEXT)).toBeNull();
    expect(notified).toEqual([{ kind: 'error', text: SERVER_DOWN_TEXT }]);
  });
});

describe('DungeonsPage list', () => {
  it('lists every dungeon in an accordion, the first one open', async () => {
    await renderList();
    const headers = ['Flooded Cellar', 'Goblin Warren', 'Dusty Crypt'].map((name) =>
      screen.getByRole('button', { name: new RegExp(name) }),
    );
    expect(headers.map((header) => header.getAttribute('aria-expanded'))).toEqual([
      'true',
      'false',
      'false',
    ]);
    expect(headers[1]).toHaveTextContent('Level 10');
  });

  it('shows the details of a dungeon', async () => {
    await renderList();
    const cellar = dungeon('Flooded Cellar');
    expect(
      within(cellar).getByText(
        'Rats have taken the wine cellar below the inn. Wade through and clear it out.',
      ),
    ).toBeVisible();
    expect(definition(cellar, 'Dungeoneering level required')).toBe('1 (yours: 3)');
    expect(definition(cellar, 'Key')).toBe('Cellar Key (owned: 2)');
    expect(definition(cellar, 'Chance to progress')).toBe('40.00%');
    expect(definition(cellar, 'Exp per fight')).toBe('12');
    expect(definition(cellar, 'Dungeoneering tokens')).toBe('20');
  });

  it('lists the rooms with their mob, level and power level', async () => {
    await renderList();
    const rooms = within(dungeon('Flooded Cellar')).getByRole('table', {
      name: 'Rooms of Flooded Cellar',
    });
    expect(allRows(rooms)).toEqual([
      ['1', 'Bloated Rat', '1', '98'],
      ['2', 'Cellar Rat Swarm', '2', '118'],
      ['3', 'Rat King', '4', '1,284'],
    ]);
  });

  it('lists the chest loot with amount and frequency', async () => {
    await renderList();
    const chest = within(dungeon('Flooded Cellar')).getByRole('table', {
      name: 'Chest loot of Flooded Cellar',
    });
    expect(allRows(chest)).toEqual([
      ['Gold', '100-250', 'Always'],
      ['Weapon Component', '1-3', '1/2'],
      ['Health Upgrade Stone', '1', '1/5'],
    ]);
    await userEvent.click(screen.getByRole('button', { name: /Dusty Crypt/ }));
    const empty = within(dungeon('Dusty Crypt')).getByRole('table', {
      name: 'Chest loot of Dusty Crypt',
    });
    expect(allRows(empty)).toEqual([['Only dungeoneering tokens.']]);
  });

  it('offers Enter with a key and the level, else "[Unable To Enter]"', async () => {
    await renderList();
    const cellar = dungeon('Flooded Cellar');
    expect(within(cellar).getByRole('button', { name: 'Enter' })).toBeEnabled();
    expect(within(cellar).queryByText('[Unable To Enter]')).toBeNull();

    // Level 10 needed, dungeoneering 3 (and no key).
    await userEvent.click(screen.getByRole('button', { name: /Goblin Warren/ }));
    const warren = dungeon('Goblin Warren');
    expect(within(warren).getByText('[Unable To Enter]')).toBeVisible();
    expect(within(warren).queryByRole('button', { name: 'Enter' })).toBeNull();
    expect(definition(warren, 'Dungeoneering level required')).toBe('10 (yours: 3)');
    expect(definition(warren, 'Chance to progress')).toBe('25.50%');

    // The level is enough, but no crypt key.
    await userEvent.click(screen.getByRole('button', { name: /Dusty Crypt/ }));
    const crypt = dungeon('Dusty Crypt');
    expect(within(crypt).getByText('[Unable To Enter]')).toBeVisible();
    expect(definition(crypt, 'Key')).toBe('Crypt Key (owned: 0)');
  });

  it('follows the keys owned and the dungeoneering level', async () => {
    await renderList();
    const cellar = dungeon('Flooded Cellar');
    $items.setKey('cellar_key', 0);
    await waitFor(() => {
      expect(within(cellar).getByText('[Unable To Enter]')).toBeVisible();
    });
    const skill = $skills.get().dungeoneering;
    if (!skill) throw new Error('no dungeoneering in the sample');
    $items.setKey('warren_key', 1);
    $skills.setKey('dungeoneering', { ...skill, level: 10 });
    await userEvent.click(screen.getByRole('button', { name: /Goblin Warren/ }));
    expect(within(dungeon('Goblin Warren')).getByRole('button', { name: 'Enter' })).toBeEnabled();
  });
});

describe('DungeonsPage entering', () => {
  it('enters: spends the key, starts dungeoneering, then offers Resume and Leave', async () => {
    await renderList();
    const cellar = dungeon('Flooded Cellar');
    await userEvent.click(within(cellar).getByRole('button', { name: 'Enter' }));
    await waitFor(() => {
      expect(started).toEqual([{ action: 'dungeoneering' }]);
    });
    expect(calls('enterDungeon')).toHaveLength(1);
    expect(calls('enterDungeon')[0]).toMatchObject({
      method: 'POST',
      path: 'areas.php',
      params: { mod: 'enterDungeon', id: '1' },
    });
    expect($items.get().cellar_key).toBe(1);
    expect(within(cellar).getByRole('button', { name: 'Resume' })).toBeVisible();
    expect(within(cellar).getByRole('button', { name: 'Leave' })).toBeVisible();
    expect(within(cellar).queryByRole('button', { name: 'Enter' })).toBeNull();
    expect(notified).toEqual([]);
  });

  it('keeps everything when the server refuses the entry', async () => {
    answering({ 'areas.php?mod=enterDungeon': { error: 'You do not have the key.' } });
    await renderList();
    const items = $items.get();
    const cellar = dungeon('Flooded Cellar');
    await userEvent.click(within(cellar).getByRole('button', { name: 'Enter' }));
    await waitFor(() => {
      expect(notified).toEqual([{ kind: 'error', text: 'You do not have the key.' }]);
    });
    expect(started).toEqual([]);
    expect($items.get()).toBe(items);
    await waitFor(() => {
      expect(within(cellar).getByRole('button', { name: 'Enter' })).toBeEnabled();
    });
  });

  it('disables the buttons while the entry is on its way', async () => {
    answering({ 'areas.php?mod=enterDungeon': answerNever });
    await renderList();
    const enter = within(dungeon('Flooded Cellar')).getByRole('button', { name: 'Enter' });
    await userEvent.click(enter);
    await waitFor(() => {
      expect(enter).toBeDisabled();
    });
    await userEvent.click(enter);
    expect(calls('enterDungeon')).toHaveLength(1);
  });
});

describe('DungeonsPage current dungeon', () => {
  function inDungeon(run = sampleDungeonRun()) {
    let current: LoadDungeonsAnswer['currentDungeon'] = run;
    answering({
      [LOAD]: () => sampleDungeons(current),
      'areas.php?mod=leaveDungeon': () => {
        current = null;
        return { success: true };
      },
    });
  }

  it('shows the run in the header, with Resume and Leave instead of Enter', async () => {
    inDungeon();
    await renderList();
    expect(screen.getByRole('button', { name: /Flooded Cellar/ })).toHaveTextContent(
      'In progress: room 2 of 3',
    );
    const cellar = dungeon('Flooded Cellar');
    expect(within(cellar).getByRole('button', { name: 'Resume' })).toBeEnabled();
    expect(within(cellar).getByRole('button', { name: 'Leave' })).toBeEnabled();
    expect(within(cellar).queryByRole('button', { name: 'Enter' })).toBeNull();
  });

  it('opens the dungeon the player is in', async () => {
    $items.setKey('crypt_key', 1);
    inDungeon(sampleDungeonRun({ id: 3, currentRoom: 1 }));
    render(<DungeonsPage />);
    const crypt = await screen.findByRole('button', { name: /Dusty Crypt/ });
    expect(crypt).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /Flooded Cellar/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('resumes the run without asking the server', async () => {
    inDungeon();
    await renderList();
    await userEvent.click(
      within(dungeon('Flooded Cellar')).getByRole('button', { name: 'Resume' }),
    );
    expect(started).toEqual([{ action: 'dungeoneering' }]);
    expect(fetch.calls.map((call) => call.mod)).toEqual(['loadDungeons']);
  });

  it('leaves the run, then loads the list again', async () => {
    inDungeon();
    await renderList();
    const cellar = dungeon('Flooded Cellar');
    await userEvent.click(within(cellar).getByRole('button', { name: 'Leave' }));
    // The first click only asks; Cancel keeps the run.
    expect(within(cellar).getByText(LEAVE_WARNING_TEXT)).toBeVisible();
    await userEvent.click(within(cellar).getByRole('button', { name: 'Cancel' }));
    expect(fetch.calls.map((call) => call.mod)).toEqual(['loadDungeons']);
    await userEvent.click(within(cellar).getByRole('button', { name: 'Leave' }));
    await userEvent.click(within(cellar).getByRole('button', { name: 'Confirm leave' }));
    await waitFor(() => {
      expect(within(cellar).getByRole('button', { name: 'Enter' })).toBeEnabled();
    });
    expect(fetch.calls.map((call) => call.mod)).toEqual([
      'loadDungeons',
      'leaveDungeon',
      'loadDungeons',
    ]);
    expect(calls('leaveDungeon')[0]).toMatchObject({ method: 'POST', path: 'areas.php' });
    expect(screen.getByRole('button', { name: /Flooded Cellar/ })).toHaveTextContent('Level 1');
    expect(started).toEqual([]);
  });

  it('stops a dungeon action still running when the player leaves', async () => {
    inDungeon();
    beginAction('dungeoneering');
    let stops = 0;
    const onStop = () => {
      stops += 1;
    };
    bus.on('stopAction', onStop);
    await renderList();
    const cellar = dungeon('Flooded Cellar');
    await userEvent.click(within(cellar).getByRole('button', { name: 'Leave' }));
    await userEvent.click(within(cellar).getByRole('button', { name: 'Confirm leave' }));
    await waitFor(() => {
      expect(stops).toBe(1);
    });
    bus.off('stopAction', onStop);
  });

  it('stays in the run when the server refuses to let the player leave', async () => {
    inDungeon();
    answering({
      [LOAD]: sampleDungeons(sampleDungeonRun()),
      'areas.php?mod=leaveDungeon': { error: 'You cannot leave now.' },
    });
    await renderList();
    const cellar = dungeon('Flooded Cellar');
    await userEvent.click(within(cellar).getByRole('button', { name: 'Leave' }));
    await userEvent.click(within(cellar).getByRole('button', { name: 'Confirm leave' }));
    await waitFor(() => {
      expect(notified).toEqual([{ kind: 'error', text: 'You cannot leave now.' }]);
    });
    expect(within(cellar).getByRole('button', { name: 'Resume' })).toBeVisible();
    expect(calls('loadDungeons')).toHaveLength(1);
  });
});

describe('progressChanceText', () => {
  it('divides tenths of a percent by 10 and keeps 2 decimals', () => {
    expect(progressChanceText(400)).toBe('40.00%');
    expect(progressChanceText(123)).toBe('12.30%');
    expect(progressChanceText(5)).toBe('0.50%');
    expect(progressChanceText(1000)).toBe('100.00%');
    expect(progressChanceText(0)).toBe('0.00%');
  });
});
