/**
 * /market/:itemType, the market hub (spec 000 §2 "Market"; hub at /market/currency): a tab for
 * each item type that has marketable items, and the marketable items of the chosen type, each
 * leading to its item page with the count the player owns. The list comes from the item data
 * store; nothing is asked of the server here.
 */
import type { ItemDefinition, ItemType } from '@idle/contracts';
import { formatNumber, GEM_TYPES, MARKET_CURRENCY_ITEM } from '@idle/game-rules';
import { $gameData, $items } from '@idle/state';
import { EmptyState, ItemLabel, LoadingState, Table, Tabs, Page } from '@idle/ui';
import { useStore } from '@nanostores/react';
import { Link, useNavigate, useParams } from 'react-router';
import styles from './MarketHubPage.module.css';

export const MARKET_HUB_LOADING_TEXT = 'Loading the market...';
/** A route naming an item type the game does not have, or one nothing of which is traded. */
export const UNKNOWN_ITEM_TYPE_TEXT = 'Nothing of this item type is traded on the market.';
/** Where the hub starts (the route table's hub). */
export const MARKET_HUB_TYPE = 'currency';

/** The player's own trades. */
export const MARKET_HISTORY_PATH = '/market_history';

/** The market's other pages, linked from the hub. */
export const MARKET_PAGES = [
  { to: '/market_your_listings', label: 'Your Listings' },
  { to: MARKET_HISTORY_PATH, label: 'Trade History' },
  { to: '/token_store', label: 'Token Store' },
  { to: '/black_market', label: 'Black Market' },
] as const;

/** The jewel market of one gem type (1 to 4). */
export function jewelMarketPath(gemType: string): string {
  return `/market_jewels/${gemType}`;
}

/** The item page of `itemid`. */
export function marketItemPath(itemid: string): string {
  return `/market_item/${encodeURIComponent(itemid)}`;
}

/**
 * Item type id to its marketable item ids, in item data order; types without any are left out.
 * Gold is what the market pays in, so it is never listed.
 */
export function marketableItemsByType(
  itemData: Readonly<Record<string, ItemDefinition>>,
): Map<string, string[]> {
  const byType = new Map<string, string[]>();
  for (const [itemid, item] of Object.entries(itemData)) {
    if (!item.marketable || itemid === MARKET_CURRENCY_ITEM) continue;
    byType.set(item.type, [...(byType.get(item.type) ?? []), itemid]);
  }
  return byType;
}

function ItemList({
  itemids,
  items,
  owned,
  typeName,
}: {
  itemids: readonly string[];
  items: Readonly<Record<string, ItemDefinition>>;
  owned: Readonly<Record<string, number | undefined>>;
  typeName: string;
}) {
  return (
    <Table
      caption={`${typeName} on the market`}
      hideCaption
      rows={itemids}
      rowKey={(itemid) => itemid}
      columns={[
        {
          key: 'item',
          header: 'Item',
          render: (itemid) => (
            <Link to={marketItemPath(itemid)} className={styles.itemLink}>
              <ItemLabel itemId={itemid} items={items} />
            </Link>
          ),
        },
        {
          key: 'owned',
          header: 'Owned',
          align: 'right',
          render: (itemid) => formatNumber(owned[itemid] ?? 0),
        },
      ]}
    />
  );
}

export interface MarketHubViewProps {
  /** The item type of the route. */
  itemType: string;
  /** Called with the item type of the tab chosen. */
  onSelectType: (itemType: string) => void;
}

/** The hub for an item type (stories render it directly). */
export function MarketHubView({ itemType, onSelectType }: MarketHubViewProps) {
  const data = useStore($gameData);
  const owned = useStore($items);
  return (
    <Page title="Market" titleId="market-hub-title">
      <nav aria-label="Market pages" className={styles.links}>
        {MARKET_PAGES.map((page) => (
          <Link key={page.to} to={page.to}>
            {page.label}
          </Link>
        ))}
      </nav>
      {data === null ? (
        <LoadingState label={MARKET_HUB_LOADING_TEXT} />
      ) : (
        <HubTabs
          itemType={itemType}
          onSelectType={onSelectType}
          itemData={data.itemData}
          itemTypes={data.itemTypes}
          owned={owned}
        />
      )}
      <nav aria-label="Jewel markets" className={styles.jewels}>
        {Object.entries(GEM_TYPES).map(([gemType, gem]) => (
          <Link key={gemType} to={jewelMarketPath(gemType)}>
            {gem.name} jewels
          </Link>
        ))}
      </nav>
    </Page>
  );
}

function HubTabs({
  itemType,
  onSelectType,
  itemData,
  itemTypes,
  owned,
}: MarketHubViewProps & {
  itemData: Readonly<Record<string, ItemDefinition>>;
  itemTypes: Readonly<Record<string, ItemType>>;
  owned: Readonly<Record<string, number | undefined>>;
}) {
  const byType = marketableItemsByType(itemData);
  const typeName = (type: string) => itemTypes[type]?.name ?? type;
  // The game's order of item types, then any type the item data names without describing it.
  const tabOrder = [...new Set([...Object.keys(itemTypes), ...byType.keys()])].filter((type) =>
    byType.has(type),
  );
  if (!byType.has(itemType)) {
    return (
      <EmptyState
        message={UNKNOWN_ITEM_TYPE_TEXT}
        action={<Link to={`/market/${MARKET_HUB_TYPE}`}>Back to the market</Link>}
      />
    );
  }
  return (
    <Tabs
      label="Item types"
      selectedId={itemType}
      onSelect={onSelectType}
      tabs={tabOrder.map((type) => ({
        id: type,
        label: typeName(type),
        content: (
          <ItemList
            itemids={byType.get(type) ?? []}
            items={itemData}
            owned={owned}
            typeName={typeName(type)}
          />
        ),
      }))}
    />
  );
}

export function MarketHubPage() {
  const { itemType = MARKET_HUB_TYPE } = useParams();
  const navigate = useNavigate();
  return (
    <MarketHubView
      itemType={itemType}
      onSelectType={(type) => void navigate(`/market/${encodeURIComponent(type)}`)}
    />
  );
}
