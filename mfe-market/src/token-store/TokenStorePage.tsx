/**
 * /token_store, the token store (spec 000 §2, §3, §5, §7, §8): items bought one at a time with
 * boss tokens, and jewel slots of each gem type bought with dungeoneering tokens (each further
 * slot of a gem type dearer, up to the maximum). A purchase the tokens do not pay for, or a gem
 * type at its maximum, is disabled with the reason beside it.
 */
import { type LoadState, useServerCall } from '@idle/api-client';
import type { BossTokenStoreEntry, ItemDefinition, TokenStoreAnswer } from '@idle/contracts';
import {
  BOSS_TOKENS_ITEM,
  DUNGEONEERING_TOKENS_ITEM,
  formatNumber,
  GEM_TYPE_IDS,
  gemTypeName,
  JEWEL_SLOTS_START,
  jewelSlotRarity,
  rarityColour,
  TOKEN_STORE_TEXTS,
} from '@idle/game-rules';
import { $gameData, $items, notify } from '@idle/state';
import {
  Button,
  LoadError,
  ItemLabel,
  itemNameText,
  LoadingState,
  Table,
  type TableColumn,
  Page,
  Figure,
  Figures,
  Muted,
  Section,
  Stack,
} from '@idle/ui';
import { useStore } from '@nanostores/react';
import { buyJewelSlot, spendBossTokens, useTokenStore } from '../api';
import styles from './TokenStorePage.module.css';

export const TOKEN_STORE_LOADING_TEXT = 'Loading the token store...';
/** Said with Retry on a failed load; the server's text shows once, as the notification. */
export const TOKEN_STORE_LOAD_FAILED_TEXT = 'The token store could not be loaded.';

/** The jewel slots of one gem type as shown. */
interface GemSlots {
  gemType: number;
  slots: number;
  /** Dungeoneering tokens for the next slot; null at the maximum. */
  nextCost: number | null;
}

/** What a purchase button says beside it: why it is disabled, or nothing. */
function Refusal({ text }: { text: string | null }) {
  return text === null ? null : <Muted inline>{text}</Muted>;
}

export interface TokenStoreViewProps {
  /** The state of `store.php?mod=tokenStore`. */
  state: LoadState<TokenStoreAnswer>;
  onRetry: () => void;
}

/** The token store for a given state of `tokenStore` (stories render it directly). */
export function TokenStoreView({ state, onRetry }: TokenStoreViewProps) {
  let content;
  if (state.status === 'loading') content = <LoadingState label={TOKEN_STORE_LOADING_TEXT} />;
  else if (state.status === 'error') {
    content = <LoadError message={TOKEN_STORE_LOAD_FAILED_TEXT} onRetry={onRetry} />;
  } else content = <TokenStoreContent answer={state.data} />;
  return (
    <Page title="Token Store" titleId="token-store-title">
      {content}
    </Page>
  );
}

