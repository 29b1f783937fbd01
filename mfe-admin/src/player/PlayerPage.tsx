/**
 * /admin/player/:userid, one player as the console sees them: their account, ban and mute in
 * force with the forms to change them, their items with the compensation form, their newest log
 * lines and market trades. The forms show only to a role that may use them.
 */
import type { LoadState } from '@idle/api-client';
import type { AdminPlayerDetail, AdminTrade, ItemDefinition } from '@idle/contracts';
import { formatNumber, nobilityRankName } from '@idle/game-rules';
import { $gameData } from '@idle/state';
import {
  EmptyState,
  Figure,
  Figures,
  ItemLabel,
  Loaded,
  Markup,
  Page,
  Section,
  Stack,
  Table,
  Text,
  type TableColumn,
} from '@idle/ui';
import { useStore } from '@nanostores/react';
import { Link, useParams } from 'react-router';
import { useMayDo, usePlayerDetail } from '../api';
import { BackToConsole } from '../console';
import { utcMinute } from '../format';
import { accountStatusName, banEndText } from '../status';
import { BanForm, ItemsForm, MuteForm } from './ModerationForms';
import styles from './PlayerPage.module.css';

export const PLAYER_LOADING_TEXT = 'Loading the player...';
export const PLAYER_LOAD_FAILED_TEXT = 'The player could not be loaded.';
export const NOT_BANNED_TEXT = 'Not banned.';
export const NOT_MUTED_TEXT = 'Not muted.';
export const NO_ITEMS_TEXT = 'No items.';
export const NO_LOG_TEXT = 'No log lines.';
export const NO_TRADES_TEXT = 'No market trades.';

/** What the caller's role may do on this page. */
export interface PlayerPermissions {
  moderate: boolean;
  compensation: boolean;
}

export interface PlayerViewProps {
  state: LoadState<AdminPlayerDetail>;
  permissions: PlayerPermissions;
  onRetry: () => void;
  /** Reads a typed end time against it (stories and tests fix it). */
  now?: () => number;
}

/** "2.50": a trade's price per item, in gold with its hundredths. */
function priceText(cents: number): string {
  return formatNumber(cents / 100, { fractionDigits: cents % 100 === 0 ? 0 : 2 });
}

export function PlayerView({ state, permissions, onRetry, now }: PlayerViewProps) {
  const title = state.status === 'ready' ? state.data.username : 'Player';
  return (
    <Page title={title} titleId="admin-player-title">
      <Stack gap={6}>
        <BackToConsole />
        <Loaded
          state={state}
          loadingText={PLAYER_LOADING_TEXT}
          failedText={PLAYER_LOAD_FAILED_TEXT}
          onRetry={onRetry}
        >
          {(player) => <PlayerDetail player={player} permissions={permissions} now={now} />}
        </Loaded>
      </Stack>
    </Page>
  );
}

