import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import type { BusEvents } from '@idle/contracts';
import { bus } from '@idle/events';
import { $items, $notifications, $player } from '@idle/state';
import { loadState, resetAll, useFakeApi, type FakeFetch } from '@idle/test-fixtures';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { answerNever } from '../testing/answer-never';
import {
  premiumApiAnswers,
  premiumInitialData,
  SAMPLE_CHECKOUT_URL,
  samplePremium,
} from './fixtures';
import {
  checkoutNavigation,
  finalizeFromSession,
  PREMIUM_LOAD_FAILED_TEXT,
  PREMIUM_LOADING_TEXT,
  PremiumPage,
} from './PremiumPage';

let fetch: FakeFetch;
let refusals: BusEvents['notify'][];
const onNotify = (event: BusEvents['notify']) => refusals.push(event);
let goTo: MockInstance<(url: string) => void>;

function answering(answers: Record<string, unknown> = {}): void {
  fetch = useFakeApi({ ...premiumApiAnswers(), ...answers });
}

function shown(): [string, string][] {
  return $notifications.get().map((entry) => [entry.kind, entry.text]);
}

/** The calls sent (everything but loading the store). */
function sent(): Record<string, string>[] {
  return fetch.calls.filter((call) => call.mod !== 'loadPremium').map((call) => call.params);
}

const nobility = () => screen.getByLabelText('Your nobility').textContent;
/** The Autos tab's figures and box in the order shown. */
const autos = () => {
  const tab = screen.getByRole('tabpanel');
  const owned = within(tab).getByLabelText('Autos owned').textContent;
  const cost = within(tab).getByLabelText('Autos cost').textContent;
  return `${owned}${cost}`;
};

async function renderLoaded(): Promise<void> {
  render(<PremiumPage />);
  await screen.findByRole('tablist', { name: 'Premium' });
}

async function openTab(name: string): Promise<void> {
  await userEvent.click(screen.getByRole('tab', { name }));
}

beforeEach(() => {
  resetAll();
  refusals = [];
  bus.on('notify', onNotify);
  goTo = vi.spyOn(checkoutNavigation, 'go').mockImplementation(() => undefined);
  answering();
  loadState(premiumInitialData());
});

afterEach(() => {
  cleanup();
  goTo.mockRestore();
  bus.off('notify', onNotify);
  configureApi();
  resetAll();
  window.history.replaceState(null, '', '/');
});

describe('PremiumPage states', () => {
  it('shows loading while the store loads, having asked for it', () => {
    answering({ 'misc.php?mod=loadPremium': answerNever });
    render(<PremiumPage />);
    expect(screen.getByRole('heading', { name: 'Premium Store', level: 2 })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(PREMIUM_LOADING_TEXT);
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.calls[0]).toMatchObject({
      method: 'GET',
      path: 'misc.php',
      params: { mod: 'loadPremium' },
    });
  });

  it('says its own sentence with Retry; the refusal is only notified', async () => {
    let fail = true;
    answering({
      'misc.php?mod=loadPremium': () =>
        fail ? { error: 'The store is closed.' } : samplePremium(),
    });
    render(<PremiumPage />);
    expect(await screen.findByText(PREMIUM_LOAD_FAILED_TEXT)).toBeVisible();
    expect(refusals).toEqual([{ kind: 'error', text: 'The store is closed.' }]);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('tablist', { name: 'Premium' })).toBeVisible();
  });

  it('opens on Credits with the amount at 5 and the nobility with its bonus', async () => {
    await renderLoaded();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Credits',
      'Boosts',
      'Autos',
    ]);
    expect(screen.getByRole('textbox', { name: 'Amount in dollars' })).toHaveValue('5');
    expect(nobility()).toBe(
      'Nobility rank3 (Knight)Bonus2%Honor12Honor to the next rank8Honor tokens25',
    );
  });

  it('says the top rank has no next rank', async () => {
    answering({
      'misc.php?mod=loadPremium': samplePremium({
        nobility: { rank: 27, name: 'God', bonusPercent: 26, honor: 20_000, nextRankHonor: null },
      }),
    });
    await renderLoaded();
    expect(nobility()).toContain('Bonus26%Honor20,000Honor to the next rankTop rank');
  });

  it("numbers a new player's rank as the spec does: 1 (Peasant)", async () => {
    answering({
      'misc.php?mod=loadPremium': samplePremium({
        nobility: { rank: 1, name: 'Peasant', bonusPercent: 0, honor: 0, nextRankHonor: 5 },
      }),
    });
    await renderLoaded();
    expect(nobility()).toMatch(/^Nobility rank1 \(Peasant\)Bonus0%/);
  });

  it('opens the Boosts tab with every boost on sale', async () => {
    await renderLoaded();
    await openTab('Boosts');
    expect(screen.getByRole('list', { name: 'Boosts on sale' })).toBeVisible();
  });
});

