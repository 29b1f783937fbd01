/**
 * /black_market, the black market (spec 002 §2, §3, §5, §7): one bound credit at a time for
 * gold, the price rising with each credit bought this month and starting again each month; and
 * resource caches traded for metal, wood or stone (amount box of 6 characters). Spec 002 gives
 * the black market no text of its own: both trades say spec 000's "Transaction completed.".
 */
import { type LoadState, useServerCall } from '@idle/api-client';
import type { BlackMarketAnswer, ItemDefinition } from '@idle/contracts';
import {
  CACHE_RESOURCE_CHOICES,
  CACHE_RESOURCES,
  formatNumber,
  MARKET_CURRENCY_ITEM,
  MARKET_TEXTS,
  NOT_ENOUGH_GOLD_TEXT,
  parseMarketQuantity,
  RESOURCE_CACHE_ITEM,
  RESOURCE_CACHE_TRADE_MAX,
  RESOURCE_CACHE_TRADE_MAX_LENGTH,
  RESOURCE_CACHE_YIELD,
  validateTransactionAmount,
  type CacheResourceChoice,
} from '@idle/game-rules';
import { $gameData, $items, notify } from '@idle/state';
import {
  Button,
  LoadError,
  itemNameText,
  LoadingState,
  NumberInput,
  Page,
  Figure,
  Figures,
  Muted,
  Inline,
  Section,
  Stack,
  Text,
} from '@idle/ui';
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { BOUND_CREDITS_ITEM, buyBoundCredit, tradeResourceCaches, useBlackMarket } from '../api';
import styles from './BlackMarketPage.module.css';

export const BLACK_MARKET_LOADING_TEXT = 'Loading the black market...';
/** Said with Retry on a failed load; the server's text shows once, as the notification. */
export const BLACK_MARKET_LOAD_FAILED_TEXT = 'The black market could not be loaded.';
/** Beside the disabled cache trade of a player without caches. */
export const NO_RESOURCE_CACHES_TEXT = 'You have no resource caches.';

export interface BlackMarketViewProps {
  /** The state of `store.php?mod=blackMarket`. */
  state: LoadState<BlackMarketAnswer>;
  onRetry: () => void;
}

/** The black market for a given state of `blackMarket` (stories render it directly). */
export function BlackMarketView({ state, onRetry }: BlackMarketViewProps) {
  let content;
  if (state.status === 'loading') content = <LoadingState label={BLACK_MARKET_LOADING_TEXT} />;
  else if (state.status === 'error') {
    content = <LoadError message={BLACK_MARKET_LOAD_FAILED_TEXT} onRetry={onRetry} />;
  } else content = <BlackMarketContent credits={state.data} />;
  return (
    <Page title="Black Market" titleId="black-market-title">
      {content}
    </Page>
  );
}

