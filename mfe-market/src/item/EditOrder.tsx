/**
 * Editing one of the player's own orders in place (issue 29): Edit opens a small form with the
 * order's amount and price filled in; Save checks it as the order form does (digits, above 0,
 * the price limit, the two-digit hundredths of resources) and that the player can hold what it
 * asks more (items of a sell order, gold of a buy order), then sends it. The item page and
 * `/market_your_listings` both use it.
 */
import type { MarketOrder } from '@idle/contracts';
import {
  canHoldOrderEdit,
  MARKET_INPUT_MAX_LENGTH,
  MARKET_PRICE_MAX,
  NOT_ENOUGH_GOLD_TEXT,
  normalizeDecimalPart,
  ORDER_TYPE_SELL,
  parseMarketQuantity,
} from '@idle/game-rules';
import { Button, Inline, NumberInput, Text } from '@idle/ui';
import { useState } from 'react';
import type { EditFields } from '../api';
import styles from './MarketItemPage.module.css';
import { PRICE_TOO_HIGH_TEXT } from './texts';

export const NOTHING_TO_EDIT_TEXT = 'Change the amount or the price first.';
/** Said once an edit went through. */
export const LISTING_CHANGED_TEXT = 'Your market listing was changed.';

export interface EditOrderProps {
  order: MarketOrder;
  /** Whether the item is priced to the hundredth (a resource). */
  decimal: boolean;
  /** The item's name, for the refusal of a sell order the player lacks the items for. */
  itemName: string;
  /** Items of the order's kind the player has besides it: the item (sell) or gold (buy). */
  owned: number;
  busy: boolean;
  /** Resolves true once the edit went through. */
  onSave: (fields: EditFields) => Promise<boolean>;
}

const pad = (cents: number) => String(cents).padStart(2, '0');

/** The edit form's check: the edit to send, or the first refusal (nothing is sent then). */
export function checkEdit(
  order: MarketOrder,
  form: { amount: string; price: string; priceDec: string },
  context: { decimal: boolean; owned: number; itemName: string },
): { ok: true; fields: EditFields } | { ok: false; error: string } {
  const amount = parseMarketQuantity(form.amount, { field: 'amount' });
  if (!amount.ok) return amount;
  const price = parseMarketQuantity(form.price, { field: 'price' });
  if (!price.ok) return price;
  if (price.value > MARKET_PRICE_MAX) return { ok: false, error: PRICE_TOO_HIGH_TEXT };
  const fields: EditFields = {
    amount: amount.value,
    cost: price.value,
    costDec: context.decimal ? Number(normalizeDecimalPart(form.priceDec)) : 0,
  };
  if (
    fields.amount === order.amount &&
    fields.cost === order.cost &&
    fields.costDec === order.costDec
  ) {
    return { ok: false, error: NOTHING_TO_EDIT_TEXT };
  }
  const sell = order.type === ORDER_TYPE_SELL;
  const terms = (cost: number, costDec: number, amount: number) => ({
    price: cost,
    priceDecimal: costDec,
    resource: context.decimal,
    amount,
  });
  if (
    !canHoldOrderEdit(
      sell,
      terms(order.cost, order.costDec, order.amount),
      terms(fields.cost, fields.costDec, fields.amount),
      context.owned,
    )
  ) {
    return {
      ok: false,
      error: sell ? `You do not have enough ${context.itemName}.` : NOT_ENOUGH_GOLD_TEXT,
    };
  }
  return { ok: true, fields };
}

export function EditOrder({ order, decimal, itemName, owned, busy, onSave }: EditOrderProps) {
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState(String(order.amount));
  const [price, setPrice] = useState(String(order.cost));
  const [priceDec, setPriceDec] = useState(pad(order.costDec));
  const [error, setError] = useState<string | null>(null);
  const name = `order ${String(order.id)}`;

  const start = () => {
    // Filled in from the order as it is now (a fill may have changed it since last time).
    setAmount(String(order.amount));
    setPrice(String(order.cost));
    setPriceDec(pad(order.costDec));
    setError(null);
    setOpen(true);
  };

  if (!open) {
    return (
      <Button size="sm" disabled={busy} aria-label={`Edit ${name}`} onClick={start}>
        Edit
      </Button>
    );
  }

  const save = async () => {
    const checked = checkEdit(order, { amount, price, priceDec }, { decimal, owned, itemName });
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setError(null);
    if (await onSave(checked.fields)) setOpen(false);
  };

  return (
    <Inline
      as="form"
      align="end"
      gap={2}
      aria-label={`Edit ${name}`}
      className={styles.editForm}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <NumberInput
        label="New amount"
        maxLength={MARKET_INPUT_MAX_LENGTH}
        value={amount}
        onChange={setAmount}
        inputClassName={styles.editInput ?? ''}
      />
      <NumberInput
        label="New price"
        maxLength={MARKET_INPUT_MAX_LENGTH}
        value={price}
        onChange={setPrice}
        inputClassName={styles.editInput ?? ''}
      />
      {decimal && (
        <NumberInput
          label="Decimal part"
          maxLength={MARKET_INPUT_MAX_LENGTH}
          value={priceDec}
          onChange={setPriceDec}
          onBlur={() => setPriceDec(normalizeDecimalPart(priceDec))}
          inputClassName={styles.decimalInput ?? ''}
        />
      )}
      <Button type="submit" size="sm" variant="primary" disabled={busy}>
        Save
      </Button>
      <Button size="sm" onClick={() => setOpen(false)}>
        Cancel
      </Button>
      {error !== null && (
        <Text as="p" role="alert" tone="error" className={styles.error}>
          {error}
        </Text>
      )}
    </Inline>
  );
}
