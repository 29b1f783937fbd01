import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { BoostKind, BusEvents } from '@idle/contracts';
import { bus } from '@idle/events';
import { BOOST_CAP_TEXT } from '@idle/game-rules';
import { $boosts, $items, $notifications } from '@idle/state';
import { loadState, resetAll, useFakeApi, type FakeFetch } from '@idle/test-fixtures';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOST_NOT_RUNNING_TEXT, boostBoughtText } from './BoostsTab';
import { premiumApiAnswers, premiumInitialData, sampleBoost, samplePremium } from './fixtures';
import { PremiumPage } from './PremiumPage';

const NOW = Date.UTC(2026, 10, 21, 12);
const HOUR = 3600 * 1000;
let fetch: FakeFetch;
let refusals: BusEvents['notify'][];
const onNotify = (event: BusEvents['notify']) => refusals.push(event);

function answering(answers: Record<string, unknown> = {}, premium = samplePremium()): void {
  fetch = useFakeApi({ ...premiumApiAnswers(premium), ...answers });
}

/** The buyBoost calls sent. */
function bought(): Record<string, string>[] {
  return fetch.calls.filter((call) => call.mod === 'buyBoost').map((call) => call.params);
}

function boostCard(name: string): HTMLElement {
  return screen.getByRole('listitem', { name });
}

async function openBoosts(): Promise<void> {
  render(<PremiumPage />);
  await userEvent.click(await screen.findByRole('tab', { name: 'Boosts' }));
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
  resetAll();
  refusals = [];
  bus.on('notify', onNotify);
  answering();
  loadState(premiumInitialData());
});

afterEach(() => {
  bus.off('notify', onNotify);
  cleanup();
  configureApi();
  resetAll();
  vi.useRealTimers();
});

describe('the Boosts tab', () => {
  it('lists the five boosts with their percent, prices and whether they run', async () => {
    answering({}, samplePremium({ boosts: [sampleBoost('gold', 30, NOW)] }));
    await openBoosts();
    const names = within(screen.getByRole('list', { name: 'Boosts on sale' }))
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Combat Exp', 'Gold', 'Drops', 'Gathering Exp', 'Resources']);
    const gold = boostCard('Gold');
    expect(gold).toHaveTextContent('+10% gold from battles');
    expect(gold).toHaveTextContent('Running: 1d 6h left');
    expect(within(gold).getByRole('button', { name: 'Buy 1 day (50 credits)' })).toBeVisible();
    expect(within(gold).getByRole('button', { name: 'Buy 7 days (300 credits)' })).toBeVisible();
    expect(boostCard('Drops')).toHaveTextContent(BOOST_NOT_RUNNING_TEXT);
    // The loaded boosts are the Effects panel's too.
    expect($boosts.get()).toEqual([sampleBoost('gold', 30, NOW)]);
  });

  it('counts a running boost down every second', async () => {
    answering(
      {},
      samplePremium({ boosts: [{ kind: 'drops', percent: 10, endsAt: NOW + 62_000 }] }),
    );
    await openBoosts();
    expect(boostCard('Drops')).toHaveTextContent('Running: 1m 02s left');
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    expect(boostCard('Drops')).toHaveTextContent('Running: 59s left');
  });

  it('buys only on the confirming second click, then shows the boost and takes the credits', async () => {
    await openBoosts();
    const card = boostCard('Resources');
    await userEvent.click(within(card).getByRole('button', { name: 'Buy 7 days (300 credits)' }));
    expect(bought()).toEqual([]);
    await userEvent.click(
      within(card).getByRole('button', { name: 'Confirm 7 days for 300 credits' }),
    );
    await screen.findByText('Running: 7d 0h left');
    expect(bought()).toEqual([{ mod: 'buyBoost', kind: 'resources', hours: '168' }]);
    expect($items.get().credits).toBe(700);
    expect($boosts.get()).toMatchObject([{ kind: 'resources', percent: 10 }]);
    expect($notifications.get().map((entry) => entry.text)).toEqual([
      boostBoughtText('resources', 168),
    ]);
  });

  it('a click on another Buy asks again for that one instead', async () => {
    await openBoosts();
    await userEvent.click(
      within(boostCard('Gold')).getByRole('button', { name: 'Buy 1 day (50 credits)' }),
    );
    await userEvent.click(
      within(boostCard('Drops')).getByRole('button', { name: 'Buy 1 day (50 credits)' }),
    );
    expect(within(boostCard('Gold')).queryByRole('button', { name: /Confirm/ })).toBeNull();
    expect(
      within(boostCard('Drops')).getByRole('button', { name: 'Confirm 1 day for 50 credits' }),
    ).toBeVisible();
    expect(bought()).toEqual([]);
  });

  it.each<[string, BoostKind]>([
    ['You do not have enough credits.', 'gold'],
    [BOOST_CAP_TEXT, 'combatExp'],
  ])("shows the server's refusal %j and changes nothing", async (error, kind) => {
    answering({ 'premium.php?mod=buyBoost': { error } });
    await openBoosts();
    const card = within(boostCard(kind === 'gold' ? 'Gold' : 'Combat Exp'));
    await userEvent.click(card.getByRole('button', { name: 'Buy 1 day (50 credits)' }));
    await userEvent.click(card.getByRole('button', { name: 'Confirm 1 day for 50 credits' }));
    await vi.waitFor(() => {
      expect(refusals).toEqual([{ kind: 'error', text: error }]);
    });
    // Notified once, not repeated on the page.
    expect(screen.queryByText(error)).toBeNull();
    expect($items.get().credits).toBe(1_000);
    expect($boosts.get()).toEqual([]);
  });

  it('keeps an ended boost off the list', async () => {
    answering({}, samplePremium({ boosts: [{ kind: 'gold', percent: 10, endsAt: NOW - HOUR }] }));
    await openBoosts();
    expect(boostCard('Gold')).toHaveTextContent(BOOST_NOT_RUNNING_TEXT);
  });
});