describe('buying credits', () => {
  it('creates a checkout for the amount and goes to its page', async () => {
    await renderLoaded();
    const box = screen.getByRole('textbox', { name: 'Amount in dollars' });
    await userEvent.clear(box);
    await userEvent.type(box, '25.50');
    await userEvent.click(screen.getByRole('button', { name: 'Buy' }));
    await waitFor(() => {
      expect(goTo).toHaveBeenCalledWith(SAMPLE_CHECKOUT_URL);
    });
    expect(sent()).toEqual([{ mod: 'createCheckout', amount: '25.50' }]);
    expect(fetch.calls.at(-1)).toMatchObject({ method: 'POST', path: 'premium.php' });
  });

  it.each(['4.99', '501', '1000', '5.5', 'abc', ''])(
    'refuses %j with "Invalid amount.", resets to 5 and sends nothing',
    async (input) => {
      await renderLoaded();
      const box = screen.getByRole('textbox', { name: 'Amount in dollars' });
      await userEvent.clear(box);
      if (input !== '') await userEvent.type(box, input);
      await userEvent.click(screen.getByRole('button', { name: 'Buy' }));
      expect(screen.getByText('Invalid amount.')).toBeVisible();
      expect(box).toHaveValue('5');
      expect(sent()).toEqual([]);
      expect(goTo).not.toHaveBeenCalled();
    },
  );

  it("notifies the server's refusal once and stays on the page", async () => {
    answering({ 'premium.php?mod=createCheckout': { error: 'Payments are unavailable.' } });
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Buy' }));
    await waitFor(() => {
      expect(refusals).toEqual([{ kind: 'error', text: 'Payments are unavailable.' }]);
    });
    expect(screen.queryByText('Payments are unavailable.')).toBeNull();
    expect(goTo).not.toHaveBeenCalled();
    expect($items.get().credits).toBe(1_000);
  });
});

describe('finalizing a checkout', () => {
  it('sets the credits to the total and says what was received', async () => {
    expect(await finalizeFromSession('cs_test_1')).toBe(true);
    expect(sent()).toEqual([{ mod: 'finalizeCheckout', sessionId: 'cs_test_1' }]);
    expect($items.get().credits).toBe(1_500);
    expect(shown()).toEqual([['success', 'You received 500 credits.']]);
  });

  it('changes nothing while the payment is pending', async () => {
    answering({
      'premium.php?mod=finalizeCheckout': { status: 'pending', credited: 0, credits: 1_000 },
    });
    expect(await finalizeFromSession('cs_test_1')).toBe(false);
    expect($items.get().credits).toBe(1_000);
    expect(shown()).toEqual([]);
  });

  it('changes nothing when refused', async () => {
    answering({ 'premium.php?mod=finalizeCheckout': { error: 'Unknown checkout session.' } });
    await expect(finalizeFromSession('cs_bad')).rejects.toThrow('Unknown checkout session.');
    expect($items.get().credits).toBe(1_000);
    expect(shown()).toEqual([]);
  });

  it('finalizes the session the checkout redirect brings back, once', async () => {
    window.history.replaceState(null, '', '/premium?session_id=cs_test_1');
    await renderLoaded();
    await waitFor(() => {
      expect($items.get().credits).toBe(1_500);
    });
    expect(sent()).toEqual([{ mod: 'finalizeCheckout', sessionId: 'cs_test_1' }]);
    expect(window.location.search).toBe('');
  });
});

