/**
 * /admin/economy, the economy audit: run on demand (it reads every item's books), it proves for
 * each item that what players and the market hold equals what was created minus what was
 * destroyed, and shows what operators granted and took (compensation), by operator.
 */
import type { LoadState } from '@idle/api-client';
import type {
  AdminEconomyAudit,
  AdminEconomyRow,
  AdminOperatorGrant,
  ItemDefinition,
} from '@idle/contracts';
import { formatCount, formatNumber } from '@idle/game-rules';
import { $gameData } from '@idle/state';
import {
  Button,
  EmptyState,
  ItemLabel,
  Loaded,
  Page,
  Section,
  Stack,
  Table,
  Text,
  type TableColumn,
} from '@idle/ui';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useEconomyAudit } from '../api';
import { BackToConsole } from '../console';
import { utcMinute } from '../format';

export const ECONOMY_LOADING_TEXT = 'Running the economy audit...';
export const ECONOMY_LOAD_FAILED_TEXT = 'The economy audit could not be run.';
export const BEFORE_RUN_TEXT = "Run the audit to check every item's books.";
export const CLEAN_TEXT = 'Every item balances.';
export const NO_OPERATOR_GRANTS_TEXT = 'No operator has granted or taken items.';
export const NO_ITEMS_AUDITED_TEXT = 'No item has been created yet.';

export function unbalancedText(count: number): string {
  return `${formatCount(count, 'item does', 'items do')} not balance.`;
}

/** A difference with its sign: "+3", "-2", "0". */
function signed(value: number): string {
  return value > 0 ? `+${formatNumber(value)}` : formatNumber(value);
}

export interface EconomyAuditViewProps {
  /** null before the first run. */
  state: LoadState<AdminEconomyAudit> | null;
  onRun: () => void;
}

export function EconomyAuditView({ state, onRun }: EconomyAuditViewProps) {
  const data = useStore($gameData);
  const items: Readonly<Record<string, ItemDefinition>> = data?.itemData ?? {};
  const running = state?.status === 'loading';

  const rowColumns: TableColumn<AdminEconomyRow>[] = [
    {
      key: 'item',
      header: 'Item',
      render: (row) => <ItemLabel itemId={row.itemId} items={items} />,
    },
    { key: 'held', header: 'Held', align: 'right', render: (row) => formatNumber(row.held) },
    {
      key: 'created',
      header: 'Created',
      align: 'right',
      render: (row) => formatNumber(row.created),
    },
    {
      key: 'destroyed',
      header: 'Destroyed',
      align: 'right',
      render: (row) => formatNumber(row.destroyed),
    },
    {
      key: 'difference',
      header: 'Difference',
      align: 'right',
      render: (row) =>
        row.difference === 0 ? (
          '0'
        ) : (
          <Text tone="error" weight="bold">
            {signed(row.difference)}
          </Text>
        ),
    },
    {
      key: 'operatorCreated',
      header: 'Granted by operators',
      align: 'right',
      render: (row) => formatNumber(row.operatorCreated),
    },
    {
      key: 'operatorDestroyed',
      header: 'Taken by operators',
      align: 'right',
      render: (row) => formatNumber(row.operatorDestroyed),
    },
  ];

  const grantColumns: TableColumn<AdminOperatorGrant>[] = [
    { key: 'operator', header: 'Operator', render: (grant) => grant.operatorUsername },
    {
      key: 'item',
      header: 'Item',
      render: (grant) => <ItemLabel itemId={grant.itemId} items={items} />,
    },
    {
      key: 'created',
      header: 'Granted',
      align: 'right',
      render: (grant) => formatNumber(grant.created),
    },
    {
      key: 'destroyed',
      header: 'Taken',
      align: 'right',
      render: (grant) => formatNumber(grant.destroyed),
    },
  ];

  return (
    <Page title="Economy Audit" titleId="admin-economy-title">
      <Stack gap={6}>
        <BackToConsole />
        <div>
          <Button variant="primary" onClick={onRun} disabled={running}>
            {state === null ? 'Run the audit' : 'Run it again'}
          </Button>
        </div>
        {state === null ? (
          <EmptyState message={BEFORE_RUN_TEXT} />
        ) : (
          <Loaded
            state={state}
            loadingText={ECONOMY_LOADING_TEXT}
            failedText={ECONOMY_LOAD_FAILED_TEXT}
            onRetry={onRun}
          >
            {(audit) => {
              const unbalanced = audit.rows.filter((row) => row.difference !== 0).length;
              return (
                <Stack gap={6}>
                  <Text as="p" role="status" tone={audit.clean ? 'success' : 'error'} weight="bold">
                    {audit.clean ? CLEAN_TEXT : unbalancedText(unbalanced)} Run at{' '}
                    {utcMinute(audit.ranAt)}.
                  </Text>
                  <Section title="Items">
                    {audit.rows.length === 0 ? (
                      <EmptyState message={NO_ITEMS_AUDITED_TEXT} />
                    ) : (
                      <Table
                        caption="Every item's books"
                        hideCaption
                        rows={audit.rows}
                        rowKey={(row) => row.itemId}
                        rowAttributes={(row) => ({
                          'data-balanced': String(row.difference === 0),
                        })}
                        columns={rowColumns}
                      />
                    )}
                  </Section>
                  <Section title="Granted and taken by operators">
                    {audit.operatorGrants.length === 0 ? (
                      <EmptyState message={NO_OPERATOR_GRANTS_TEXT} />
                    ) : (
                      <Table
                        caption="Granted and taken by operators"
                        hideCaption
                        rows={audit.operatorGrants}
                        rowKey={(grant) =>
                          `${String(grant.operatorUserid)}:${grant.operatorUsername}:${grant.itemId}`
                        }
                        columns={grantColumns}
                      />
                    )}
                  </Section>
                </Stack>
              );
            }}
          </Loaded>
        )}
      </Stack>
    </Page>
  );
}

export function EconomyAuditPage() {
  const [ran, setRan] = useState(false);
  const audit = useEconomyAudit(ran);
  return (
    <EconomyAuditView
      state={ran ? audit.state : null}
      onRun={() => {
        if (ran) audit.reload();
        else setRan(true);
      }}
    />
  );
}