function PlayerDetail({
  player,
  permissions,
  now,
}: {
  player: AdminPlayerDetail;
  permissions: PlayerPermissions;
  now: (() => number) | undefined;
}) {
  const data = useStore($gameData);
  const items: Readonly<Record<string, ItemDefinition>> = data?.itemData ?? {};
  const held = Object.entries(player.items)
    .filter(([, amount]) => amount > 0)
    .map(([itemId, amount]) => ({ itemId, amount }));

  const tradeColumns: TableColumn<AdminTrade>[] = [
    { key: 'at', header: 'When', render: (trade) => utcMinute(trade.at) },
    {
      key: 'side',
      header: 'Side',
      render: (trade) => (trade.side === 'bought' ? 'Bought' : 'Sold'),
    },
    {
      key: 'item',
      header: 'Item',
      render: (trade) => <ItemLabel itemId={trade.itemId} items={items} />,
    },
    {
      key: 'amount',
      header: 'Amount',
      align: 'right',
      render: (trade) => formatNumber(trade.amount),
    },
    {
      key: 'price',
      header: 'Price each',
      align: 'right',
      render: (trade) => priceText(trade.priceCents),
    },
    {
      key: 'other',
      header: 'With',
      render: (trade) => trade.otherUsername ?? 'A deleted account',
    },
  ];

  return (
    <Stack gap={6}>
      <Section title="Account">
        <Figures label="Account">
          <Figure label="Status">{accountStatusName(player.accountStatus)}</Figure>
          <Figure label="Nobility">{nobilityRankName(player.nobilityRank)}</Figure>
          <Figure label="Joined">{utcMinute(player.createdAt)}</Figure>
          <Figure label="Last active">
            {player.online ? 'Online' : utcMinute(player.lastActiveAt)}
          </Figure>
          <Figure label="Autos">
            {formatNumber(player.autos)} / {formatNumber(player.maxAutos)}
          </Figure>
          <Figure label="Gold">{formatNumber(player.gold)}</Figure>
        </Figures>
        <Link
          to={`/admin/audit?${new URLSearchParams({
            player: String(player.userid),
            playerName: player.username,
          }).toString()}`}
        >
          Actions on this player in the audit trail
        </Link>
      </Section>
      <div className={styles.forms}>
        <Section title="Ban">
          <Stack gap={4}>
            {player.ban === null ? (
              <Text as="p">{NOT_BANNED_TEXT}</Text>
            ) : (
              <Text as="p" tone="error">
                Banned: {banEndText(player.ban.until)}, by {player.ban.byUsername} on{' '}
                {utcMinute(player.ban.at)}. Reason: {player.ban.reason}
              </Text>
            )}
            {permissions.moderate && <BanForm player={player} now={now} />}
          </Stack>
        </Section>
        <Section title="Mute">
          <Stack gap={4}>
            {player.mute === null ? (
              <Text as="p">{NOT_MUTED_TEXT}</Text>
            ) : (
              <Text as="p" tone="warning">
                Muted until {utcMinute(player.mute.until)}
                {player.mute.byUsername === null ? '' : `, by ${player.mute.byUsername}`}.
                {player.mute.reason === null ? '' : ` Reason: ${player.mute.reason}`}
              </Text>
            )}
            {permissions.moderate && <MuteForm player={player} now={now} />}
          </Stack>
        </Section>
        {permissions.compensation && (
          <Section title="Compensation">
            <ItemsForm player={player} />
          </Section>
        )}
      </div>
      <Section title="Items">
        {held.length === 0 ? (
          <EmptyState message={NO_ITEMS_TEXT} />
        ) : (
          <Table
            caption={`Items of ${player.username}`}
            hideCaption
            rows={held}
            rowKey={(row) => row.itemId}
            columns={[
              {
                key: 'item',
                header: 'Item',
                render: (row) => <ItemLabel itemId={row.itemId} items={items} />,
              },
              {
                key: 'amount',
                header: 'Amount',
                align: 'right',
                render: (row) => formatNumber(row.amount),
              },
            ]}
          />
        )}
      </Section>
      <Section title="Log">
        {player.log.length === 0 ? (
          <EmptyState message={NO_LOG_TEXT} />
        ) : (
          <ul className={styles.log} aria-label={`Log of ${player.username}`}>
            {player.log.map((entry, index) => (
              <li key={`${String(index)}-${String(entry.tstamp)}`}>
                <span className={styles.time}>{utcMinute(entry.tstamp)}</span>
                <Markup text={entry.data} />
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Recent trades">
        {player.trades.length === 0 ? (
          <EmptyState message={NO_TRADES_TEXT} />
        ) : (
          <Table
            caption={`Market trades of ${player.username}`}
            hideCaption
            rows={player.trades}
            rowKey={(trade) => trade.id}
            columns={tradeColumns}
          />
        )}
      </Section>
    </Stack>
  );
}

export function PlayerPage() {
  const { userid = '' } = useParams();
  const id = Number(userid);
  const detail = usePlayerDetail(id);
  const moderate = useMayDo('moderate');
  const compensation = useMayDo('compensation');
  return (
    <PlayerView
      state={detail.state}
      permissions={{ moderate, compensation }}
      onRetry={detail.reload}
    />
  );
}
