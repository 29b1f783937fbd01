import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { TickAnswer } from '@idle/contracts';
import { NO_RATES_TEXT, RATES_RESET_TEXT } from '@idle/game-rules';
import { $notifications, $sessionRates, applyTick } from '@idle/state';
import { answerNever, loadState, resetAll, useFakeApi, type FakeFetch } from '@idle/test-fixtures';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@idle/events';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { battleApiAnswers, battleInitialData } from '../fixtures';
import { CurrentActionRates } from './CurrentActionRates';
import { RATES_LOAD_FAILED_TEXT, RatesPage } from './RatesPage';
import { itemRatesText, runTimeText } from './RatesTable';

let fetch: FakeFetch;
function answering(answers: Record<string, unknown>): void {
  fetch = useFakeApi({ ...battleApiAnswers(), ...answers });
}

const region = (name: string) => screen.getByRole('region', { name });
const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

/** A battling tick as the server answers it, with its rates. */
function battleTick(gold: number, exp: number, rats = 0): TickAnswer {
  return {
    delay: 2000,
    autos: 100,
    rates: {
      key: 'battling',
      name: 'Battling',
      figures: { actions: 1, ms: 2000, exp, gold, items: rats > 0 ? { rat_tail: rats } : {} },
    },
  };
}
function tick(answer: TickAnswer) {
  act(() => {
    applyTick('battling', answer);
    bus.emit('tick', { action: 'battling', answer });
  });
}

beforeEach(() => {
  resetAll();
  answering({});
  loadState(battleInitialData());
});
afterEach(() => {
  cleanup();
  configureApi();
  resetAll();
});

describe('rates formatting', () => {
  it('reads items per hour, most first, and run times', () => {
    const rates = {
      key: 'mining',
      name: 'Mining',
      figures: { actions: 2, ms: 4000, exp: 0, gold: 0, items: { gem_fragments: 1, rat_tail: 3 } },
    };
    expect(itemRatesText(rates, battleInitialData().itemData)).toBe(
      'Rat Tail 2,700/h, Gem Fragments 900/h',
    );
    expect(runTimeText(40_000)).toBe('40 s');
    expect(runTimeText(12 * 60_000)).toBe('12 min');
    expect(runTimeText(65 * 60_000)).toBe('1 h 5 min');
  });
});

describe('RatesPage', () => {
  it('shows loading, then each action since the reset with its figures per hour', async () => {
    answering({ 'rates.php?mod=loadRates': answerNever });
    render(<RatesPage />);
    expect(screen.getByRole('heading', { name: 'Rates', level: 2 })).toBeVisible();
    expect(within(region('Since your last reset')).getByRole('status')).toHaveTextContent(
      'Loading rates...',
    );
    cleanup();
    answering({});
    render(<RatesPage />);
    const since = region('Since your last reset');
    expect(await within(since).findByText('Since 20 Nov 2026, 09:30.')).toBeVisible();
    expect(rowTexts(within(since).getByRole('table'))).toEqual([
      ['Battling', '1,800', '1 h', '45,000/h', '270,000/h', 'Rat Tail 36/h'],
      ['Dungeoneering: Flooded Cellar', '300', '10 min', '14,400/h', '0/h', 'None'],
    ]);
    expect(within(region('This session')).getByText(NO_RATES_TEXT)).toBeVisible();
    expect(fetch.calls[0]).toMatchObject({ method: 'GET', path: 'rates.php' });
  });

  it('says when the rates could not be loaded, with Retry', async () => {
    answering({ 'rates.php?mod=loadRates': { error: 'The server is busy.' } });
    render(<RatesPage />);
    expect(await screen.findByText(RATES_LOAD_FAILED_TEXT)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it('adds each tick to this session and to the figures since the reset, without a call', async () => {
    render(<RatesPage />);
    const since = region('Since your last reset');
    await within(since).findByRole('table');
    const calls = fetch.calls.length;
    tick(battleTick(150, 25, 1));
    tick(battleTick(90, 25));
    expect(rowTexts(within(region('This session')).getByRole('table'))).toEqual([
      ['Battling', '2', '4 s', '45,000/h', '216,000/h', 'Rat Tail 900/h'],
    ]);
    // 1,802 actions now, 240 more gold over 4 more seconds.
    expect(rowTexts(within(since).getByRole('table'))[0]?.slice(0, 2)).toEqual([
      'Battling',
      '1,802',
    ]);
    expect(fetch.calls.length).toBe(calls);
  });

  it('resets after a confirmation only, both the server’s figures and the session’s', async () => {
    tick(battleTick(150, 25));
    render(<RatesPage />);
    const since = region('Since your last reset');
    await within(since).findByRole('table');
    await userEvent.click(within(since).getByRole('button', { name: 'Reset' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset the rates?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetch.calls.some((call) => call.params.mod === 'resetRates')).toBe(false);
    await userEvent.click(within(since).getByRole('button', { name: 'Reset' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reset the rates' }));
    expect(await within(since).findByText(NO_RATES_TEXT)).toBeVisible();
    expect(fetch.calls.filter((call) => call.params.mod === 'resetRates')).toHaveLength(1);
    expect($sessionRates.get().tracked).toEqual([]);
    expect($notifications.get().map((n) => n.text)).toEqual([RATES_RESET_TEXT]);
  });
});

describe('CurrentActionRates', () => {
  it('shows nothing before a tick, then the running action this session and since the reset', async () => {
    const { container } = render(
      <MemoryRouter>
        <CurrentActionRates />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
    // The figures since the reset are loaded first; the tick is added to them.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    tick(battleTick(150, 25, 1));
    const group = await screen.findByRole('group', { name: 'Rates of Battling' });
    expect(within(group).getByText('45,000/h exp, 270,000/h gold, Rat Tail 1,800/h')).toBeVisible();
    // 1,801 actions over 3,602 s: 45,025 exp, 270,150 gold and 37 Rat Tails.
    expect(
      await within(group).findByText('45,000/h exp, 270,000/h gold, Rat Tail 37/h'),
    ).toBeVisible();
    expect(within(group).getByRole('link', { name: 'All rates' })).toHaveAttribute(
      'href',
      '/rates',
    );
  });
});
