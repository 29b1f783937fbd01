/**
 * /clan/storage (spec 001 §2, §3, §5, §9): the clan storage's counts of gold, credits, metal,
 * wood and stone; donating them, open to any member; exchanging one for another, for ranks with
 * the items permission once the clan is above level 100 (a 12-character amount above 0 and two
 * different items; the rate shown divided by 10, with the gold-worth converted this month against
 * the cap); and sending storage items to a member by name, with the items permission
 * ("You sent items to {name}.").
 */
import { api, type LoadState, useServerCall, useServerData } from '@idle/api-client';
import {
  ENDPOINTS,
  type ClanData,
  type ItemCounts,
  type ItemDefinition,
  type LoadStorageAnswer,
} from '@idle/contracts';
import {
  canExchange,
  CLAN_CONVERSION_ITEMS,
  CLAN_STORAGE_ITEMS,
  clanConversionRateDisplay,
  CONVERSION_AMOUNT_MAX_LENGTH,
  formatNumber,
  itemsSentText,
  SEND_AMOUNT_MAX_LENGTH,
  validateClanSend,
  validateConversion,
  validateDonation,
  type ClanConversionItem,
  type ClanStorageItem,
} from '@idle/game-rules';
import { $gameData, $items, applyItemChanges, notify } from '@idle/state';
import {
  Button,
  LoadError,
  itemNameText,
  LoadingState,
  NumberInput,
  Section,
  TextInput,
} from '@idle/ui';
import { useStore } from '@nanostores/react';
import { useId, useState, type ReactNode } from 'react';
import { ClanPage } from '../layout/ClanPage';
import styles from './StoragePage.module.css';

export const STORAGE_LOADING_TEXT = 'Loading the clan storage...';
/** Said with Retry on a failed load; the server's text shows once, as the notification. */
export const STORAGE_LOAD_FAILED_TEXT = 'The clan storage could not be loaded.';
/** Our texts: the spec gives none for donating and exchanging. */
export const ITEMS_DONATED_TEXT = 'You donated items to the clan.';
export const ITEMS_CONVERTED_TEXT = 'Items converted.';
export const NOTHING_TO_DONATE_TEXT = 'Enter an amount to donate.';
export const EXCHANGE_NEEDS_PERMISSION_TEXT = 'Exchanging needs the items permission.';
export const EXCHANGE_NEEDS_LEVEL_TEXT = 'Exchanging opens once the clan is above level 100.';
export const SEND_NEEDS_PERMISSION_TEXT = 'Sending clan items needs the items permission.';

type Items = Readonly<Record<string, ItemDefinition>>;

/** The storage figures a change answers with. */
interface StorageNow {
  storage: ItemCounts;
  goldConverted: number;
}

function FormError({ error }: { error: string | null }) {
  if (error === null) return null;
  return (
    <p role="alert" className={styles.error}>
      {error}
    </p>
  );
}

function ItemSelect<Item extends string>({
  label,
  value,
  options,
  items,
  onChange,
}: {
  label: string;
  value: Item;
  options: readonly Item[];
  items: Items;
  onChange: (value: Item) => void;
}) {
  const id = useId();
  return (
    <span className={styles.select}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value} // The options are the only values the select can take.
        onChange={(event) => onChange(event.target.value as Item)}
      >
        {options.map((item) => (
          <option key={item} value={item}>
            {itemNameText(item, items)}
          </option>
        ))}
      </select>
    </span>
  );
}

interface DonateFormProps {
  items: Items;
  busy: boolean;
  /** Resolves true once donated. */
  onDonate: (donation: StorageItems) => Promise<boolean>;
}

/** What a donation or a send takes: storage items and amounts. */
type StorageItems = { id: ClanStorageItem; amount: number }[];

/** An amount box per storage item; blank boxes give nothing. */
function DonateForm({ items, busy, onDonate }: DonateFormProps) {
  const owned = useStore($items);
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  const donate = async () => {
    const donation: StorageItems = [];
    for (const item of CLAN_STORAGE_ITEMS) {
      const text = amounts[item] ?? '';
      if (text === '') continue;
      const amount = Number(text);
      const itemName = itemNameText(item, items);
      const check = validateDonation({ itemName, amount, owned: owned[item] ?? 0 });
      if (!check.ok) {
        setError(check.error);
        return;
      }
      donation.push({ id: item, amount });
    }
    if (donation.length === 0) {
      setError(NOTHING_TO_DONATE_TEXT);
      return;
    }
    setError(null);
    if (await onDonate(donation)) setAmounts({});
  };

  return (
    <form
      aria-label="Donate items"
      onSubmit={(event) => {
        event.preventDefault();
        void donate();
      }}
    >
      <div className={styles.form}>
        {CLAN_STORAGE_ITEMS.map((item) => (
          <NumberInput
            key={item}
            label={`${itemNameText(item, items)} (you have ${formatNumber(owned[item] ?? 0)})`}
            maxLength={SEND_AMOUNT_MAX_LENGTH}
            value={amounts[item] ?? ''}
            onChange={(value) => setAmounts((before) => ({ ...before, [item]: value }))}
          />
        ))}
        <Button type="submit" variant="primary" disabled={busy}>
          Donate
        </Button>
      </div>
      <FormError error={error} />
    </form>
  );
}

