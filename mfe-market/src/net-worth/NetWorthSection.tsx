/**
 * The "Net worth" section (issue 29), on Home and the player's own profile through the shell's
 * `netWorthSection` slot: the total and each part at the market's 7-day average (jewels at
 * their gem type and rarity's), and what no trade of those days prices (counted as 0). It also loads the averages every item name's hover
 * shows.
 */
import type { LoadState } from '@idle/api-client';
import type { ItemDefinition, NetWorthAnswer, NotValued } from '@idle/contracts';
import { GEM_TYPES, formatNumber, rarityName } from '@idle/game-rules';
import { $gameData } from '@idle/state';
import {
  Figure,
  Figures,
  ItemLabel,
  LoadError,
  LoadingState,
  Muted,
  Section,
  Stack,
} from '@idle/ui';
import { useStore } from '@nanostores/react';
// Not the api index: the slot's chunk carries only these two calls.
import { useMarketValues, useNetWorth } from '../api/net-worth';

export const NET_WORTH_TITLE = 'Net worth';
export const NET_WORTH_LOADING_TEXT = 'Loading your net worth...';
/** Said with Retry on a failed load; the server's text shows once, as the notification. */
export const NET_WORTH_FAILED_TEXT = 'Your net worth could not be loaded.';

/** "Items and jewels at their average price over the last 7 days." */
export const averagesText = (days: number) =>
  `Items and jewels at their average price over the last ${formatNumber(days)} days.`;

/** "Not traded in the last 7 days, counted as 0:" */
export const notValuedText = (days: number) =>
  `Not traded in the last ${formatNumber(days)} days, counted as 0:`;

export interface NetWorthViewProps {
  state: LoadState<NetWorthAnswer>;
  onRetry: () => void;
}

/** The section for a given state of `loadNetWorth` (stories render it directly). */
export function NetWorthView({ state, onRetry }: NetWorthViewProps) {
  return (
    <Section title={NET_WORTH_TITLE}>
      <NetWorthContent state={state} onRetry={onRetry} />
    </Section>
  );
}

function NetWorthContent({ state, onRetry }: NetWorthViewProps) {
  const items: Readonly<Record<string, ItemDefinition>> = useStore($gameData)?.itemData ?? {};
  if (state.status === 'loading') return <LoadingState label={NET_WORTH_LOADING_TEXT} />;
  if (state.status === 'error')
    return <LoadError message={NET_WORTH_FAILED_TEXT} onRetry={onRetry} />;
  const worth = state.data;
  const gold = (value: number) => `${formatNumber(value)} gold`;
  return (
    <Stack gap={3}>
      <Figures label="Net worth by part">
        <Figure label="Total">{gold(worth.total)}</Figure>
        <Figure label="Gold">{gold(worth.gold)}</Figure>
        <Figure label="Inventory">{gold(worth.inventory)}</Figure>
        <Figure label="Jewels">{gold(worth.jewels)}</Figure>
        <Figure label="Trinkets">{gold(worth.trinkets)}</Figure>
        <Figure label="Open orders">{gold(worth.orders)}</Figure>
      </Figures>
      <Muted>{averagesText(worth.days)}</Muted>
      {worth.notValued.length > 0 && (
        <div>
          <Muted>{notValuedText(worth.days)}</Muted>
          <ul aria-label="Not valued">
            {worth.notValued.map((thing) => (
              <li key={notValuedKey(thing)}>
                {thing.kind === 'item' ? (
                  <ItemLabel itemId={thing.itemid} items={items} amount={thing.amount} />
                ) : (
                  `${notValuedName(thing)} x${formatNumber(thing.amount)}`
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Stack>
  );
}

function notValuedKey(thing: NotValued): string {
  if (thing.kind === 'item') return `item:${thing.itemid}`;
  if (thing.kind === 'jewel') return `jewel:${thing.gemType}:${thing.rarity}`;
  return `trinket:${thing.rarity}`;
}

/** "Rare Ruby jewel", "Uncommon trinket". */
function notValuedName(thing: Exclude<NotValued, { kind: 'item' }>): string {
  if (thing.kind === 'trinket') return `${rarityName(thing.rarity)} trinket`;
  const gem = GEM_TYPES[thing.gemType as keyof typeof GEM_TYPES] as { name: string } | undefined;
  return `${rarityName(thing.rarity)} ${gem?.name ?? 'Unknown'} jewel`;
}

/** The slot's piece: the player's worth, and the averages the item hovers show. */
export function NetWorthSection() {
  const { state, reload } = useNetWorth();
  useMarketValues();
  return <NetWorthView state={state} onRetry={reload} />;
}
