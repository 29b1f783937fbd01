/**
 * /premium, the premium store (spec 002 §2, §5, §8, §9): tabs for credits, boosts and Autos.
 * Credits are bought through the server's hosted checkout; the player's honor tokens turn into
 * honor, which sets the nobility rank; Autos raise the maximum Autos for credits.
 */
import { type LoadState, useServerCall } from '@idle/api-client';
import type { LoadPremiumAnswer, Nobility } from '@idle/contracts';
import {
  AUTOS_AMOUNT_INPUT_MAX_LENGTH,
  autosPurchaseCost,
  formatCount,
  formatNumber,
  honorFromHonorTokens,
  parseAutosAmount,
  PREMIUM_CREDITS_DEFAULT,
  validatePremiumCreditAmount,
} from '@idle/game-rules';
import { $items, notify } from '@idle/state';
import {
  Button,
  LoadError,
  LoadingState,
  Tabs,
  TextInput,
  Figure,
  Figures,
  Inline,
  Muted,
  Page,
  Section,
  Stack,
} from '@idle/ui';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import {
  createCheckout,
  finalizeCheckout,
  purchaseAutos,
  spendHonorTokens,
  usePremium,
} from '../api';
import { BoostsTab } from './BoostsTab';

export const PREMIUM_LOADING_TEXT = 'Loading the premium store...';
/** Said with Retry on a failed load; the server's text shows once, as the notification. */
export const PREMIUM_LOAD_FAILED_TEXT = 'The premium store could not be loaded.';
export const HONOR_TOKENS_USED_TEXT = 'Honor tokens used.';
export const AUTOS_PURCHASED_TEXT = 'Autos purchased.';
/** The URL query parameter the server's checkout redirect brings the session back in. */
export const CHECKOUT_SESSION_PARAM = 'session_id';

export function creditsReceivedText(credits: number): string {
  return `You received ${formatCount(credits, 'credit', 'credits')}.`;
}

/** What the owned honor tokens make, ten a point of honor. */
export function honorTokensMakeText(honorTokens: number, honor: number): string {
  if (honor === 0) return 'Ten honor tokens make one honor.';
  const tokens = formatCount(honorTokens, 'honor token', 'honor tokens');
  return `Ten honor tokens make one honor: your ${tokens} make ${formatNumber(honor)} honor.`;
}

/** Leaving for the hosted checkout; an object so tests and stories can replace `go`. */
export const checkoutNavigation = {
  go(url: string): void {
    window.location.assign(url);
  },
};

/**
 * Finishes a checkout the browser came back from: the server runs the same idempotent
 * fulfilment as its webhook. When paid, the player's credits become the server's total (so a
 * second finalize of one session never counts twice) and the credits it brought are notified.
 * Resolves whether it was paid; a refusal is notified by the request layer and changes nothing.
 */
export async function finalizeFromSession(sessionId: string): Promise<boolean> {
  const answer = await finalizeCheckout(sessionId);
  if (answer.status !== 'paid') return false;
  if (answer.credited > 0) notify('success', creditsReceivedText(answer.credited));
  return true;
}

/** The checkout session in this page's URL after the redirect back, or null. */
function checkoutSessionInUrl(): string | null {
  return new URLSearchParams(window.location.search).get(CHECKOUT_SESSION_PARAM);
}

/** Takes the session out of the URL so a reload does not finalize it again. */
function forgetCheckoutSessionInUrl(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete(CHECKOUT_SESSION_PARAM);
  window.history.replaceState(window.history.state, '', url);
}

export interface PremiumViewProps {
  /** The state of `misc.php?mod=loadPremium`. */
  state: LoadState<LoadPremiumAnswer>;
  onRetry: () => void;
}

/** The premium store for a given state of `loadPremium` (stories render it directly). */
export function PremiumView({ state, onRetry }: PremiumViewProps) {
  let content;
  if (state.status === 'loading') content = <LoadingState label={PREMIUM_LOADING_TEXT} />;
  else if (state.status === 'error') {
    content = <LoadError message={PREMIUM_LOAD_FAILED_TEXT} onRetry={onRetry} />;
  } else content = <PremiumContent answer={state.data} />;
  return (
    <Page title="Premium Store" titleId="premium-title">
      {content}
    </Page>
  );
}

function PremiumContent({ answer }: { answer: LoadPremiumAnswer }) {
  return (
    <Tabs
      label="Premium"
      tabs={[
        {
          id: 'credits',
          label: 'Credits',
          content: (
            <Stack gap={6}>
              <CreditsSection />
              <HonorSection nobility={answer.nobility} />
            </Stack>
          ),
        },
        { id: 'boosts', label: 'Boosts', content: <BoostsTab /> },
        {
          id: 'autos',
          label: 'Autos',
          content: <AutosSection autosOwned={answer.autosOwned} />,
        },
      ]}
    />
  );
}

