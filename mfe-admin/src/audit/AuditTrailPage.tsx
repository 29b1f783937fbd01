/**
 * /admin/audit, the audit trail: every operator's and moderator's action, newest first, a page
 * at a time. A name in the table narrows the trail to that operator or player (kept in the
 * address, `?operator=` and `?player=`, so a player's page can link to their part of it).
 */
import type { LoadState } from '@idle/api-client';
import type { AdminAction, AdminAuditEntry, AdminAuditPage, ItemDefinition } from '@idle/contracts';
import { formatNumber } from '@idle/game-rules';
import { $gameData } from '@idle/state';
import {
  Button,
  EmptyState,
  Inline,
  itemNameText,
  Loaded,
  Page,
  Pagination,
  Stack,
  Table,
  Text,
  type TableColumn,
} from '@idle/ui';
import { useStore } from '@nanostores/react';
import { useAuditTrail, type AuditFilter } from '../api';
import { BackToConsole, useAddressQuery } from '../console';
import { utcMinute } from '../format';

export const AUDIT_LOADING_TEXT = 'Loading the audit trail...';
export const AUDIT_LOAD_FAILED_TEXT = 'The audit trail could not be loaded.';
export const NO_AUDIT_ENTRIES_TEXT = 'No action has been recorded.';
export const NO_FILTERED_ENTRIES_TEXT = 'No action matches this filter.';

export const ACTION_NAMES: Readonly<Record<AdminAction, string>> = {
  postAnnouncement: 'Posted an announcement',
  editAnnouncement: 'Edited an announcement',
  deleteAnnouncement: 'Deleted an announcement',
  ban: 'Banned',
  unban: 'Unbanned',
  mute: 'Muted',
  unmute: 'Unmuted',
  grantItems: 'Granted items',
  takeItems: 'Took items',
  grantRole: 'Gave a role',
};

/** Detail fields that hold a time (epoch milliseconds). */
const TIME_FIELDS = new Set(['until', 'at', 'end', 'endsAt']);

/** What an action changed, in words: "Item: Troll Tooth, amount: 2". */
export function detailsText(
  details: AdminAuditEntry['details'],
  items: Readonly<Record<string, ItemDefinition>>,
): string {
  return Object.entries(details)
    .map(([field, value]) => {
      const name = field.replace(/([A-Z])/g, ' $1').toLowerCase();
      if (value === null) return `${name}: none`;
      if (field === 'itemId' && typeof value === 'string') {
        return `item: ${itemNameText(value, items)}`;
      }
      if (typeof value === 'number') {
        return `${name}: ${TIME_FIELDS.has(field) ? utcMinute(value) : formatNumber(value)}`;
      }
      return `${name}: ${String(value)}`;
    })
    .join(', ');
}

/** Who the trail is narrowed to, by name as the table showed them. */
export interface AuditNames {
  operator?: string | undefined;
  player?: string | undefined;
}

export interface AuditTrailViewProps {
  filter: AuditFilter;
  /** The names of the ids filtered on, when known. */
  names: AuditNames;
  state: LoadState<AdminAuditPage>;
  onFilter: (filter: AuditFilter, names: AuditNames) => void;
  onRetry: () => void;
}

