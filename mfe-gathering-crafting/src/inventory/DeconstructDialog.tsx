/**
 * The Deconstruct dialog (spec 000 sections 2, 5, 7 and 8): the owned items of one destroyable
 * item type, each with an amount box (digits only, at most DECONSTRUCT_INPUT_MAX_LENGTH) and a
 * Max button, what they give back, and Confirm: `items.php mod=destroyItems`.
 */
import type { ItemAmount } from '@idle/contracts';
import {
  DECONSTRUCT_INPUT_MAX_LENGTH,
  formatNumber,
  NO_DECONSTRUCTIBLE_TEXT,
} from '@idle/game-rules';
import { $gameData, $items, notify } from '@idle/state';
import {
  Button,
  EmptyState,
  ItemName,
  Modal,
  NumberInput,
  Table,
  type TableColumn,
} from '@idle/ui';
import { useStore } from '@nanostores/react';
import { useId, useRef, useState } from 'react';
import {
  checkDeconstruct,
  deconstructibleItems,
  deconstructMaxText,
  type OwnedItem,
} from './inventory-rules';
import { destroyItems } from '../api';
import styles from './DeconstructDialog.module.css';

export interface DeconstructDialogProps {
  /** The item type id (a key of `itemTypes`) whose items are deconstructed. */
  type: string;
  open: boolean;
  /** Called on Cancel, Escape, the close button, and after a deconstruction. */
  onClose: () => void;
}

/** The success text: what came back, e.g. "You deconstructed your items and received 470 Gold." */
export function deconstructedText(
  received: readonly ItemAmount[],
  nameOf: (id: string) => string,
): string {
  const gains = received
    .filter((entry) => entry.amount > 0)
    .map((entry) => `${formatNumber(entry.amount)} ${nameOf(entry.id)}`);
  return gains.length === 0
    ? 'You deconstructed your items.'
    : `You deconstructed your items and received ${gains.join(', ')}.`;
}

function Yield({ obtained, amount }: { obtained: string | null; amount: number }) {
  const data = useStore($gameData);
  const item =
    obtained !== null && data && Object.hasOwn(data.itemData, obtained)
      ? data.itemData[obtained]
      : undefined;
  if (obtained === null) return <span className={styles.owned}>Nothing</span>;
  return (
    <span>
      {formatNumber(amount)}{' '}
      {item ? <ItemName itemId={obtained} item={item} showPopup={false} /> : obtained}
    </span>
  );
}

function DeconstructForm({ type, onClose }: Omit<DeconstructDialogProps, 'open'>) {
  const data = useStore($gameData);
  const items = useStore($items);
  const reasonId = useId();
  const [inputs, setInputs] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const itemType = data && Object.hasOwn(data.itemTypes, type) ? data.itemTypes[type] : undefined;
  const obtained = itemType?.destroyItemObtained ?? null;
  const firstInput = useRef<HTMLInputElement>(null);
  const rows = data ? deconstructibleItems(data, items, type) : [];
  const check = checkDeconstruct(rows, inputs);
  const title = itemType ? `Deconstruct ${itemType.name}` : 'Deconstruct';

  const setInput = (id: string, value: string) => {
    setInputs((previous) => ({ ...previous, [id]: value }));
  };

  const confirm = async () => {
    if (check.reason !== null || busy) return;
    setBusy(true);
    try {
      const added = await destroyItems({ type, data: check.data });
      onClose();
      const itemData = $gameData.get()?.itemData;
      notify(
        'success',
        deconstructedText(added, (id) =>
          itemData && Object.hasOwn(itemData, id) ? (itemData[id]?.name ?? id) : id,
        ),
      );
    } catch {
      // The request layer has shown the refusal; nothing changed.
      setBusy(false);
    }
  };

  const columns: TableColumn<OwnedItem>[] = [
    {
      key: 'item',
      header: 'Item',
      render: (row) => <ItemName itemId={row.id} item={row.item} />,
    },
    {
      key: 'owned',
      header: 'Owned',
      align: 'right',
      render: (row) => <span className={styles.owned}>{formatNumber(row.count)}</span>,
    },
    {
      key: 'amount',
      header: 'Amount',
      render: (row, index) => (
        <div className={styles.amount}>
          <NumberInput
            ref={index === 0 ? firstInput : null}
            label={`Amount of ${row.item.name}`}
            hideLabel
            inline
            inputClassName={styles.amountInput ?? ''}
            maxLength={DECONSTRUCT_INPUT_MAX_LENGTH}
            value={inputs[row.id] ?? ''}
            onChange={(value) => {
              setInput(row.id, value);
            }}
            error={check.errors[row.id]}
            disabled={busy}
          />
          <Button
            size="sm"
            aria-label={`Max ${row.item.name}`}
            disabled={busy}
            onClick={() => {
              setInput(row.id, deconstructMaxText(row.count));
            }}
          >
            Max
          </Button>
        </div>
      ),
    },
    {
      key: 'gives',
      header: 'Gives',
      align: 'right',
      render: (row) => {
        const parsed = Number(inputs[row.id] ?? '');
        const amount = check.errors[row.id] === undefined && parsed > 0 ? parsed : 0;
        return <Yield obtained={obtained} amount={(row.item.destroyValue ?? 0) * amount} />;
      },
    },
  ];

  const empty = rows.length === 0;
  return (
    <Modal
      open
      onClose={onClose}
      initialFocusRef={firstInput}
      title={title}
      size="lg"
      footer={
        empty ? (
          <Button onClick={onClose}>OK</Button>
        ) : (
          <>
            <p id={reasonId} className={styles.reason} aria-live="polite">
              {check.reason}
            </p>
            <Button onClick={onClose}>Cancel</Button>
            <Button
              variant="primary"
              disabled={check.reason !== null || busy}
              aria-describedby={check.reason === null ? undefined : reasonId}
              onClick={() => void confirm()}
            >
              {busy ? 'Deconstructing...' : 'Confirm'}
            </Button>
          </>
        )
      }
    >
      {empty ? (
        <EmptyState message={NO_DECONSTRUCTIBLE_TEXT} />
      ) : (
        <>
          <Table
            caption={`${itemType?.name ?? 'Items'} to deconstruct`}
            hideCaption
            columns={columns}
            rows={rows}
            rowKey={(row) => row.id}
          />
          <p className={styles.total}>
            You will receive: <Yield obtained={obtained} amount={check.gives} />
          </p>
        </>
      )}
    </Modal>
  );
}

/** The dialog; its amounts start empty each time it opens. */
export function DeconstructDialog({ type, open, onClose }: DeconstructDialogProps) {
  return open ? <DeconstructForm type={type} onClose={onClose} /> : null;
}