function CreditsSection() {
  const [amount, setAmount] = useState(String(PREMIUM_CREDITS_DEFAULT));
  const [error, setError] = useState<string | null>(null);
  const call = useServerCall();

  const buy = () => {
    const checked = validatePremiumCreditAmount(amount);
    if (!checked.ok) {
      setError(checked.error);
      setAmount(checked.resetTo);
      return;
    }
    setError(null);
    void call.run(
      'checkout',
      () => createCheckout(amount),
      (checkout) => {
        checkoutNavigation.go(checkout.checkoutUrl);
      },
    );
  };

  return (
    <Section title="Buy credits" titleId="premium-credits">
      <Muted>
        Payment is taken on a secure checkout page; the credits arrive when it is complete.
      </Muted>
      <Inline align="start" wrap={false}>
        <TextInput
          label="Amount in dollars"
          inline
          value={amount}
          onChange={setAmount}
          error={error ?? undefined}
        />
        <Button variant="primary" disabled={call.pending !== null} onClick={buy}>
          Buy
        </Button>
      </Inline>
    </Section>
  );
}

function HonorSection({ nobility }: { nobility: Nobility }) {
  const honorTokens = useStore($items).honor_tokens ?? 0;
  const call = useServerCall();
  // The call asks for points of honor, ten tokens each; a remainder of tokens stays.
  const honor = honorFromHonorTokens(honorTokens);

  const use = () =>
    void call.run(
      'honor',
      () => spendHonorTokens(honor),
      () => {
        notify('success', HONOR_TOKENS_USED_TEXT);
      },
    );

  return (
    <Section title="Honor" titleId="premium-honor">
      <Figures label="Your nobility">
        <Figure label="Nobility rank">{`${formatNumber(nobility.rank)} (${nobility.name})`}</Figure>
        <Figure label="Bonus">{`${formatNumber(nobility.bonusPercent)}%`}</Figure>
        <Figure label="Honor">{formatNumber(nobility.honor)}</Figure>
        <Figure label="Honor to the next rank">
          {nobility.nextRankHonor === null
            ? 'Top rank'
            : formatNumber(Math.max(0, nobility.nextRankHonor - nobility.honor))}
        </Figure>
        <Figure label="Honor tokens">{formatNumber(honorTokens)}</Figure>
      </Figures>
      <Muted>{honorTokensMakeText(honorTokens, honor)}</Muted>
      <div>
        <Button variant="primary" disabled={honor === 0 || call.pending !== null} onClick={use}>
          Use honor tokens
        </Button>
      </div>
    </Section>
  );
}

function AutosSection({ autosOwned }: { autosOwned: number }) {
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const call = useServerCall();
  const parsed = parseAutosAmount(amount);
  const cost = parsed.ok ? autosPurchaseCost(autosOwned, parsed.value) : null;

  const purchase = () => {
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    setError(null);
    void call.run(
      'autos',
      () => purchaseAutos(parsed.value),
      () => {
        setAmount('');
        notify('success', AUTOS_PURCHASED_TEXT);
      },
    );
  };

  return (
    <Section title="Autos" titleId="premium-autos">
      {/* The spec's order: the owned count, the amount box, the cost, then Purchase. */}
      <Figures label="Autos owned">
        <Figure label="Autos owned">{formatNumber(autosOwned)}</Figure>
      </Figures>
      <TextInput
        label="Autos to buy"
        inline
        maxLength={AUTOS_AMOUNT_INPUT_MAX_LENGTH}
        value={amount}
        onChange={setAmount}
        error={error ?? undefined}
      />
      <Figures label="Autos cost">
        <Figure label="Cost in credits">{cost === null ? '-' : formatNumber(cost)}</Figure>
      </Figures>
      <div>
        <Button variant="primary" disabled={call.pending !== null} onClick={purchase}>
          Purchase
        </Button>
      </div>
    </Section>
  );
}

export function PremiumPage() {
  const premium = usePremium();
  useEffect(() => {
    const sessionId = checkoutSessionInUrl();
    if (sessionId === null) return;
    forgetCheckoutSessionInUrl();
    // A refusal is notified by the request layer; the screen stays usable.
    finalizeFromSession(sessionId).catch(() => undefined);
  }, []);
  return <PremiumView state={premium.state} onRetry={premium.reload} />;
}
