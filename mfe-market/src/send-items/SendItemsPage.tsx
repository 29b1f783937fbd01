/**
 * /send_items/:username, sending gold or a marketable item to another player (spec 002 §2, §5,
 * §7): the recipient box (the route's player at first), the item picker listing gold and the
 * marketable items the player holds with their counts, the amount box (15 characters) with Max,
 * a live summary (green when the send is allowed, red with the reason otherwise) and Confirm.
 * The server's refusals (an unknown player, oneself, not enough) are its error notifications.
 */
import { useServerCall } from '@idle/api-client';
import type { ItemDefinition } from '@idle/contracts';
import {
  formatNumber,
  MARKET_CURRENCY_ITEM,
  SEND_AMOUNT_MAX_LENGTH,
  validateSendItems,
} from '@idle/game-rules';
import { $gameData, $items, notify } from '@idle/state';
import {
  Button,
  EmptyState,
  itemNameText,
  LoadingState,
  NumberInput,
  TextInput,
  Page,
} from '@idle/ui';
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { sendItems } from '../api';
import styles from './SendItemsPage.module.css';

export const SEND_ITEMS_LOADING_TEXT = 'Loading your items...';
/** Nothing to pick: no gold and no marketable item held. */
export const NOTHING_TO_SEND_TEXT = 'You have nothing you can send.';
/** The server's username limit: longer names cannot exist. */
export const RECIPIENT_MAX_LENGTH = 64;

/**
 * The success notification, in the words of the sender's log line on the server; `[item:id]`
 * is notification markup, drawn as the item's name.
 */
export function sentItemsText(recipient: string, itemid: string, amount: number): string {
  return `You sent ${formatNumber(amount)} x [item:${itemid}] to ${recipient}.`;
}

/** What can be sent and how much of it is held: gold first, then marketable items held. */
export function sendableItems(
  itemData: Readonly<Record<string, ItemDefinition>>,
  owned: Readonly<Record<string, number | undefined>>,
): { itemid: string; owned: number }[] {
  const held = (itemid: string) => owned[itemid] ?? 0;
  const items = Object.entries(itemData)
    .filter(
      ([itemid, item]) => item.marketable && itemid !== MARKET_CURRENCY_ITEM && held(itemid) > 0,
    )
    .map(([itemid]) => ({ itemid, owned: held(itemid) }));
  const gold = held(MARKET_CURRENCY_ITEM);
  return gold > 0 ? [{ itemid: MARKET_CURRENCY_ITEM, owned: gold }, ...items] : items;
}

export interface SendItemsViewProps {
  /** The player named by the route, filled into the recipient box. */
  username: string;
  /** The amount box at first (stories show a filled-in form); empty by default. */
  initialAmount?: string;
}

/** The send items screen (stories render it directly). */
export function SendItemsView({ username, initialAmount = '' }: SendItemsViewProps) {
  const data = useStore($gameData);
  return (
    <Page title="Send Items" titleId="send-items-title">
      {data === null ? (
        <LoadingState label={SEND_ITEMS_LOADING_TEXT} />
      ) : (
        // A new route's player starts a fresh form.
        <SendItemsForm
          key={username}
          username={username}
          initialAmount={initialAmount}
          itemData={data.itemData}
        />
      )}
    </Page>
  );
}

function SendItemsForm({
  username,
  initialAmount,
  itemData,
}: Required<SendItemsViewProps> & { itemData: Readonly<Record<string, ItemDefinition>> }) {
  const owned = useStore($items);
  const [recipient, setRecipient] = useState(username);
  const [picked, setPicked] = useState(MARKET_CURRENCY_ITEM);
  const [amount, setAmount] = useState(initialAmount);
  const call = useServerCall();
  const summaryId = useId();

  const choices = sendableItems(itemData, owned);
  // The picked item may have been sent away entirely meanwhile: the first choice then.
  const chosen = choices.find((choice) => choice.itemid === picked) ?? choices[0];
  if (chosen === undefined) return <EmptyState message={NOTHING_TO_SEND_TEXT} />;
  const itemid = chosen.itemid;
  const amountValue = amount === '' ? Number.NaN : Number(amount);
  const check = validateSendItems({ recipient, amount: amountValue, owned: chosen.owned });
  const to = recipient.trim();

  const send = () =>
    call.run(
      'send',
      () => sendItems(to, itemid, amountValue),
      () => {
        notify('success', sentItemsText(to, itemid, amountValue));
        setAmount('');
      },
    );

  return (
    <form
      className={styles.form}
      aria-label="Send items"
      onSubmit={(event) => {
        event.preventDefault();
        if (check.ok) void send();
      }}
    >
      <TextInput
        label="Recipient"
        value={recipient}
        onChange={setRecipient}
        maxLength={RECIPIENT_MAX_LENGTH}
        autoComplete="off"
      />
      <label className={styles.field}>
        <span className={styles.fieldName}>Item</span>
        <select
          className={styles.picker}
          value={itemid}
          onChange={(event) => setPicked(event.target.value)}
        >
          {choices.map((choice) => (
            <option key={choice.itemid} value={choice.itemid}>
              {itemNameText(choice.itemid, itemData)} ({formatNumber(choice.owned)})
            </option>
          ))}
        </select>
      </label>
      <span className={styles.amount}>
        <NumberInput
          label="Amount"
          maxLength={SEND_AMOUNT_MAX_LENGTH}
          value={amount}
          onChange={setAmount}
          aria-describedby={summaryId}
        />
        <Button size="sm" onClick={() => setAmount(String(chosen.owned))}>
          Max
        </Button>
      </span>
      <p
        id={summaryId}
        role="status"
        data-valid={check.ok}
        className={check.ok ? styles.valid : styles.invalid}
      >
        {check.ok
          ? `Send ${formatNumber(amountValue)} ${itemNameText(itemid, itemData)} to ${to}.`
          : check.error}
      </p>
      <Button type="submit" variant="primary" disabled={!check.ok || call.pending !== null}>
        Confirm
      </Button>
    </form>
  );
}

export function SendItemsPage() {
  const { username = '' } = useParams();
  return <SendItemsView username={username} />;
}