interface ExchangeFormProps {
  answer: LoadStorageAnswer;
  goldConverted: number;
  items: Items;
  busy: boolean;
  onConvert: (from: ClanConversionItem, to: ClanConversionItem, amount: number) => Promise<boolean>;
}

function ExchangeForm({ answer, goldConverted, items, busy, onConvert }: ExchangeFormProps) {
  const [from, setFrom] = useState<ClanConversionItem>('metal');
  const [to, setTo] = useState<ClanConversionItem>('gold');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);

  const convert = async () => {
    const check = validateConversion({ from, to, amount });
    if (!check.ok) {
      setError(check.error);
      return;
    }
    setError(null);
    // The checked amount goes with the items chosen here (conversion items only).
    if (await onConvert(from, to, check.conversion.amount)) setAmount('');
  };

  return (
    <>
      <dl className={styles.figures} aria-label="Conversion">
        <dt>Rate</dt>
        <dd>
          1 resource = {formatNumber(clanConversionRateDisplay(answer.goldConversionRate))} gold
        </dd>
        <dt>Converted this month</dt>
        <dd>
          {formatNumber(goldConverted)} / {formatNumber(answer.conversionCap)} gold
        </dd>
      </dl>
      <form
        aria-label="Exchange items"
        onSubmit={(event) => {
          event.preventDefault();
          void convert();
        }}
      >
        <div className={styles.form}>
          <ItemSelect
            label="From"
            value={from}
            options={CLAN_CONVERSION_ITEMS}
            items={items}
            onChange={setFrom}
          />
          <ItemSelect
            label="To"
            value={to}
            options={CLAN_CONVERSION_ITEMS}
            items={items}
            onChange={setTo}
          />
          <NumberInput
            label="Amount to convert"
            maxLength={CONVERSION_AMOUNT_MAX_LENGTH}
            value={amount}
            onChange={setAmount}
          />
          <Button type="submit" variant="primary" disabled={busy}>
            Convert
          </Button>
        </div>
        <FormError error={error} />
      </form>
    </>
  );
}

interface SendFormProps {
  storage: ItemCounts;
  sendable: readonly ClanStorageItem[];
  items: Items;
  busy: boolean;
  onSend: (username: string, item: ClanStorageItem, amount: number) => Promise<boolean>;
}

function SendForm({ storage, sendable, items, busy, onSend }: SendFormProps) {
  const [username, setUsername] = useState('');
  const [picked, setPicked] = useState<ClanStorageItem | null>(null);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const item = picked !== null && sendable.includes(picked) ? picked : (sendable[0] ?? null);
  if (item === null) return <p className={styles.muted}>The clan storage is empty.</p>;

  const send = async () => {
    const check = validateClanSend({
      recipient: username,
      itemName: itemNameText(item, items),
      amount: amount === '' ? Number.NaN : Number(amount),
      held: storage[item] ?? 0,
    });
    if (!check.ok) {
      setError(check.error);
      return;
    }
    setError(null);
    if (await onSend(username.trim(), item, Number(amount))) setAmount('');
  };

  return (
    <form
      aria-label="Send items to a member"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <div className={styles.form}>
        <TextInput label="Member" value={username} onChange={setUsername} maxLength={64} />
        <ItemSelect
          label="Item"
          value={item}
          options={sendable}
          items={items}
          onChange={setPicked}
        />
        <NumberInput
          label="Amount to send"
          maxLength={SEND_AMOUNT_MAX_LENGTH}
          value={amount}
          onChange={setAmount}
        />
        <Button type="submit" variant="primary" disabled={busy}>
          Send
        </Button>
      </div>
      <FormError error={error} />
    </form>
  );
}

