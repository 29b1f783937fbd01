/**
 * The gathering tools: level, resource bonus and extra exp, the components the next level takes
 * against those owned (bound and unbound), and Upgrade when they are enough.
 */
import { useServerCall } from '@idle/api-client';
import type { Tools } from '@idle/contracts';
import {
  EQUIPMENT_UPGRADED_TEXT,
  NOT_ENOUGH_COMPONENTS_TEXT,
  TOOL_COMPONENT_BOUND_ITEM,
  TOOL_COMPONENT_ITEM,
  TOOL_IDS,
  TOOLS,
  type ToolId,
  formatNumber,
  toolComponentsForUpgrade,
  toolComponentsOwned,
  toolExtraExpPercent,
  toolResourceBonusPercent,
} from '@idle/game-rules';
import { $items, notify } from '@idle/state';
import { Button, Table, Muted, Text, VisuallyHidden } from '@idle/ui';
import { useStore } from '@nanostores/react';
import { upgradeTool } from '../api';
import { CallError } from './parts';
import styles from './HomeItems.module.css';

/** Writes an upgradeTool answer into the stores. */
function notifyUpgraded(): void {
  notify('success', EQUIPMENT_UPGRADED_TEXT);
}

interface Row {
  id: ToolId;
  level: number;
  needed: number;
}

export function ToolsSection({ tools }: { tools: Tools }) {
  const items = useStore($items);
  const call = useServerCall();
  const owned = toolComponentsOwned(
    items[TOOL_COMPONENT_ITEM] ?? 0,
    items[TOOL_COMPONENT_BOUND_ITEM] ?? 0,
  );
  const rows: Row[] = TOOL_IDS.map((id) => ({
    id,
    level: tools[id],
    needed: toolComponentsForUpgrade(tools[id]),
  }));

  const upgrade = (id: ToolId) => void call.run(id, () => upgradeTool(id), notifyUpgraded);

  return (
    <section className={styles.section} aria-labelledby="home-tools">
      <h3 id="home-tools" className={styles.sectionTitle}>
        Tools
      </h3>
      <p className={styles.summary}>
        Tool components owned: {formatNumber(owned)}{' '}
        <Muted inline>(bound and unbound both count)</Muted>
      </p>
      <Table
        caption="Tools"
        hideCaption
        columns={[
          { key: 'tool', header: 'Tool', render: (row) => TOOLS[row.id].name },
          {
            key: 'level',
            header: 'Level',
            align: 'right',
            render: (row) => formatNumber(row.level),
          },
          {
            key: 'bonus',
            header: 'Resource bonus',
            align: 'right',
            render: (row) => `+${formatNumber(toolResourceBonusPercent(row.level))}%`,
          },
          {
            key: 'exp',
            header: 'Extra exp',
            align: 'right',
            render: (row) => `+${formatNumber(toolExtraExpPercent(row.level))}%`,
          },
          {
            key: 'components',
            header: 'Components (owned / needed)',
            align: 'right',
            render: (row) => (
              <Text tone={owned < row.needed ? 'error' : undefined}>
                {formatNumber(owned)} / {formatNumber(row.needed)}
              </Text>
            ),
          },
          {
            key: 'upgrade',
            header: <VisuallyHidden>Upgrade</VisuallyHidden>,
            render: (row) =>
              owned >= row.needed ? (
                <Button
                  size="sm"
                  variant="primary"
                  disabled={call.pending !== null}
                  aria-busy={call.pending === row.id || undefined}
                  aria-label={`Upgrade ${TOOLS[row.id].name}`}
                  onClick={() => {
                    upgrade(row.id);
                  }}
                >
                  Upgrade
                </Button>
              ) : (
                <Muted inline>{NOT_ENOUGH_COMPONENTS_TEXT}</Muted>
              ),
          },
        ]}
        rows={rows}
        rowKey={(row) => row.id}
      />
      <CallError text={call.error} />
    </section>
  );
}
