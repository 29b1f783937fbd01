/**
 * /market_jewels/:gemType, the jewel market of one gem type (spec 001 §2, §7 "Jewels"; spec 002
 * §2, §9): the listed jewels, highest total first, 25 to a page with Previous/Next, each row with
 * its five stats, total and gold cost. Buying is Buy, then Confirm on the same row; a bought
 * jewel leaves the list, its cost leaves the gold and it joins the player's jewels. The player's
 * own listed jewels show without Buy.
 */
import { type LoadState, useServerCall } from '@idle/api-client';
import type { JewelListing, LoadJewelsAnswer } from '@idle/contracts';
import {
  formatJewelStat,
  formatNumber,
  GEM_TYPE_IDS,
  GEM_TYPES,
  type GemTypeId,
  JEWEL_MARKET_PAGE_SIZE,
  JEWEL_STAT_LABELS,
  JEWEL_STATS,
  jewelTotal,
  MARKET_TEXTS,
  pageCount,
} from '@idle/game-rules';
import { $player, notify } from '@idle/state';
import {
  Button,
  chatLinkProps,
  EmptyState,
  LoadError,
  jewelTag,
  LoadingState,
  Pagination,
  Table,
  type TableColumn,
  Page,
  Muted,
} from '@idle/ui';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { Link, NavLink, useParams } from 'react-router';
import { buyJewel, useJewelMarket } from '../api';
import { jewelMarketPath, MARKET_HUB_TYPE } from '../hub/MarketHubPage';
import styles from './JewelMarketPage.module.css';

export const JEWEL_MARKET_LOADING_TEXT = 'Loading the jewel market...';
/** Said with Retry on a failed load; the server's text shows once, as the notification. */
export const JEWEL_MARKET_LOAD_FAILED_TEXT = 'The jewel market could not be loaded.';
/** A route naming a gem type other than 1 to 4. */
export const UNKNOWN_GEM_TYPE_TEXT = 'There is no jewel market for this gem type.';

/** The gem type of a route parameter ("1" to "4"), or null. */
export function parseGemType(param: string): GemTypeId | null {
  return GEM_TYPE_IDS.find((id) => String(id) === param) ?? null;
}

function totalOf(listing: JewelListing): number {
  return jewelTotal(JEWEL_STATS.map((stat) => listing.stats[stat]));
}

/** Highest total first; equal totals cheapest first, then oldest listing first. */
export function sortJewelListings(listings: readonly JewelListing[]): JewelListing[] {
  return [...listings].sort((a, b) => totalOf(b) - totalOf(a) || a.cost - b.cost || a.id - b.id);
}

export interface JewelMarketViewProps {
  /** The gem type of the route, or null for one that does not exist. */
  gemType: GemTypeId | null;
  /** The state of `market.php?mod=loadJewels`. */
  state: LoadState<LoadJewelsAnswer>;
  onRetry: () => void;
  /** The listing whose Buy was already clicked, awaiting Confirm (stories); none by default. */
  initialConfirming?: number | undefined;
}

/** The jewel market for a given state of `loadJewels` (stories render it directly). */
export function JewelMarketView({
  gemType,
  state,
  onRetry,
  initialConfirming,
}: JewelMarketViewProps) {
  return (
    <Page
      title={`Jewel market${gemType === null ? '' : `: ${GEM_TYPES[gemType].name}`}`}
      titleId="jewel-market-title"
    >
      <nav aria-label="Gem types" className={styles.gemTypes}>
        {GEM_TYPE_IDS.map((id) => (
          <NavLink key={id} to={jewelMarketPath(String(id))}>
            {GEM_TYPES[id].name}
          </NavLink>
        ))}
        <Link to={`/market/${MARKET_HUB_TYPE}`}>Back to the market</Link>
      </nav>
      {gemType === null ? (
        <EmptyState message={UNKNOWN_GEM_TYPE_TEXT} />
      ) : (
        // Another gem type starts again on page 1 with nothing being confirmed.
        <JewelMarketContent
          key={gemType}
          state={state}
          onRetry={onRetry}
          initialConfirming={initialConfirming}
        />
      )}
    </Page>
  );
}

