import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { BusEvents } from '@idle/contracts';
import { bus } from '@idle/events';
import { NO_BOSSES_ALIVE_TEXT, NO_MOBS_ALIVE_TEXT } from '@idle/game-rules';
import { answerNever, resetAll, useFakeApi, type FakeFetch } from '@idle/test-fixtures';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clanDetailsApiAnswers, NO_CLAN_PERMISSIONS, sampleClanData } from '../details/fixtures';
import {
  BATTLEGROUNDS_LOAD_FAILED_TEXT,
  BATTLEGROUNDS_LOADING_TEXT,
  BattlegroundsPage,
} from './BattlegroundsPage';
import { sampleBattlegrounds, sampleClanBoss, sampleClanMobs } from './fixtures';

const LOAD = 'clan.php?mod=loadBattlegrounds';
let fetch: FakeFetch;
let started: BusEvents['startAction'][];
const onStart = (event: BusEvents['startAction']) => started.push(event);

function answering(battlegrounds: unknown = sampleBattlegrounds(), clan = sampleClanData()) {
  fetch = useFakeApi({ ...clanDetailsApiAnswers(clan), [LOAD]: battlegrounds });
}

function renderPage() {
  render(
    <MemoryRouter>
      <BattlegroundsPage />
    </MemoryRouter>,
  );
}

const mobsTable = () => screen.getByRole('table', { name: 'Clan mobs' });
const rowOf = (name: string) => {
  const row = within(mobsTable()).getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

beforeEach(() => {
  resetAll();
  started = [];
  bus.on('startAction', onStart);
  answering();
});

afterEach(() => {
  cleanup();
  bus.off('startAction', onStart);
  configureApi();
  resetAll();
});

describe('BattlegroundsPage states', () => {
  it('shows loading in the clan frame while the battlegrounds load', () => {
    answering(answerNever);
    renderPage();
    expect(screen.getByRole('heading', { name: 'Battlegrounds', level: 2 })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Clan menu' })).toBeVisible();
    expect(screen.getByText(BATTLEGROUNDS_LOADING_TEXT)).toBeVisible();
    expect(fetch.calls.filter((call) => call.mod === 'loadBattlegrounds')).toHaveLength(1);
  });

  it('says its own sentence with Retry on a refusal, and loads again', async () => {
    let fail = true;
    answering(() => (fail ? { error: 'You are not in a clan.' } : sampleBattlegrounds()));
    renderPage();
    expect(await screen.findByText(BATTLEGROUNDS_LOAD_FAILED_TEXT)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Fight' })).toBeNull();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Fight' })).toBeVisible();
  });

  it('lists each mob with its power level and how many remain, and the boss bar', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Clan mobs' });
    expect(rowOf('Marsh Troll')).toHaveTextContent('Marsh Troll1,20014Battle');
    expect(rowOf('Cave Wyrm')).toHaveTextContent('Cave Wyrm4,8003Battle');
    const bar = screen.getByRole('progressbar', { name: 'Ancient Golem hit points' });
    expect(bar).toHaveAttribute('aria-valuenow', '1250000');
    expect(bar).toHaveAttribute('aria-valuemax', '2000000');
    expect(screen.getByText('1,250,000 / 2,000,000')).toBeVisible();
    expect(screen.queryByText(NO_MOBS_ALIVE_TEXT)).toBeNull();
    expect(screen.queryByText(NO_BOSSES_ALIVE_TEXT)).toBeNull();
  });

  it('says no mobs and no bosses are alive when there are none', async () => {
    answering(sampleBattlegrounds({ mobData: [], bossData: null }));
    renderPage();
    expect(await screen.findByText(NO_MOBS_ALIVE_TEXT)).toBeVisible();
    expect(screen.getByText(NO_BOSSES_ALIVE_TEXT)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Battle' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Fight' })).toBeNull();
  });

  it('leaves out mobs with none left and counts a slain boss as none alive', async () => {
    const [troll, wyrm] = sampleClanMobs();
    if (!troll || !wyrm) throw new Error('sample mobs missing');
    answering(
      sampleBattlegrounds({
        mobData: [troll, { ...wyrm, amount: 0 }],
        bossData: sampleClanBoss({ hpRemaining: 0 }),
      }),
    );
    renderPage();
    await screen.findByRole('table', { name: 'Clan mobs' });
    expect(within(mobsTable()).getAllByRole('button', { name: 'Battle' })).toHaveLength(1);
    expect(within(mobsTable()).queryByText('Cave Wyrm')).toBeNull();
    expect(screen.getByText(NO_BOSSES_ALIVE_TEXT)).toBeVisible();
  });
});

describe('starting clan battles', () => {
  it('starts clanMobBattle on the mob whose Battle was clicked', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Clan mobs' });
    await userEvent.click(within(rowOf('Cave Wyrm')).getByRole('button', { name: 'Battle' }));
    expect(started).toEqual([{ action: 'clanMobBattle', body: { id: 9 } }]);
  });

  it('lets a member without any permission fight', async () => {
    answering(
      sampleBattlegrounds(),
      sampleClanData({ rankNum: 5, permissions: NO_CLAN_PERMISSIONS }),
    );
    renderPage();
    await screen.findByRole('table', { name: 'Clan mobs' });
    await userEvent.click(within(rowOf('Marsh Troll')).getByRole('button', { name: 'Battle' }));
    await userEvent.click(screen.getByRole('button', { name: 'Fight' }));
    expect(started).toEqual([
      { action: 'clanMobBattle', body: { id: 4 } },
      { action: 'clanBossBattle' },
    ]);
  });

  it('starts clanBossBattle with Fight', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Fight' }));
    expect(started).toEqual([{ action: 'clanBossBattle' }]);
  });
});
