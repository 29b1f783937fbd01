import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import { $marketValues } from '@idle/state';
import { answerNever, loadState, resetAll, useFakeApi, type FakeFetch } from '@idle/test-fixtures';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { marketApiAnswers, marketInitialData } from '../item/fixtures';
import { sampleMarketValues, sampleNetWorth } from './fixtures';
import {
  NET_WORTH_FAILED_TEXT,
  NET_WORTH_LOADING_TEXT,
  NetWorthSection,
  averagesText,
  notValuedText,
} from './NetWorthSection';

let fetch: FakeFetch;

function answering(answers: Record<string, unknown> = {}): void {
  fetch = useFakeApi({
    ...marketApiAnswers(),
    'networth.php?mod=loadNetWorth': sampleNetWorth(),
    'market.php?mod=marketValues': sampleMarketValues(),
    ...answers,
  });
}

function figures(): Record<string, string> {
  return Object.fromEntries(
    Array.from(document.querySelectorAll('dt'), (term) => [
      term.textContent.trim(),
      term.nextElementSibling?.textContent.trim() ?? '',
    ]),
  );
}

const calls = (mod: string) => fetch.calls.filter((call) => call.mod === mod).length;

beforeEach(() => {
  resetAll();
  $marketValues.set(null);
  answering();
  loadState(marketInitialData());
});

afterEach(() => {
  cleanup();
  configureApi();
  resetAll();
  $marketValues.set(null);
});

describe('NetWorthSection', () => {
  it('shows loading while the worth loads', () => {
    answering({ 'networth.php?mod=loadNetWorth': answerNever });
    render(<NetWorthSection />);
    expect(screen.getByRole('heading', { name: 'Net worth' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(NET_WORTH_LOADING_TEXT);
  });

  it('shows the total and each part as the screen formats gold, and what is not valued', async () => {
    render(<NetWorthSection />);
    await screen.findByText('1,252,710 gold');
    expect(figures()).toEqual({
      Total: '1,252,710 gold',
      Gold: '1,200,000 gold',
      Inventory: '45,200 gold',
      Jewels: '2,400 gold',
      Trinkets: '0 gold',
      'Open orders': '5,110 gold',
    });
    expect(screen.getByText(averagesText(7))).toBeVisible();
    expect(screen.getByText(notValuedText(7))).toBeVisible();
    const list = screen.getByRole('list', { name: 'Not valued' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Metal x40', 'Rare Ruby jewel x1', 'Uncommon trinket x2']);
  });

  it('leaves the list out when everything is valued', async () => {
    answering({ 'networth.php?mod=loadNetWorth': sampleNetWorth({ notValued: [] }) });
    render(<NetWorthSection />);
    await screen.findByText('1,252,710 gold');
    expect(screen.queryByRole('list', { name: 'Not valued' })).toBeNull();
  });

  it('fills the shared market values once for every item hover of the page', async () => {
    render(
      <>
        <NetWorthSection />
        <NetWorthSection />
      </>,
    );
    await screen.findAllByText('1,252,710 gold');
    expect($marketValues.get()?.cents.get('rune_fire')).toBe(1_250);
    expect(calls('marketValues')).toBe(1);
    expect(calls('loadNetWorth')).toBe(1);
  });

  it('says its own sentence with Retry on a failure, then loads on Retry', async () => {
    let fail = true;
    answering({
      'networth.php?mod=loadNetWorth': () =>
        fail ? { error: 'The market is closed.' } : sampleNetWorth(),
    });
    render(<NetWorthSection />);
    expect(await screen.findByText(NET_WORTH_FAILED_TEXT)).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1,252,710 gold')).toBeVisible();
  });
});