export function AuditTrailView({ filter, names, state, onFilter, onRetry }: AuditTrailViewProps) {
  const data = useStore($gameData);
  const items = data?.itemData ?? {};
  const filtered = filter.operatorId !== undefined || filter.targetId !== undefined;

  const nameButton = (label: string, narrow: () => void, kind: string) => (
    <Button variant="link" onClick={narrow} title={`Only the actions ${kind} ${label}`}>
      {label}
    </Button>
  );

  const columns: TableColumn<AdminAuditEntry>[] = [
    { key: 'at', header: 'When', render: (entry) => utcMinute(entry.at) },
    {
      key: 'operator',
      header: 'Operator',
      render: (entry) =>
        entry.operatorUserid === null
          ? entry.operatorUsername
          : nameButton(
              entry.operatorUsername,
              () =>
                onFilter(
                  { ...filter, page: 1, operatorId: entry.operatorUserid ?? undefined },
                  { ...names, operator: entry.operatorUsername },
                ),
              'of',
            ),
    },
    { key: 'action', header: 'Action', render: (entry) => ACTION_NAMES[entry.action] },
    {
      key: 'player',
      header: 'Player',
      render: (entry) =>
        entry.targetUserid === null
          ? ''
          : nameButton(
              entry.targetUsername ?? `#${String(entry.targetUserid)}`,
              () =>
                onFilter(
                  { ...filter, page: 1, targetId: entry.targetUserid ?? undefined },
                  { ...names, player: entry.targetUsername ?? undefined },
                ),
              'on',
            ),
    },
    { key: 'reason', header: 'Reason', render: (entry) => entry.reason ?? '' },
    { key: 'details', header: 'Details', render: (entry) => detailsText(entry.details, items) },
  ];

  return (
    <Page title="Audit Trail" titleId="admin-audit-title">
      <Stack gap={5}>
        <BackToConsole />
        {filtered && (
          <Inline gap={4}>
            <Text>
              Showing
              {filter.operatorId !== undefined &&
                ` the actions of ${names.operator ?? `operator #${String(filter.operatorId)}`}`}
              {filter.operatorId !== undefined && filter.targetId !== undefined && ','}
              {filter.targetId !== undefined &&
                ` the actions on ${names.player ?? `player #${String(filter.targetId)}`}`}
              .
            </Text>
            <Button size="sm" onClick={() => onFilter({ page: 1 }, {})}>
              Show every action
            </Button>
          </Inline>
        )}
        <Loaded
          state={state}
          loadingText={AUDIT_LOADING_TEXT}
          failedText={AUDIT_LOAD_FAILED_TEXT}
          onRetry={onRetry}
        >
          {(trail) =>
            trail.entries.length === 0 ? (
              <EmptyState message={filtered ? NO_FILTERED_ENTRIES_TEXT : NO_AUDIT_ENTRIES_TEXT} />
            ) : (
              <Stack gap={4}>
                <Table
                  caption="Audit trail"
                  hideCaption
                  rows={trail.entries}
                  rowKey={(entry) => entry.id}
                  columns={columns}
                />
                {trail.pages > 1 && (
                  <Pagination
                    page={trail.page}
                    pageCount={trail.pages}
                    label="Audit trail pages"
                    onPageChange={(page) => onFilter({ ...filter, page }, names)}
                  />
                )}
              </Stack>
            )
          }
        </Loaded>
      </Stack>
    </Page>
  );
}

function idParam(value: string | null): number | undefined {
  const id = value === null ? Number.NaN : Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

export function AuditTrailPage() {
  const [params, setParams] = useAddressQuery();
  const filter: AuditFilter = {
    page: idParam(params.get('page')) ?? 1,
    operatorId: idParam(params.get('operator')),
    targetId: idParam(params.get('player')),
  };
  const names: AuditNames = {
    operator: params.get('operatorName') ?? undefined,
    player: params.get('playerName') ?? undefined,
  };
  const trail = useAuditTrail(filter);
  return (
    <AuditTrailView
      filter={filter}
      names={names}
      state={trail.state}
      onRetry={trail.reload}
      onFilter={(next, nextNames) => {
        const wanted: Record<string, string> = {};
        if (next.page > 1) wanted.page = String(next.page);
        if (next.operatorId !== undefined) wanted.operator = String(next.operatorId);
        if (next.targetId !== undefined) wanted.player = String(next.targetId);
        if (next.operatorId !== undefined && nextNames.operator !== undefined) {
          wanted.operatorName = nextNames.operator;
        }
        if (next.targetId !== undefined && nextNames.player !== undefined) {
          wanted.playerName = nextNames.player;
        }
        setParams(wanted);
      }}
    />
  );
}
