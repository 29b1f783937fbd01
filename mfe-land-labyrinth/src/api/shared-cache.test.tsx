/**
 * The remote's screens on the shared query cache: one request for a key two screens show, a
 * change seen by every open screen without asking again, and the live updates (the raid's return
 * on the socket, the labyrinth's ticks) reaching an open screen without a reload.
 */
import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { LandPanelData, LabyrinthResult, TickAnswer } from '@idle/contracts';
import { bus } from '@idle/events';
import { $labyrinthRewards, applyTick, beginAction } from '@idle/state';
import { loadState, resetAll, useFakeApi, type FakeFetch } from '@idle/test-fixtures';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  labyrinthApiAnswers,
  labyrinthInitialData,
  sampleLabyrinth,
  sampleLabyrinthResult,
} from '../labyrinth/fixtures';
import { LabyrinthHomePage } from '../labyrinth/LabyrinthHomePage';
import { landApiAnswers, landInitialData } from '../land/fixtures';
import { LandPage } from '../land/LandPage';
import { raidsApiAnswers, sampleCurrentRaid, sampleRaids } from '../raids/fixtures';
import { RAIDS_LOADING_TEXT, RaidsPage } from '../raids/RaidsPage';

let fetch: FakeFetch;

const asked = (mod: string) => fetch.calls.filter((call) => call.mod === mod).length;
const current = () => screen.getByRole('region', { name: 'Current raid' });

function renderScreens(...screens: ReactNode[]) {
  return render(<MemoryRouter>{screens}</MemoryRouter>);
}

beforeEach(() => {
  resetAll();
});

afterEach(() => {
  cleanup();
  configureApi();
  resetAll();
});

describe('two screens showing one key', () => {
  it('/land and /land/raids open together ask for the land once', async () => {
    fetch = useFakeApi(raidsApiAnswers());
    loadState(landInitialData({}, { levelName: 'Village', raid: null }));
    renderScreens(<LandPage key="land" />, <RaidsPage key="raids" />);
    await screen.findByRole('table', { name: 'Standard raids' });
    expect(screen.getByText('Village', { selector: 'strong' })).toBeVisible();
    expect(asked('load')).toBe(1);
    expect(asked('loadRaids')).toBe(1);
  });
});

