import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { BusEvents } from '@idle/contracts';
import { bus } from '@idle/events';
import { $items, $notifications } from '@idle/state';
import { answerNever, loadState, resetAll, useFakeApi, type FakeFetch } from '@idle/test-fixtures';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gatheringApiAnswers, gatheringInitialData, sampleLoadGathering } from './fixtures';
import {
  GATHERING_LOAD_FAILED_TEXT,
  GatheringHomePage,
  purchaseLabel,
  upgradeEffectText,
} from './GatheringHomePage';

type StartAction = BusEvents['startAction'];
type Notify = BusEvents['notify'];

let fetch: FakeFetch;
let started: StartAction[];
let errors: Notify[];
const onStart = (event: StartAction) => started.push(event);
const onNotify = (event: Notify) => errors.push(event);

function answering(answers: Record<string, unknown> = {}): void {
  fetch = useFakeApi({ ...gatheringApiAnswers(), ...answers });
}

function shown(): [string, string][] {
  return $notifications.get().map((entry) => [entry.kind, entry.text]);
}

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

/** The text of the <dd> that follows the <dt> `term` inside `scope`. */
function definition(scope: HTMLElement, term: string): string | null {
  const dt = within(scope).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent.trim() ?? null;
}

/** The cells of every body row of `table`. */
function rows(table: HTMLElement): string[][] {
  return Array.from(table.querySelectorAll('tbody tr'), (row) =>
    Array.from(row.querySelectorAll('td'), (cell) => cell.textContent.trim()),
  );
}

function rowWith(table: HTMLElement, text: string): HTMLElement {
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => candidate.querySelector('td')?.textContent.trim() === text);
  if (!row) throw new Error(`no row starting with ${text}`);
  return row;
}

function levelTable(): HTMLElement {
  return within(section('Gathering upgrade level')).getByRole('table');
}

function upgradesTable(): HTMLElement {
  return within(section('Gathering upgrades')).getByRole('table', { name: 'Gathering upgrades' });
}

async function renderPage(): Promise<void> {
  render(<GatheringHomePage />);
  await screen.findByRole('region', { name: 'Gathering upgrade level' });
}