function TokenStoreContent({ answer }: { answer: TokenStoreAnswer }) {
  const data = useStore($gameData);
  const owned = useStore($items);
  const items: Readonly<Record<string, ItemDefinition>> = data?.itemData ?? {};
  const call = useServerCall();
  const busy = call.pending !== null;
  const bossTokens = owned[BOSS_TOKENS_ITEM] ?? 0;
  const dungeoneeringTokens = owned[DUNGEONEERING_TOKENS_ITEM] ?? 0;

  const gems: GemSlots[] = GEM_TYPE_IDS.map((gemType) => ({
    gemType,
    slots: answer.jewelSlots[gemType] ?? JEWEL_SLOTS_START,
    nextCost: answer.jewelSlotsCost[gemType] ?? null,
  }));

  const buyItem = (entry: BossTokenStoreEntry) =>
    call.run(
      `item:${String(entry.id)}`,
      () => spendBossTokens(entry),
      () => notify('success', TOKEN_STORE_TEXTS.itemPurchased),
    );

  const buySlot = (gemType: number) =>
    call.run(
      `slot:${String(gemType)}`,
      () => buyJewelSlot(gemType),
      () => notify('success', TOKEN_STORE_TEXTS.jewelSlotPurchased),
    );

  const itemRefusal = (entry: BossTokenStoreEntry) =>
    bossTokens < entry.cost ? TOKEN_STORE_TEXTS.notEnoughBossTokens : null;
  const slotRefusal = (gem: GemSlots) => {
    if (gem.nextCost === null) return TOKEN_STORE_TEXTS.maxJewelSlots;
    return dungeoneeringTokens < gem.nextCost
      ? TOKEN_STORE_TEXTS.notEnoughDungeoneeringTokens
      : null;
  };

  const itemColumns: TableColumn<BossTokenStoreEntry>[] = [
    {
      key: 'item',
      header: 'Item',
      render: (entry) => <ItemLabel itemId={entry.itemid} items={items} />,
    },
    {
      key: 'cost',
      header: 'Boss tokens',
      align: 'right',
      render: (entry) => formatNumber(entry.cost),
    },
    {
      key: 'buy',
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      render: (entry) => (
        <span className={styles.purchase}>
          <Refusal text={itemRefusal(entry)} />
          <Button
            size="sm"
            variant="primary"
            aria-label={`Buy ${itemNameText(entry.itemid, items)}`}
            disabled={busy || itemRefusal(entry) !== null}
            onClick={() => void buyItem(entry)}
          >
            Buy
          </Button>
        </span>
      ),
    },
  ];

  const slotColumns: TableColumn<GemSlots>[] = [
    {
      key: 'gem',
      header: 'Gem type',
      // Each gem type in its slots' rarity colour (2, 3, 3, 4; spec 000, section 9).
      render: (gem) => (
        <span style={{ color: rarityColour(jewelSlotRarity(gem.gemType)) }}>
          {gemTypeName(gem.gemType)}
        </span>
      ),
    },
    {
      key: 'slots',
      header: 'Jewel slots',
      align: 'right',
      render: (gem) => `${formatNumber(gem.slots)} / ${formatNumber(answer.maxJewelSlots)}`,
    },
    {
      key: 'cost',
      header: 'Next slot (dungeoneering tokens)',
      align: 'right',
      render: (gem) => (gem.nextCost === null ? 'None' : formatNumber(gem.nextCost)),
    },
    {
      key: 'buy',
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      render: (gem) => (
        <span className={styles.purchase}>
          <Refusal text={slotRefusal(gem)} />
          <Button
            size="sm"
            variant="primary"
            aria-label={`Buy ${gemTypeName(gem.gemType)} jewel slot`}
            disabled={busy || slotRefusal(gem) !== null}
            onClick={() => void buySlot(gem.gemType)}
          >
            Buy
          </Button>
        </span>
      ),
    },
  ];

  return (
    <Stack gap={6}>
      <Figures label="Your tokens">
        <Figure label="Boss tokens">{formatNumber(bossTokens)}</Figure>
        <Figure label="Dungeoneering tokens">{formatNumber(dungeoneeringTokens)}</Figure>
      </Figures>
      <Section title="Boss token items" titleId="token-store-items">
        <Table
          caption="Items for boss tokens"
          hideCaption
          rows={answer.bossTokensItems}
          rowKey={(entry) => entry.id}
          columns={itemColumns}
        />
      </Section>
      <Section title="Jewel slots" titleId="token-store-slots">
        <Muted>Each jewel slot of a gem type lets one more jewel of that type be equipped.</Muted>
        <Table
          caption="Jewel slots for dungeoneering tokens"
          hideCaption
          rows={gems}
          rowKey={(gem) => gem.gemType}
          columns={slotColumns}
        />
      </Section>
    </Stack>
  );
}

export function TokenStorePage() {
  const store = useTokenStore();
  return <TokenStoreView state={store.state} onRetry={store.reload} />;
}
