/**
 * The clan screens on the shared query cache: screens open together share one request per
 * answer, a change on one screen shows on the others without a request, and the player's ticks
 * and live messages update open screens without a reload.
 */
import '@testing-library/jest-dom/vitest';
import type { BusEvents } from '@idle/contracts';
import { bus } from '@idle/events';
import { $clan } from '@idle/state';
import { loadState, resetAll, useFakeApi, type FakeFetch } from '@idle/test-fixtures';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BattlegroundsPage } from '../battlegrounds/BattlegroundsPage';
import { sampleBattlegrounds } from '../battlegrounds/fixtures';
import { BuildingsPage } from '../buildings/BuildingsPage';
import { clanBuildingsApiAnswers } from '../buildings/fixtures';
import { DetailsPage } from '../details/DetailsPage';
import { ClanMembersPage } from '../members/ClanMembersPage';
import { membersApiAnswers } from '../members/fixtures';
import { StoragePage } from '../storage/StoragePage';
import { clanInitialData, clanStorageApiAnswers, sampleStorageAnswer } from '../storage/fixtures';

let fetch: FakeFetch;

const asked = (mod: string) => fetch.calls.filter((call) => call.mod === mod).length;
const loads = () =>
  fetch.calls
    .filter((call) => call.method === 'GET')
    .map((call) => call.mod)
    .sort();
const storageCounts = () => screen.getByLabelText('Clan storage').textContent;

function renderTogether(pages: ReactNode) {
  render(<MemoryRouter>{pages}</MemoryRouter>);
}

function emitTick(event: BusEvents['tick']) {
  act(() => {
    bus.emit('tick', event);
  });
}

beforeEach(() => {
  resetAll();
  loadState(clanInitialData());
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  resetAll();
});

describe('screens open together', () => {
  it('ask each answer once: the storage for both pages, the clan for the storage page and its frame', async () => {
    fetch = useFakeApi({ ...clanBuildingsApiAnswers(), ...clanStorageApiAnswers() });
    renderTogether(
      <>
        <StoragePage />
        <BuildingsPage />
      </>,
    );
    await screen.findByRole('form', { name: 'Donate items' });
    await screen.findByRole('button', { name: /Headquarters/ });
    expect(loads()).toEqual(['loadBuildings', 'loadDetails', 'loadStorage']);
  });

  it('a donation on the storage page shows in the buildings page, asking nothing more', async () => {
    fetch = useFakeApi({ ...clanBuildingsApiAnswers(), ...clanStorageApiAnswers() });
    renderTogether(
      <>
        <StoragePage />
        <BuildingsPage />
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: /Headquarters/ }));
    const headquarters = screen.getByRole('region', { name: /Headquarters/ });
    const costRows = () =>
      within(headquarters)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent);
    expect(costRows()).toEqual(['Gold400,0001,200,000', 'Wood20,00045,000']);
    const donate = screen.getByRole('form', { name: 'Donate items' });
    await userEvent.type(within(donate).getByRole('textbox', { name: /^Gold/ }), '1000');
    await userEvent.click(within(donate).getByRole('button', { name: 'Donate' }));
    await waitFor(() => {
      expect(costRows()).toEqual(['Gold400,0001,201,000', 'Wood20,00045,000']);
    });
    expect(storageCounts()).toBe('Gold1,201,000Credits250Metal80,000Wood45,000Stone12,000');
    expect(asked('loadStorage')).toBe(1);
  });

  it('a kick on the members page counts one member less on the details page, asking nothing more', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    fetch = useFakeApi(membersApiAnswers());
    renderTogether(
      <>
        <ClanMembersPage />
        <DetailsPage />
      </>,
    );
    const figures = await screen.findByLabelText('Clan figures');
    expect(figures).toHaveTextContent('Members4 / 10');
    await userEvent.click(await screen.findByRole('button', { name: 'Cyra' }));
    const panel = await screen.findByRole('region', { name: 'Cyra' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Kick' }));
    await waitFor(() => {
      expect(figures).toHaveTextContent('Members3 / 10');
    });
    expect(asked('loadDetails')).toBe(1);
    expect(asked('loadMembers')).toBe(1);
  });
});

describe('ticks and live messages', () => {
  it("the player's tick puts the clan's tax and drops on the open storage page, asking nothing", async () => {
    fetch = useFakeApi(clanStorageApiAnswers());
    renderTogether(<StoragePage />);
    await screen.findByRole('form', { name: 'Donate items' });
    emitTick({
      action: 'clanMobBattle',
      answer: {
        delay: 0,
        autos: 0,
        data: { goldTaxed: 50, clanDrops: [{ id: 'metal', amount: 3 }] },
      },
    });
    expect(storageCounts()).toBe('Gold1,200,050Credits250Metal80,003Wood45,000Stone12,000');
    emitTick({
      action: 'woodcutting',
      answer: { delay: 0, autos: 0, data: { resTaxed: 7, taxedRes: 'wood' } },
    });
    expect(storageCounts()).toBe('Gold1,200,050Credits250Metal80,003Wood45,007Stone12,000');
    expect(asked('loadStorage')).toBe(1);
  });

  it('items a member sent from the storage (addItemsToUser) make the open storage page show it afresh', async () => {
    let storage = sampleStorageAnswer();
    fetch = useFakeApi({ ...clanStorageApiAnswers(), 'clan.php?mod=loadStorage': () => storage });
    $clan.set({ clanid: 7, name: 'Iron Wolves' });
    renderTogether(<StoragePage />);
    await screen.findByRole('form', { name: 'Donate items' });
    // Another member sends this player 500 wood from the clan storage.
    storage = sampleStorageAnswer({ storage: { ...storage.storage, wood: 44_500 } });
    act(() => {
      bus.emit('socket', { type: 'addItemsToUser', data: [{ id: 'wood', amount: 500 }] });
    });
    await waitFor(() => {
      expect(storageCounts()).toBe('Gold1,200,000Credits250Metal80,000Wood44,500Stone12,000');
    });
    expect(asked('loadStorage')).toBe(2);
  });

  it("the player's clan fights thin the open battlegrounds' mobs and wound its boss, asking nothing", async () => {
    fetch = useFakeApi({
      ...clanStorageApiAnswers(),
      'clan.php?mod=loadBattlegrounds': sampleBattlegrounds(),
    });
    renderTogether(<BattlegroundsPage />);
    const troll = (await screen.findByText('Marsh Troll')).closest('tr');
    expect(troll).toHaveTextContent('Marsh Troll1,20014Battle');
    const fighter = { level: 1, hits: 0, totalDamage: 0, criticalHits: 0, missed: 0, dodged: 0 };
    const fight = {
      p1: { ...fighter, name: 'Hero_1', hp: 90, maxHp: 100 },
      exp: 0,
      gold: 0,
      attributeGain: 0,
    };
    emitTick({
      action: 'clanMobBattle',
      answer: {
        delay: 0,
        autos: 0,
        data: {
          ...fight,
          p2: { ...fighter, name: 'Marsh Troll', hp: 0, maxHp: 50 },
          winner: 1,
          mobsRemaining: 13,
        },
      },
    });
    expect(troll).toHaveTextContent('Marsh Troll1,20013Battle');
    emitTick({
      action: 'clanBossBattle',
      answer: {
        delay: 0,
        autos: 0,
        data: {
          ...fight,
          p2: { ...fighter, name: 'Ancient Golem', hp: 1_000_000, maxHp: 2_000_000 },
          winner: 2,
        },
      },
    });
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1000000');
    expect(asked('loadBattlegrounds')).toBe(1);
  });
});
