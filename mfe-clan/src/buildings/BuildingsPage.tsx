/**
 * /clan/buildings (spec 001 §2, §3, §8): an accordion of the clan's buildings, each with its
 * description, level against the maximum, the cost of the next level from clan storage (a cost
 * the storage lacks shows red) and Upgrade for ranks with the buildings permission.
 * "The {building} was upgraded to level {n}." on success.
 */
import { type LoadState, useServerCall } from '@idle/api-client';
import type {
  ClanBuilding,
  ItemCounts,
  ItemDefinition,
  LoadBuildingsAnswer,
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
  Muted,
  Text,
} from '@idle/ui';
import { useStore } from '@nanostores/react';
import { upgradeBuilding, useClanBuildings, useClanStorage } from '../api';
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
              <Text
                tone={lacking ? 'error' : undefined}
                data-lacking={lacking}
                title={lacking ? 'Not enough in clan storage' : undefined}
              >
                {formatNumber(amount)}
              </Text>
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
}

function BuildingsContent({
  answer,
  storage,
}: {
  answer: LoadBuildingsAnswer;
  storage: ItemCounts;
}) {
  const items = useStore($gameData)?.itemData ?? {};
  const call = useServerCall();
  const mayUpgrade = answer.clanData.permissions.buildings;

  const upgrade = (building: ClanBuilding) =>
    call.run(
      `upgrade-${String(building.id)}`,
      () => upgradeBuilding(building.id),
      (next) => {
        const level =
          next.buildingsData.find((after) => after.id === building.id)?.level ?? building.level + 1;
        notify('success', buildingUpgradedText(building.name, level));
      },
    );

  if (answer.buildingsData.length === 0) return <EmptyState message={NO_BUILDINGS_TEXT} />;
  return (
    <Accordion
      items={answer.buildingsData.map((building) => ({
        id: String(building.id),
        header: (
          <span className={styles.header}>
            <span>{building.name}</span>
            <Muted inline>
              Level {formatNumber(building.level)} / {formatNumber(building.maxLevel)}
            </Muted>
          </span>
        ),
        content: (
          <div className={styles.building}>
            <p>{building.description}</p>
            {building.cost === null ? (
              <Muted>{MAX_LEVEL_TEXT}</Muted>
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
                  <Muted>{NEEDS_BUILDINGS_PERMISSION_TEXT}</Muted>
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
export function BuildingsView({ buildings, storage, onRetry }: BuildingsViewProps) {
  if (buildings.status === 'error' || storage.status === 'error') {
    return <LoadError message={BUILDINGS_LOAD_FAILED_TEXT} onRetry={onRetry} />;
  }
  if (buildings.status === 'loading' || storage.status === 'loading') {
    return <LoadingState label={BUILDINGS_LOADING_TEXT} />;
  }
  return <BuildingsContent answer={buildings.data} storage={storage.data} />;
}

export function BuildingsPage() {
  const buildings = useClanBuildings();
  const storage = useClanStorage();
  const storageCounts: LoadState<ItemCounts> =
    storage.state.status === 'ready'
      ? { status: 'ready', data: storage.state.data.storage }
      : storage.state;
  return (
    <ClanPage title="Clan Buildings" clanFrom="buildings">
      <BuildingsView
        buildings={buildings.state}
        storage={storageCounts}
        onRetry={() => {
          if (buildings.state.status === 'error') buildings.reload();
          if (storage.state.status === 'error') storage.reload();
        }}
      />
    </ClanPage>
  );
}