beforeEach(() => {
  resetAll();
  started = [];
  errors = [];
  answering();
  loadState(gatheringInitialData());
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

describe('GatheringHomePage states', () => {
  it('shows a loading state while the gathering data loads, having asked for it', () => {
    answering({ 'misc.php?mod=loadGathering': answerNever });
    render(<GatheringHomePage />);
    expect(screen.getByRole('heading', { name: 'Gathering', level: 2 })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading gathering...');
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.calls[0]).toMatchObject({
      method: 'GET',
      path: 'misc.php',
      params: { mod: 'loadGathering' },
    });
  });

  it('stays loading until the game state is loaded', async () => {
    resetAll();
    render(<GatheringHomePage />);
    await waitFor(() => {
      expect(fetch.calls).toHaveLength(1);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading gathering...');
    loadState(gatheringInitialData());
    expect(await screen.findByRole('region', { name: 'Gathering upgrade level' })).toBeVisible();
  });

  it('says its own sentence with a Retry that loads again; the refusal is only notified', async () => {
    let fail = true;
    answering({
      'misc.php?mod=loadGathering': () =>
        fail ? { error: 'Gathering is closed.' } : sampleLoadGathering(),
    });
    render(<GatheringHomePage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(GATHERING_LOAD_FAILED_TEXT);
    expect(screen.queryByText('Gathering is closed.')).toBeNull();
    expect(errors).toEqual([{ kind: 'error', text: 'Gathering is closed.' }]);
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Gathering upgrade level' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a new player: every drop locked, nothing affordable, the first upgrade points free', async () => {
    answering({
      'misc.php?mod=loadGathering': sampleLoadGathering({
        upgradeLevel: 0,
        upgrades: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
      }),
    });
    loadState(gatheringInitialData({ items: { gold: 10 } }));
    await renderPage();
    const mining = section('Mining Level 62');
    // Level 62 of the fixture, but no loot of level 75 and 100.
    expect(within(mining).getAllByText('Locked')).toHaveLength(2);
    expect(definition(section('Gathering upgrade level'), 'Level')).toBe('0');
    for (const code of ['Bulk', 'Metal', 'Wood', 'Stone']) {
      expect(screen.getByRole('button', { name: `Upgrade (${code})` })).toBeDisabled();
    }
    // Level 0 upgrades cost 0 shards: all five can be bought.
    expect(rows(upgradesTable()).map((cells) => cells.slice(0, 4))).toEqual([
      ['Resources', '0', '+0%', '0 Gathering Shards'],
      ['Experience', '0', '+0', '0 Gathering Shards'],
      ['Resource Rush', '0', '+0', '0 Gathering Shards'],
      ['Double Items', '0', '+0%', '0 Gathering Shards'],
      ['Item Rarity', '0', '+0%', '0 Gathering Shards'],
    ]);
    for (const name of ['Resources', 'Experience', 'Resource Rush', 'Double Items', 'Item Rarity'])
      expect(screen.getByRole('button', { name: `Upgrade ${name}` })).toBeEnabled();
  });
});

describe('GatheringHomePage skills', () => {
  it('lists Mining, Woodcutting and Quarrying, Mining open', async () => {
    await renderPage();
    const headers = screen.getAllByRole('button', { expanded: true });
    expect(headers.map((header) => header.textContent)).toEqual(['▾Mining Level 62']);
    expect(screen.getByRole('button', { name: /^Woodcutting Level/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('button', { name: /^Quarrying Level/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('shows the tool, the skill level, the resource and the tool bonuses', async () => {
    await renderPage();
    const mining = section('Mining Level 62');
    expect(definition(mining, 'Skill level')).toBe('62');
    expect(definition(mining, 'Tool')).toBe('Pickaxe level 2');
    expect(definition(mining, 'Resource')).toBe('Metal');
    expect(definition(mining, 'Base amount')).toBe('10 per action');
    expect(definition(mining, 'Tool resource bonus')).toBe('+5%');
    expect(definition(mining, 'Tool extra exp')).toBe('+2.2%');
    // The equipped rarity-3 Ruby: 2 x 2 / 10.
    expect(definition(mining, 'Jewel resource bonus')).toBe('+0.4%');

    await userEvent.click(screen.getByRole('button', { name: /^Quarrying Level/ }));
    const quarrying = section('Quarrying Level 12');
    expect(definition(quarrying, 'Tool')).toBe('Hammer level 4');
    expect(definition(quarrying, 'Resource')).toBe('Stone');
    expect(definition(quarrying, 'Tool resource bonus')).toBe('+15%');
    expect(definition(quarrying, 'Tool extra exp')).toBe('+6.6%');
  });

  it('shows the potential loot with the level each drop needs, locked above the skill level', async () => {
    await renderPage();
    const table = within(section('Mining Level 62')).getByRole('table', {
      name: 'Potential loot of Mining',
    });
    expect(rows(table)).toEqual([
      ['Gem Fragments', '50', '2-5', '1/20'],
      ['Sapphire', '50', '1', '1/400'],
      ['Ruby', '60', '1', '1/800'],
      ['Emerald', '75 Locked', '1', '1/1,500'],
      ['Diamond', '100 Locked', '1', '1/5,000'],
    ]);
    const emerald = within(rowWith(table, 'Emerald')).getByText('75');
    expect(emerald.className).toMatch(/short/);
    expect(within(rowWith(table, 'Ruby')).getByText('60').className).not.toMatch(/short/);
  });

  it('shows the tool and jewel bonuses 1% stronger per upgrade level above 100', async () => {
    answering({ 'misc.php?mod=loadGathering': sampleLoadGathering({ upgradeLevel: 150 }) });
    await renderPage();
    const mining = section('Mining Level 62');
    expect(definition(mining, 'Tool resource bonus')).toBe('+7.5%');
    expect(definition(mining, 'Tool extra exp')).toBe('+3.3%');
    expect(definition(mining, 'Jewel resource bonus')).toBe('+0.6%');
    expect(definition(section('Gathering upgrade level'), 'Tool and jewel bonuses')).toBe(
      '+50% (1% per level above 100)',
    );
  });

  it('shows an empty loot table as such', async () => {
    const gathering = sampleLoadGathering();
    gathering.skills.mining.drops = [];
    answering({ 'misc.php?mod=loadGathering': gathering });
    await renderPage();
    expect(within(section('Mining Level 62')).getByText('Nothing else drops here.')).toBeVisible();
  });

  it.each([
    ['Mining', 'mining'],
    ['Woodcutting', 'woodcutting'],
    ['Quarrying', 'quarrying'],
  ] as const)('starts %s', async (name, action) => {
    await renderPage();
    const header = screen.getByRole('button', { name: new RegExp(`^${name} Level`) });
    if (header.getAttribute('aria-expanded') === 'false') await userEvent.click(header);
    await userEvent.click(screen.getByRole('button', { name: `Start ${name}` }));
    expect(started).toEqual([{ action }]);
  });
});

describe('GatheringHomePage upgrade level', () => {
  it('shows the level, its effects, what is owned and the next level cost, red where short', async () => {
    await renderPage();
    const panel = section('Gathering upgrade level');
    expect(definition(panel, 'Level')).toBe('3');
    expect(definition(panel, 'Shard drops')).toBe('+30%');
    expect(definition(panel, 'Double-shard chance')).toBe('0.3%');
    expect(definition(panel, 'Tool and jewel bonuses')).toBe('+0% (1% per level above 100)');
    expect(definition(panel, 'Owned')).toBe('Metal x50,000 Wood x20,000 Stone x150,000');
    const table = levelTable();
    expect(within(panel).getByRole('table', { name: 'Cost of level 4' })).toBe(table);
    // Level 4: 40,810 of each in bulk, 134,671 of one alone.
    expect(rows(table)).toEqual([
      ['Bulk', '40,810 Metal 40,810 Wood 40,810 Stone', 'Upgrade (Bulk)'],
      ['Metal', '134,671 Metal', 'Upgrade (Metal)'],
      ['Wood', '134,671 Wood', 'Upgrade (Wood)'],
      ['Stone', '134,671 Stone', 'Upgrade (Stone)'],
    ]);
    const bulk = rowWith(table, 'Bulk');
    const short = within(bulk)
      .getAllByText('40,810')
      .map((cell) => /short/.test(cell.className));
    // 50,000 metal and 150,000 stone are enough, 20,000 wood is not.
    expect(short).toEqual([false, true, false]);
    expect(within(rowWith(table, 'Metal')).getByText('134,671').className).toMatch(/short/);
    expect(within(rowWith(table, 'Stone')).getByText('134,671').className).not.toMatch(/short/);
    expect(screen.getByRole('button', { name: 'Upgrade (Bulk)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Upgrade (Metal)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Upgrade (Wood)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Upgrade (Stone)' })).toBeEnabled();
  });

  it('buys a level in stone alone (c=13): the level, the stone and the cost change', async () => {
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade (Stone)' }));
    const panel = section('Gathering upgrade level');
    await waitFor(() => {
      expect(definition(panel, 'Level')).toBe('4');
    });
    expect(fetch.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: 'misc.php',
      params: { mod: 'upgradeGatheringUpgradeLevel', c: '13' },
    });
    expect($items.get().stone).toBe(150_000 - 134_671);
    expect($items.get().metal).toBe(50_000);
    expect(definition(panel, 'Shard drops')).toBe('+40%');
    expect(within(panel).getByRole('table', { name: 'Cost of level 5' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Upgrade (Stone)' })).toBeDisabled();
    expect(shown()).toEqual([['success', 'You have upgraded your gathering upgrade level.']]);
  });

  it('buys a level in bulk (c=1): each of metal, wood and stone is paid', async () => {
    loadState(gatheringInitialData({ items: { metal: 100_000, wood: 100_000, stone: 100_000 } }));
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade (Bulk)' }));
    await waitFor(() => {
      expect(definition(section('Gathering upgrade level'), 'Level')).toBe('4');
    });
    expect(fetch.calls.at(-1)?.params).toEqual({ mod: 'upgradeGatheringUpgradeLevel', c: '1' });
    expect($items.get()).toMatchObject({ metal: 59_190, wood: 59_190, stone: 59_190 });
  });

  it.each([
    ['Metal', '11', 'metal'],
    ['Wood', '12', 'wood'],
  ])('buys a level with %s alone (c=%s)', async (label, code, resource) => {
    loadState(gatheringInitialData({ items: { [resource]: 200_000 } }));
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: `Upgrade (${label})` }));
    await waitFor(() => {
      expect($items.get()[resource]).toBe(200_000 - 134_671);
    });
    expect(fetch.calls.at(-1)?.params).toEqual({ mod: 'upgradeGatheringUpgradeLevel', c: code });
  });
});

describe('GatheringHomePage upgrades', () => {
  it('shows the five upgrades: level, effect and next cost, red above the shards owned', async () => {
    await renderPage();
    expect(definition(section('Gathering upgrades'), 'Owned')).toBe('Gathering Shards x40');
    const table = upgradesTable();
    expect(rows(table)).toEqual([
      ['Resources', '4', '+2%', '39 Gathering Shards', 'Upgrade'],
      ['Experience', '0', '+0', '0 Gathering Shards', 'Upgrade'],
      ['Resource Rush', '12', '+14.4', '317 Gathering Shards', 'Upgrade'],
      ['Double Items', '1', '+0.2%', '5 Gathering Shards', 'Upgrade'],
      ['Item Rarity', '3', '+1.2%', '24 Gathering Shards', 'Upgrade'],
    ]);
    expect(within(rowWith(table, 'Resource Rush')).getByText('317').className).toMatch(/short/);
    expect(within(rowWith(table, 'Resources')).getByText('39').className).not.toMatch(/short/);
    expect(screen.getByRole('button', { name: 'Upgrade Resource Rush' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Upgrade Resources' })).toBeEnabled();
  });

  it('buys a point of Resources: the level, the effect, the shards and the next cost change', async () => {
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade Resources' }));
    const table = upgradesTable();
    await waitFor(() => {
      expect(rows(table)[0]).toEqual(['Resources', '5', '+2.5%', '58 Gathering Shards', 'Upgrade']);
    });
    expect(fetch.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: 'misc.php',
      params: { mod: 'upgradeGatheringUpgrade', id: '1' },
    });
    expect($items.get().gathering_shards).toBe(1);
    expect(definition(section('Gathering upgrades'), 'Owned')).toBe('Gathering Shards x1');
    expect(shown()).toEqual([['success', 'You have upgraded your gathering upgrade.']]);
    // One shard left: only the free Experience point is affordable.
    expect(screen.getByRole('button', { name: 'Upgrade Item Rarity' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Upgrade Experience' })).toBeEnabled();
  });

  it.each([
    ['upgradeGatheringUpgradeLevel', 'Upgrade (Stone)'],
    ['upgradeGatheringUpgrade', 'Upgrade Resources'],
  ])('changes nothing when the server refuses %s', async (mod, button) => {
    answering({ [`misc.php?mod=${mod}`]: { error: 'Not now.' } });
    await renderPage();
    const items = $items.get();
    await userEvent.click(screen.getByRole('button', { name: button }));
    await waitFor(() => {
      expect(errors).toEqual([{ kind: 'error', text: 'Not now.' }]);
    });
    expect($items.get()).toBe(items);
    expect(shown()).toEqual([]);
    expect(definition(section('Gathering upgrade level'), 'Level')).toBe('3');
    expect(rows(upgradesTable())[0]?.[1]).toBe('4');
    await waitFor(() => {
      expect(screen.getByRole('button', { name: button })).toBeEnabled();
    });
  });

  it('disables every purchase while a call is on its way', async () => {
    answering({ 'misc.php?mod=upgradeGatheringUpgrade': answerNever });
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade Resources' }));
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Upgrade Experience' })).toBeDisabled();
    });
    expect(screen.getByRole('button', { name: 'Upgrade (Stone)' })).toBeDisabled();
  });
});

describe('gathering home texts', () => {
  it('labels purchases and writes upgrade effects', () => {
    const items = gatheringInitialData().itemData;
    expect([1, 11, 12, 13].map((code) => purchaseLabel(code as 1 | 11 | 12 | 13, items))).toEqual([
      'Bulk',
      'Metal',
      'Wood',
      'Stone',
    ]);
    expect(upgradeEffectText(1, 3)).toBe('+1.5%');
    expect(upgradeEffectText(2, 7)).toBe('+7');
  });
});