describe('using honor tokens', () => {
  it('asks for the honor the tokens make, ten a point, and keeps the remainder', async () => {
    await renderLoaded();
    expect(
      screen.getByText('Ten honor tokens make one honor: your 25 honor tokens make 2 honor.'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Use honor tokens' }));
    await waitFor(() => {
      expect(shown()).toEqual([['success', 'Honor tokens used.']]);
    });
    expect(sent()).toEqual([{ mod: 'useHonorTokens', honor: '2' }]);
    expect($items.get().honor_tokens).toBe(5);
    expect(nobility()).toContain('Honor14');
    expect(screen.getByRole('button', { name: 'Use honor tokens' })).toBeDisabled();
  });

  it('asks for 10 honor with 100 tokens', async () => {
    loadState(premiumInitialData({ honor_tokens: 100 }));
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Use honor tokens' }));
    await waitFor(() => {
      expect(shown()).toEqual([['success', 'Honor tokens used.']]);
    });
    expect(sent()).toEqual([{ mod: 'useHonorTokens', honor: '10' }]);
    expect($items.get().honor_tokens ?? 0).toBe(0);
    expect(nobility()).toContain('Honor22');
  });

  it.each([0, 9])('is disabled with %i honor tokens, too few for one honor', async (tokens) => {
    loadState(premiumInitialData({ honor_tokens: tokens }));
    await renderLoaded();
    expect(screen.getByText('Ten honor tokens make one honor.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Use honor tokens' })).toBeDisabled();
  });

  it("notifies the server's refusal once and changes nothing", async () => {
    answering({ 'misc.php?mod=useHonorTokens': { error: 'Not enough honor tokens.' } });
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Use honor tokens' }));
    await waitFor(() => {
      expect(refusals).toEqual([{ kind: 'error', text: 'Not enough honor tokens.' }]);
    });
    expect(screen.queryByText('Not enough honor tokens.')).toBeNull();
    expect($items.get().honor_tokens).toBe(25);
    expect(nobility()).toContain('Honor12');
  });
});

describe('buying Autos', () => {
  it('shows the owned count and the live cost of the amount', async () => {
    answering({ 'misc.php?mod=loadPremium': samplePremium({ autosOwned: 740 }) });
    await renderLoaded();
    await openTab('Autos');
    const box = screen.getByRole('textbox', { name: 'Autos to buy' });
    expect(box).toHaveAttribute('maxLength', '3');
    // The spec's order: owned, the box, the cost, Purchase.
    const order = [
      screen.getByText('Autos owned'),
      box,
      screen.getByText('Cost in credits'),
      screen.getByRole('button', { name: 'Purchase' }),
    ];
    for (let index = 1; index < order.length; index++) {
      const before = order[index - 1] as HTMLElement;
      expect(before.compareDocumentPosition(order[index] as HTMLElement)).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
    }
    expect(autos()).toBe('Autos owned740Cost in credits-');
    await userEvent.type(box, '20');
    // 10 at 1 credit, then 10 at 2 from 750 owned.
    expect(autos()).toBe('Autos owned740Cost in credits30');
  });

  it('buys the Autos: credits leave, the maximum Autos and owned count rise', async () => {
    await renderLoaded();
    await openTab('Autos');
    await userEvent.type(screen.getByRole('textbox', { name: 'Autos to buy' }), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Purchase' }));
    await waitFor(() => {
      expect(shown()).toEqual([['success', 'Autos purchased.']]);
    });
    expect(sent()).toEqual([{ mod: 'purchaseAutos', autos: '100' }]);
    expect($items.get().credits).toBe(900);
    expect($player.get()?.maxAutos).toBe(250);
    expect(autos()).toBe('Autos owned250Cost in credits-');
  });

  it('refuses an amount of 0 with "Invalid amount." and sends nothing', async () => {
    await renderLoaded();
    await openTab('Autos');
    await userEvent.type(screen.getByRole('textbox', { name: 'Autos to buy' }), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Purchase' }));
    expect(screen.getByText('Invalid amount.')).toBeVisible();
    expect(sent()).toEqual([]);
    expect($items.get().credits).toBe(1_000);
  });

  it("notifies the server's refusal once and changes nothing", async () => {
    answering({ 'misc.php?mod=purchaseAutos': { error: 'Not enough credits.' } });
    await renderLoaded();
    await openTab('Autos');
    await userEvent.type(screen.getByRole('textbox', { name: 'Autos to buy' }), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Purchase' }));
    await waitFor(() => {
      expect(refusals).toEqual([{ kind: 'error', text: 'Not enough credits.' }]);
    });
    expect(screen.queryByText('Not enough credits.')).toBeNull();
    expect($items.get().credits).toBe(1_000);
    expect($player.get()?.maxAutos).toBe(150);
    expect(autos()).toContain('Autos owned150');
  });
});
