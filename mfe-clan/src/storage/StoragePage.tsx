/**
 * /clan/storage (spec 001 §2, §3, §5, §9): the clan storage's counts of gold, credits, metal,
 * wood and stone; donating them, open to any member; exchanging one for another, for ranks with
 * the items permission once the clan is above level 100 (a 12-character amount above 0 and two
 * different items; the rate shown divided by 10, with the gold-worth converted this month against
 * the cap); and sending storage items to a member by name, with the items permission
 * ("You sent items to {name}.").
 */
import { type LoadState, useServerCall } from '@idle/api-client';
import type { ClanData, ItemCounts, ItemDefinition, LoadStorageAnswer } from '@idle/contracts';
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
import { $gameData, $items, notify } from '@idle/state';
import {
  Button,
  LoadError,
  itemNameText,
  LoadingState,
  NumberInput,
  Section,
  TextInput,
  Figure,
  Figures,
  Muted,
  Inline,
  SelectField,
  Stack,
} from '@idle/ui';
import { useStore } from '@nanostores/react';
import { useState, type ReactNode } from 'react';
import {
  convertItems,
  donateItems,
  sendItemsToMember,
  useClanDetails,
  useClanStorage,
  type StorageItems,
} from '../api';
import { ClanPage } from '../layout/ClanPage';
import { FormError } from '../layout/parts';

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
  return (
    <SelectField
      label={label}
      value={value}
      choices={options.map((item) => ({ value: item, label: itemNameText(item, items) }))}
      // The options are the only values the select can take.
      onChange={(picked) => onChange(picked as Item)}
    />
  );
}

interface DonateFormProps {
  items: Items;
  busy: boolean;
  /** Resolves true once donated. */
  onDonate: (donation: StorageItems) => Promise<boolean>;
}

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
    <Stack
      as="form"
      gap={2}
      aria-label="Donate items"
      onSubmit={(event) => {
        event.preventDefault();
        void donate();
      }}
    >
      <Inline align="end" gap={4}>
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
      </Inline>
      <FormError text={error} />
    </Stack>
  );
}

interface ExchangeFormProps {
  answer: LoadStorageAnswer;
  items: Items;
  busy: boolean;
  onConvert: (from: ClanConversionItem, to: ClanConversionItem, amount: number) => Promise<boolean>;
}

function ExchangeForm({ answer, items, busy, onConvert }: ExchangeFormProps) {
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
      <Figures label="Conversion" align="end">
        <Figure label="Rate">
          1 resource = {formatNumber(clanConversionRateDisplay(answer.goldConversionRate))} gold
        </Figure>
        <Figure label="Converted this month">
          {formatNumber(answer.goldConverted)} / {formatNumber(answer.conversionCap)} gold
        </Figure>
      </Figures>
      <Stack
        as="form"
        gap={2}
        aria-label="Exchange items"
        onSubmit={(event) => {
          event.preventDefault();
          void convert();
        }}
      >
        <Inline align="end" gap={4}>
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
        </Inline>
        <FormError text={error} />
      </Stack>
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
  if (item === null) return <Muted>The clan storage is empty.</Muted>;

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
    <Stack
      as="form"
      gap={2}
      aria-label="Send items to a member"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Inline align="end" gap={4}>
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
      </Inline>
      <FormError text={error} />
    </Stack>
  );
}

function StorageContent({ answer, clan }: { answer: LoadStorageAnswer; clan: ClanData }) {
  const items = useStore($gameData)?.itemData ?? {};
  const call = useServerCall();
  const busy = call.pending !== null;
  const itemsPermission = clan.permissions.items;
  // What the server lets members send, while the storage still holds some.
  const sendable = CLAN_STORAGE_ITEMS.filter(
    (item) =>
      answer.sendableItems.some((sendableItem) => sendableItem.itemid === item) &&
      (answer.storage[item] ?? 0) > 0,
  );

  const donate = (donation: StorageItems) =>
    call.run(
      'donate',
      () => donateItems(donation),
      () => notify('success', ITEMS_DONATED_TEXT),
    );

  const convert = (from: ClanConversionItem, to: ClanConversionItem, amount: number) =>
    call.run(
      'convert',
      () => convertItems(from, to, amount),
      () => notify('success', ITEMS_CONVERTED_TEXT),
    );

  const send = (username: string, item: ClanStorageItem, amount: number) =>
    call.run(
      'send',
      () => sendItemsToMember(username, item, amount),
      () => notify('success', itemsSentText(username)),
    );

  let exchange: ReactNode;
  if (!itemsPermission) exchange = <Muted>{EXCHANGE_NEEDS_PERMISSION_TEXT}</Muted>;
  else if (!canExchange(answer.level, itemsPermission)) {
    exchange = <Muted>{EXCHANGE_NEEDS_LEVEL_TEXT}</Muted>;
  } else {
    exchange = <ExchangeForm answer={answer} items={items} busy={busy} onConvert={convert} />;
  }

  return (
    <Stack gap={6}>
      <Section variant="plain" titleId="clan-storage-title" title="Storage">
        <Figures label="Clan storage" align="end">
          {CLAN_STORAGE_ITEMS.map((item) => (
            <Figure key={item} label={itemNameText(item, items)}>
              {formatNumber(answer.storage[item] ?? 0)}
            </Figure>
          ))}
        </Figures>
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
            storage={answer.storage}
            sendable={sendable}
            items={items}
            busy={busy}
            onSend={send}
          />
        ) : (
          <Muted>{SEND_NEEDS_PERMISSION_TEXT}</Muted>
        )}
      </Section>
    </Stack>
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
  const storage = useClanStorage();
  // The frame asks the same: one request.
  const clan = useClanDetails();
  return (
    <ClanPage title="Clan Storage">
      <StorageView
        storage={storage.state}
        clan={clan.state}
        onRetry={() => {
          if (storage.state.status === 'error') storage.reload();
          if (clan.state.status === 'error') clan.reload();
        }}
      />
    </ClanPage>
  );
}