function JewelMarketContent({
  state,
  onRetry,
  initialConfirming,
}: Omit<JewelMarketViewProps, 'gemType'>) {
  const player = useStore($player);
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<number | null>(initialConfirming ?? null);
  const call = useServerCall();
  const busy = call.pending !== null;

  if (state.status === 'loading') return <LoadingState label={JEWEL_MARKET_LOADING_TEXT} />;
  if (state.status === 'error') {
    return <LoadError message={JEWEL_MARKET_LOAD_FAILED_TEXT} onRetry={onRetry} />;
  }

  const listings = sortJewelListings(state.data);
  if (listings.length === 0) return <EmptyState message={MARKET_TEXTS.noJewelsForSale} />;

  const pages = pageCount(listings.length, JEWEL_MARKET_PAGE_SIZE);
  // Buying the last jewel of the last page leaves the page before it.
  const shownPage = Math.min(page, pages);
  const rows = listings.slice(
    (shownPage - 1) * JEWEL_MARKET_PAGE_SIZE,
    shownPage * JEWEL_MARKET_PAGE_SIZE,
  );

  const buy = async (listing: JewelListing) => {
    await call.run(
      `buy:${String(listing.id)}`,
      () => buyJewel(listing),
      () => notify('success', MARKET_TEXTS.itemPurchased),
    );
    setConfirming(null);
  };

  const columns: TableColumn<JewelListing>[] = [
    ...JEWEL_STATS.map((stat, index): TableColumn<JewelListing> => ({
      key: stat,
      header: JEWEL_STAT_LABELS[index],
      align: 'right',
      render: (listing) => formatJewelStat(stat, listing.stats[stat]),
    })),
    {
      key: 'total',
      header: JEWEL_STAT_LABELS[5],
      align: 'right',
      render: (listing) => formatNumber(totalOf(listing)),
    },
    {
      key: 'cost',
      header: 'Gold',
      align: 'right',
      render: (listing) => formatNumber(listing.cost),
    },
    {
      key: 'buy',
      header: '',
      align: 'right',
      render: (listing) => {
        const name = `jewel ${String(listing.id)}`;
        if (player !== null && listing.userid === player.userid) {
          return <Muted inline>Yours</Muted>;
        }
        if (confirming !== listing.id) {
          return (
            <Button
              size="sm"
              disabled={busy}
              aria-label={`Buy ${name}`}
              onClick={() => setConfirming(listing.id)}
            >
              Buy
            </Button>
          );
        }
        return (
          <span className={styles.actions}>
            <Button
              size="sm"
              variant="primary"
              disabled={busy}
              aria-label={`Confirm buying ${name} for ${formatNumber(listing.cost)} gold`}
              onClick={() => void buy(listing)}
            >
              Confirm
            </Button>
            <Button size="sm" disabled={busy} onClick={() => setConfirming(null)}>
              Cancel
            </Button>
          </span>
        );
      },
    },
  ];

  return (
    <div className={styles.market}>
      <Table
        caption="Jewels for sale"
        hideCaption
        rows={rows}
        rowKey={(listing) => listing.id}
        // A row names no jewel, so the whole row is its chat link.
        rowAttributes={(listing) => chatLinkProps(jewelTag(listing.gemType, listing.rarity))}
        columns={columns}
      />
      <Pagination
        label="Jewel market pages"
        page={shownPage}
        pageCount={pages}
        onPageChange={(next) => {
          setPage(next);
          setConfirming(null);
        }}
      />
    </div>
  );
}

export function JewelMarketPage() {
  const { gemType: param = '' } = useParams();
  const gemType = parseGemType(param);
  const market = useJewelMarket(gemType);
  return <JewelMarketView gemType={gemType} state={market.state} onRetry={market.reload} />;
}