function StorageContent({ answer, clan }: { answer: LoadStorageAnswer; clan: ClanData }) {
  const items = useStore($gameData)?.itemData ?? {};
  // Storage changed here over the loaded answer; a new answer starts afresh.
  const [changed, setChanged] = useState<{ source: LoadStorageAnswer; now: StorageNow } | null>(
    null,
  );
  const now: StorageNow =
    changed?.source === answer
      ? changed.now
      : { storage: answer.storage, goldConverted: answer.goldConverted };
  const call = useServerCall();
  const busy = call.pending !== null;
  const itemsPermission = clan.permissions.items;
  // What the server lets members send, while the storage still holds some.
  const sendable = CLAN_STORAGE_ITEMS.filter(
    (item) =>
      answer.sendableItems.some((sendableItem) => sendableItem.itemid === item) &&
      (now.storage[item] ?? 0) > 0,
  );

  const donate = (donation: StorageItems) =>
    call.run(
      'donate',
      () => api.call(ENDPOINTS.clan.donateItems, { items: donation }),
      (result) => {
        applyItemChanges([], result.itemsToRemove);
        setChanged({ source: answer, now: { ...now, storage: result.storage } });
        notify('success', ITEMS_DONATED_TEXT);
      },
    );

  const convert = (from: ClanConversionItem, to: ClanConversionItem, amount: number) =>
    call.run(
      'convert',
      () => api.call(ENDPOINTS.clan.convertItems, { from, to, amount }),
      (result) => {
        setChanged({ source: answer, now: result });
        notify('success', ITEMS_CONVERTED_TEXT);
      },
    );

  const send = (username: string, item: ClanStorageItem, amount: number) =>
    call.run(
      'send',
      () =>
        api.call(ENDPOINTS.clan.sendItemsToMember, {
          username,
          items: [{ id: item, amount }],
        }),
      (result) => {
        setChanged({ source: answer, now: result });
        notify('success', itemsSentText(username));
      },
    );

  let exchange: ReactNode;
  if (!itemsPermission) exchange = <p className={styles.muted}>{EXCHANGE_NEEDS_PERMISSION_TEXT}</p>;
  else if (!canExchange(answer.level, itemsPermission)) {
    exchange = <p className={styles.muted}>{EXCHANGE_NEEDS_LEVEL_TEXT}</p>;
  } else {
    exchange = (
      <ExchangeForm
        answer={answer}
        goldConverted={now.goldConverted}
        items={items}
        busy={busy}
        onConvert={convert}
      />
    );
  }

  return (
    <div className={styles.sections}>
      <Section variant="plain" titleId="clan-storage-title" title="Storage">
        <dl className={styles.figures} aria-label="Clan storage">
          {CLAN_STORAGE_ITEMS.map((item) => (
            <div key={item} className={styles.entry}>
              <dt>{itemNameText(item, items)}</dt>
              <dd>{formatNumber(now.storage[item] ?? 0)}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section variant="plain" titleId="clan-donate-title" title="Donate">
        <DonateForm items={items} busy={busy} onDonate={donate} />
      </Section>
      <Section variant="plain" titleId="clan-exchange-title" title="Exchange">
        {exchange}
      </Section>
      <Section variant="plain" titleId="clan-send-title" title="Send to a member">
        {itemsPermission ? (
          <SendForm
            storage={now.storage}
            sendable={sendable}
            items={items}
            busy={busy}
            onSend={send}
          />
        ) : (
          <p className={styles.muted}>{SEND_NEEDS_PERMISSION_TEXT}</p>
        )}
      </Section>
    </div>
  );
}

export interface StorageViewProps {
  /** The state of `clan.php?mod=loadStorage`. */
  storage: LoadState<LoadStorageAnswer>;
  /** The player's clan (`loadDetails`): its name and the rank's permissions. */
  clan: LoadState<ClanData>;
  onRetry: () => void;
}

/** The clan storage for given states of `loadStorage` and `loadDetails` (stories use it). */
export function StorageView({ storage, clan, onRetry }: StorageViewProps) {
  if (storage.status === 'error' || clan.status === 'error') {
    return <LoadError message={STORAGE_LOAD_FAILED_TEXT} onRetry={onRetry} />;
  }
  if (storage.status === 'loading' || clan.status === 'loading') {
    return <LoadingState label={STORAGE_LOADING_TEXT} />;
  }
  return <StorageContent answer={storage.data} clan={clan.data} />;
}

export function StoragePage() {
  const storage = useServerData(() => api.call(ENDPOINTS.clan.loadStorage));
  const details = useServerData(() => api.call(ENDPOINTS.clan.loadDetails));
  const clan: LoadState<ClanData> =
    details.state.status === 'ready'
      ? { status: 'ready', data: details.state.data.clanData }
      : details.state;
  return (
    <ClanPage title="Clan Storage" clan={clan}>
      <StorageView
        storage={storage.state}
        clan={clan}
        onRetry={() => {
          if (storage.state.status === 'error') storage.reload();
          if (details.state.status === 'error') details.reload();
        }}
      />
    </ClanPage>
  );
}