function BlackMarketContent({ credits }: { credits: BlackMarketAnswer }) {
  const data = useStore($gameData);
  const owned = useStore($items);
  const items: Readonly<Record<string, ItemDefinition>> = data?.itemData ?? {};
  const call = useServerCall();
  const busy = call.pending !== null;
  const gold = owned[MARKET_CURRENCY_ITEM] ?? 0;
  const caches = owned[RESOURCE_CACHE_ITEM] ?? 0;
  const creditRefusal = gold < credits.creditsCost ? NOT_ENOUGH_GOLD_TEXT : null;

  const buyCredit = () =>
    call.run('credit', buyBoundCredit, () => notify('success', MARKET_TEXTS.transactionCompleted));

  const tradeCaches = (amount: number, resource: CacheResourceChoice) =>
    call.run(
      'caches',
      () => tradeResourceCaches(amount, resource),
      () => notify('success', MARKET_TEXTS.transactionCompleted),
    );

  return (
    <Stack gap={6}>
      <Figures label="Your holdings">
        <Figure label="Gold">{formatNumber(gold)}</Figure>
        <Figure label="Bound credits">{formatNumber(owned[BOUND_CREDITS_ITEM] ?? 0)}</Figure>
        <Figure label="Resource caches">{formatNumber(caches)}</Figure>
      </Figures>
      <Section title="Bound credits" titleId="black-market-credits" align="start">
        <Muted>
          The price rises with each credit bought and starts again at the beginning of each month.
        </Muted>
        <Figures label="Bound credits this month">
          <Figure label="Bought this month">{formatNumber(credits.creditsPurchased)}</Figure>
          <Figure label="Price of the next credit">{formatNumber(credits.creditsCost)} gold</Figure>
        </Figures>
        <span className={styles.purchase}>
          <Button
            variant="primary"
            disabled={busy || creditRefusal !== null}
            onClick={() => void buyCredit()}
          >
            Buy 1 bound credit
          </Button>
          {creditRefusal !== null && <Muted inline>{creditRefusal}</Muted>}
        </span>
      </Section>
      <Section title="Resource caches" titleId="black-market-caches" align="start">
        <Muted>
          Each resource cache trades for {formatNumber(RESOURCE_CACHE_YIELD)} metal, wood or stone.
        </Muted>
        <CacheTrade caches={caches} items={items} busy={busy} onTrade={tradeCaches} />
      </Section>
    </Stack>
  );
}

interface CacheTradeProps {
  caches: number;
  items: Readonly<Record<string, ItemDefinition>>;
  busy: boolean;
  /** Resolves true once the trade went through. */
  onTrade: (amount: number, resource: CacheResourceChoice) => Promise<boolean>;
}

/** The cache trade form: checked on the client before anything is sent, cleared once traded. */
function CacheTrade({ caches, items, busy, onTrade }: CacheTradeProps) {
  const [resource, setResource] = useState<CacheResourceChoice>(1);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const resourceName = useId();
  const max = Math.min(caches, RESOURCE_CACHE_TRADE_MAX);

  const trade = async () => {
    const parsed = parseMarketQuantity(amount, { maxLength: RESOURCE_CACHE_TRADE_MAX_LENGTH });
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    const check = validateTransactionAmount({
      amount: parsed.value,
      max,
      bulk: false,
      orderAmount: max,
    });
    if (!check.ok) {
      setError(check.error);
      return;
    }
    setError(null);
    if (await onTrade(parsed.value, resource)) setAmount('');
  };

  return (
    <Inline
      as="form"
      align="end"
      gap={4}
      aria-label="Trade resource caches"
      onSubmit={(event) => {
        event.preventDefault();
        void trade();
      }}
    >
      <fieldset className={styles.resources}>
        <legend>Resource</legend>
        {CACHE_RESOURCE_CHOICES.map((choice) => (
          <label key={choice}>
            <input
              type="radio"
              name={resourceName}
              checked={resource === choice}
              onChange={() => setResource(choice)}
            />{' '}
            {itemNameText(CACHE_RESOURCES[choice], items)}
          </label>
        ))}
      </fieldset>
      <span className={styles.amount}>
        <NumberInput
          label="Resource caches to trade"
          maxLength={RESOURCE_CACHE_TRADE_MAX_LENGTH}
          value={amount}
          onChange={setAmount}
        />
        <Button size="sm" onClick={() => setAmount(String(max))}>
          Max
        </Button>
      </span>
      <span className={styles.purchase}>
        <Button type="submit" variant="primary" disabled={busy || caches === 0}>
          Trade
        </Button>
        {caches === 0 && <Muted inline>{NO_RESOURCE_CACHES_TEXT}</Muted>}
      </span>
      {error !== null && (
        <Text as="p" role="alert" tone="error" className={styles.error}>
          {error}
        </Text>
      )}
    </Inline>
  );
}

export function BlackMarketPage() {
  const market = useBlackMarket();
  return <BlackMarketView state={market.state} onRetry={market.reload} />;
}
