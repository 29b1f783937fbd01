/**
 * /inventory (spec 000 sections 2, 3, 5 and 7; spec 002 section 7): the owned items of each
 * category with their counts and hover popups, a Use control on potions, and a Deconstruct
 * button per destroyable item type opening the Deconstruct dialog.
 */
import { formatNumber } from '@idle/game-rules';
import { $gameData, $items } from '@idle/state';
import {
  Button,
  EmptyState,
  ItemName,
  LoadingState,
  Table,
  type TableColumn,
  Stack,
} from '@idle/ui';
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { DeconstructDialog } from './DeconstructDialog';
import {
  destroyableTypes,
  EMPTY_INVENTORY_TEXT,
  type InventoryCategory,
  inventoryCategories,
  isUsablePotion,
  type OwnedItem,
} from './inventory-rules';
import { AppLink } from './AppLink';
import { PotionUse } from './PotionUse';
import styles from './InventoryPage.module.css';

function CategorySection({ category }: { category: InventoryCategory }) {
  const titleId = useId();
  const hasPotions = category.items.some((entry) => isUsablePotion(entry.item));
  const columns: TableColumn<OwnedItem>[] = [
    {
      key: 'item',
      header: 'Item',
      render: (entry) => <ItemName itemId={entry.id} item={entry.item} />,
    },
    {
      key: 'amount',
      header: 'Amount',
      align: 'right',
      width: '8em',
      render: (entry) => formatNumber(entry.count),
    },
  ];
  if (hasPotions) {
    columns.push({
      key: 'use',
      header: 'Use',
      width: '14em',
      render: (entry) => (isUsablePotion(entry.item) ? <PotionUse entry={entry} /> : null),
    });
  }
  return (
    <section className={styles.category} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.categoryTitle}>
        {category.name}
      </h3>
      <Table
        caption={category.name}
        hideCaption
        columns={columns}
        rows={category.items}
        rowKey={(entry) => entry.id}
      />
    </section>
  );
}

export function InventoryPage() {
  const data = useStore($gameData);
  const items = useStore($items);
  const [deconstructing, setDeconstructing] = useState<string | null>(null);
  if (!data) return <LoadingState />;
  const categories = inventoryCategories(data, items);
  const types = destroyableTypes(data);
  return (
    <Stack as="section" gap={4} aria-labelledby="inventory-title">
      <h2 id="inventory-title" className={styles.title}>
        Inventory
      </h2>
      <nav className={styles.inventories} aria-label="Other inventories">
        <AppLink to="/inventory_jewels">Jewels</AppLink>
        <AppLink to="/inventory_trinkets">Trinkets</AppLink>
      </nav>
      {types.length > 0 && (
        <div className={styles.toolbar} role="group" aria-label="Deconstruct">
          {types.map((type) => (
            <Button
              key={type}
              onClick={() => {
                setDeconstructing(type);
              }}
            >
              Deconstruct {data.itemTypes[type]?.name ?? type}
            </Button>
          ))}
        </div>
      )}
      {categories.length === 0 ? (
        <EmptyState message={EMPTY_INVENTORY_TEXT} />
      ) : (
        categories.map((category) => <CategorySection key={category.name} category={category} />)
      )}
      <DeconstructDialog
        type={deconstructing ?? ''}
        open={deconstructing !== null}
        onClose={() => {
          setDeconstructing(null);
        }}
      />
    </Stack>
  );
}