describe('a change seen by every open screen', () => {
  it('buying the plot on /land shows the raids on the open raids screen, the land not asked again', async () => {
    fetch = useFakeApi({ ...raidsApiAnswers(), ...landApiAnswers(null) });
    loadState(landInitialData());
    renderScreens(<LandPage key="land" />, <RaidsPage key="raids" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Purchase Plot' }));
    // The raids screen said "no plot"; with the plot it asks for its raids, not for the land.
    expect(await screen.findByRole('table', { name: 'Standard raids' })).toBeVisible();
    expect(screen.getByText('Camp', { selector: 'strong' })).toBeVisible();
    expect(asked('buyPlot')).toBe(1);
    expect(asked('load')).toBe(1);
    expect(asked('loadRaids')).toBe(1);
  });
});

describe('live updates', () => {
  const underWay: LandPanelData = {
    levelName: 'Camp',
    raid: { name: 'Storage Container', rarity: 1, timer: 600 },
  };

  /** A land.php whose raid is under way until `back.returned`, then returned with rewards. */
  function raidServer() {
    const back = { returned: false };
    fetch = useFakeApi({
      ...raidsApiAnswers(),
      'land.php?mod=loadRaids': () =>
        sampleRaids({ current: back.returned ? sampleCurrentRaid() : sampleCurrentRaid(600) }),
    });
    loadState(landInitialData({}, underWay));
    return back;
  }

  function raidReturnsOnTheSocket(): void {
    act(() => {
      bus.emit('socket', {
        type: 'raid',
        data: { stage: 'returned', name: 'Storage Container', rarity: 1 },
      });
    });
  }

  it("the raid's return (socket raid) shows on the open raids screen at once, then its rewards", async () => {
    const back = raidServer();
    renderScreens(<RaidsPage key="raids" />);
    await waitFor(() => {
      expect(current()).toHaveTextContent('Status: In Progress');
    });
    back.returned = true;
    raidReturnsOnTheSocket();
    expect(current()).toHaveTextContent('Status: Returned');
    expect(screen.queryByText(RAIDS_LOADING_TEXT)).toBeNull();
    const rewards = await within(current()).findByRole('list', { name: 'Raid rewards' });
    expect(within(rewards).getAllByRole('listitem')).toHaveLength(2);
    expect(within(current()).getByRole('button', { name: 'Get Rewards' })).toBeEnabled();
    expect(asked('loadRaids')).toBe(2);
  });

  it("the raid's return while the raids screen is closed shows when it opens", async () => {
    const back = raidServer();
    const first = renderScreens(<RaidsPage key="raids" />);
    await waitFor(() => {
      expect(current()).toHaveTextContent('Status: In Progress');
    });
    first.unmount();
    back.returned = true;
    raidReturnsOnTheSocket();
    renderScreens(<RaidsPage key="raids" />);
    expect(current()).toHaveTextContent('Status: Returned');
    expect(await within(current()).findByRole('list', { name: 'Raid rewards' })).toBeVisible();
  });

  it("another raid's return, or a message of another shape, changes nothing", async () => {
    raidServer();
    renderScreens(<RaidsPage key="raids" />);
    await waitFor(() => {
      expect(current()).toHaveTextContent('Status: In Progress');
    });
    act(() => {
      bus.emit('socket', {
        type: 'raid',
        data: { stage: 'returned', name: 'Warehouse', rarity: 1 },
      });
      bus.emit('socket', { type: 'raid', data: null });
    });
    expect(current()).toHaveTextContent('Status: In Progress');
    expect(asked('loadRaids')).toBe(1);
  });

  function deliver(data: LabyrinthResult): void {
    act(() => {
      const answer: TickAnswer = { delay: 2000, autos: 140, data };
      applyTick('labyrinth', answer);
      bus.emit('tick', { action: 'labyrinth', answer });
    });
  }

  function figure(term: string): string | null {
    const today = screen.getByRole('region', { name: 'Today' });
    return (
      within(today).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? null
    );
  }

  it('each labyrinth tick moves the open labyrinth home on, asking nothing', async () => {
    fetch = useFakeApi(labyrinthApiAnswers());
    loadState(labyrinthInitialData());
    beginAction('labyrinth');
    renderScreens(<LabyrinthHomePage key="home" />);
    await screen.findByRole('region', { name: 'Today' });
    expect(figure('Actions used')).toBe('42 / 100');
    deliver(sampleLabyrinthResult());
    expect(figure('Actions used')).toBe('43 / 100');
    expect(figure('Rooms completed')).toBe('2 / 6');
    deliver(sampleLabyrinthResult({ turns: 44, success: true }));
    expect(figure('Actions used')).toBe('44 / 100');
    expect(figure('Rooms completed')).toBe('3 / 6');
    const room4 = screen.getAllByRole('row')[4];
    expect(room4).toHaveTextContent('Current');
    expect(asked('loadLabyrinth')).toBe(1);
  });

  it("a chest opened in the shell's panel asks the open labyrinth home again", async () => {
    let opened = false;
    fetch = useFakeApi({
      'misc.php?mod=loadLabyrinth': () => sampleLabyrinth({ rewardObtained: opened }),
    });
    loadState(labyrinthInitialData());
    renderScreens(<LabyrinthHomePage key="home" />);
    await screen.findByRole('region', { name: 'Today' });
    opened = true;
    act(() => {
      $labyrinthRewards.set([{ id: 'artisan_shards', amount: 150 }]);
    });
    expect(await screen.findByText("You have opened today's chest.")).toBeVisible();
    expect(asked('loadLabyrinth')).toBe(2);
  });
});
