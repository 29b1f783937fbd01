/**
 * /clan/buildings (spec 001 §2, §3, §8): an accordion of the clan's buildings, each with its
 * description, level against the maximum, the cost of the next level from clan storage (a cost
 * the storage lacks shows red) and Upgrade for ranks with the buildings permission.
 * "The {building} was upgraded to level {n}." on success.
 */
import { api, type LoadState, useServerCall, useServerData } from '@idle/api-client';
import {
  ENDPOINTS,
  type ClanBuilding,
  type ItemCounts,
  type ItemDefinition,
  type LoadBuildingsAnswer,
} from '@idle/contracts';
import { buildingUpgradedText, formatNumber } from '@idle/game-rules';
import { $gameData, notify } from '@idle/state';
import {
  Accordion,
  Button,
  EmptyState,
  LoadError,
  itemNameText,
  LoadingState,
  Table,
} from '@idle/ui';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { ClanPage } from '../layout/ClanPage';
import styles from './BuildingsPage.module.css';

export const BUILDINGS_LOADING_TEXT = 'Loading the clan buildings...';
/** Said with Retry on a failed load; the server's text shows once, as the notification. */
export const BUILDINGS_LOAD_FAILED_TEXT = 'The clan buildings could not be loaded.';
export const NO_BUILDINGS_TEXT = 'Your clan has no buildings.';
export const MAX_LEVEL_TEXT = 'This building is at its maximum level.';
/** Beside the costs for ranks that may not upgrade. */
export const NEEDS_BUILDINGS_PERMISSION_TEXT = 'Upgrading needs the buildings permission.';

/** Whether the storage holds every item of `cost`. */
export function storageCovers(cost: Readonly<Record<string, number>>, storage: ItemCounts) {
  return Object.entries(cost).every(([item, amount]) => (storage[item] ?? 0) >= amount);
}

interface CostTableProps {
  building: ClanBuilding;
  cost: Readonly<Record<string, number>>;
  storage: ItemCounts;
  items: Readonly<Record<string, ItemDefinition>>;
}

function CostTable({ building, cost, storage, items }: CostTableProps) {
  return (
    <Table
      caption={`Cost of ${building.name} level ${formatNumber(building.level + 1)}`}
      hideCaption
      rows={Object.entries(cost)}
      rowKey={([item]) => item}
      columns={[
        { key: 'item', header: 'Item', render: ([item]) => itemNameText(item, items) },
        {
          key: 'cost',
          header: 'Cost',
          align: 'right',
          render: ([item, amount]) => {
            const lacking = (storage[item] ?? 0) < amount;
            return (
              <span
                className={lacking ? styles.lacking : undefined}
                data-lacking={lacking}
                title={lacking ? 'Not enough in clan storage' : undefined}
              >
                {formatNumber(amount)}
              </span>
            );
          },
        },
        {
          key: 'storage',
          header: 'In storage',
          align: 'right',
          render: ([item]) => formatNumber(storage[item] ?? 0),
        },
      ]}
    />
  );
}

export interface BuildingsViewProps {
  /** The state of `clan.php?mod=loadBuildings`. */
  buildings: LoadState<LoadBuildingsAnswer>;
  /** The state of `clan.php?mod=loadStorage`'s storage. */
  storage: LoadState<ItemCounts>;
  onRetry: () => void;
  /** After an upgrade: the storage paid for it. */
  onUpgraded: () => void;
}

function BuildingsContent({
  answer,
  storage,
  onUpgraded,
}: {
  answer: LoadBuildingsAnswer;
  storage: ItemCounts;
  onUpgraded: () => void;
}) {
  const items = useStore($gameData)?.itemData ?? {};
  // Buildings upgraded here over the loaded answer; a new answer starts afresh.
  const [upgraded, setUpgraded] = useState<{
    source: LoadBuildingsAnswer;
    now: LoadBuildingsAnswer;
  } | null>(null);
  const current = upgraded?.source === answer ? upgraded.now : answer;
  const call = useServerCall();
  const mayUpgrade = current.clanData.permissions.buildings;

  const upgrade = (building: ClanBuilding) =>
    call.run(
      `upgrade-${String(building.id)}`,
      () => api.call(ENDPOINTS.clan.upgradeBuilding, { id: building.id }),
      (next) => {
        setUpgraded({ source: answer, now: next });
        const level =
          next.buildingsData.find((after) => after.id === building.id)?.level ?? building.level + 1;
        notify('success', buildingUpgradedText(building.name, level));
        onUpgraded();
      },
    );

  if (current.buildingsData.length === 0) return <EmptyState message={NO_BUILDINGS_TEXT} />;
  return (
    <Accordion
      items={current.buildingsData.map((building) => ({
        id: String(building.id),
        header: (
          <span className={styles.header}>
            <span>{building.name}</span>
            <span className={styles.muted}>
              Level {formatNumber(building.level)} / {formatNumber(building.maxLevel)}
            </span>
          </span>
        ),
        content: (
          <div className={styles.building}>
            <p>{building.description}</p>
            {building.cost === null ? (
              <p className={styles.muted}>{MAX_LEVEL_TEXT}</p>
            ) : (
              <>
                <CostTable
                  building={building}
                  cost={building.cost}
                  storage={storage}
                  items={items}
                />
                {mayUpgrade ? (
                  <span>
                    <Button
                      variant="primary"
                      disabled={call.pending !== null || !storageCovers(building.cost, storage)}
                      onClick={() => void upgrade(building)}
                    >
                      Upgrade
                    </Button>
                  </span>
                ) : (
                  <p className={styles.muted}>{NEEDS_BUILDINGS_PERMISSION_TEXT}</p>
                )}
              </>
            )}
          </div>
        ),
      }))}
    />
  );
}

/** The buildings for given states of `loadBuildings` and `loadStorage` (stories use it). */
export function BuildingsView({ buildings, storage, onRetry, onUpgraded }: BuildingsViewProps) {
  if (buildings.status === 'error' || storage.status === 'error') {
    return <LoadError message={BUILDINGS_LOAD_FAILED_TEXT} onRetry={onRetry} />;
  }
  if (buildings.status === 'loading' || storage.status === 'loading') {
    return <LoadingState label={BUILDINGS_LOADING_TEXT} />;
  }
  return (
    <BuildingsContent answer={buildings.data} storage={storage.data} onUpgraded={onUpgraded} />
  );
}

export function BuildingsPage() {
  const buildings = useServerData(() => api.call(ENDPOINTS.clan.loadBuildings));
  const storage = useServerData(() => api.call(ENDPOINTS.clan.loadStorage));
  const storageCounts: LoadState<ItemCounts> =
    storage.state.status === 'ready'
      ? { status: 'ready', data: storage.state.data.storage }
      : storage.state;
  const clan =
    buildings.state.status === 'ready'
      ? { status: 'ready' as const, data: buildings.state.data.clanData }
      : buildings.state;
  return (
    <ClanPage title="Clan Buildings" clan={clan}>
      <BuildingsView
        buildings={buildings.state}
        storage={storageCounts}
        onRetry={() => {
          if (buildings.state.status === 'error') buildings.reload();
          if (storage.state.status === 'error') storage.reload();
        }}
        onUpgraded={storage.reload}
      />
    </ClanPage>
  );
}
