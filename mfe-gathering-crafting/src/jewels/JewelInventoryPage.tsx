/**
 * /inventory_jewels, the jewel inventory (spec 001 §2, §4): the player's jewels by gem type, each
 * with its rarity, stats, total and state (equipped, listed on the market, or in the inventory),
 * and what its state allows: equip (one per gem type, the server swaps), unequip, deconstruct
 * (a second click confirms), list on the market at a price or take it off, and send to a player.
 * Only unequipped, unlisted jewels may be deconstructed, listed or sent. Each gem type links to
 * its jewel market.
 */
import { type ServerCall, useServerCall } from '@idle/api-client';
import type { Jewel } from '@idle/contracts';
import { bus } from '@idle/events';
import {
  canDeconstructJewel,
  canEquipJewel,
  canRemoveJewelFromMarket,
  canSellJewel,
  canSendJewel,
  canUnequipJewel,
  EMPTY_JEWELS_TEXT,
  formatNumber,
  formatJewelStat,
  GEM_TYPE_IDS,
  gemTypeName,
  JEWEL_LISTED_TEXT,
  JEWEL_STAT_LABELS,
  JEWEL_STATS,
  JEWEL_UNLISTED_TEXT,
  jewelDeconstructedText,
  jewelSentText,
  jewelTotal,
  MARKET_PRICE_INPUT_MAX_LENGTH,
  isRarity,
  parseMarketQuantity,
  rarityName,
} from '@idle/game-rules';
import { $jewelSlots, $jewels, $player, notify } from '@idle/state';
import {
  Button,
  chatLinkProps,
  EmptyState,
  jewelTag,
  LoadingState,
  NumberInput,
  TextInput,
  Inline,
  Muted,
  Text,
} from '@idle/ui';
import { useStore } from '@nanostores/react';
import { useState, type SyntheticEvent } from 'react';
import { destroyJewel, equipJewel, listJewel, sendJewel, unequipJewel, unlistJewel } from '../api';
import styles from './JewelInventoryPage.module.css';

export const JEWELS_LOADING_TEXT = 'Loading jewels...';
export const DECONSTRUCT_CONFIRM_TEXT =
  'Deconstruct this jewel into gem fragments? Click again to confirm.';
export const USERNAME_REQUIRED_TEXT = 'Enter a username.';
/** The most characters a username input takes (the server's limit). */
export const USERNAME_MAX_LENGTH = 64;

/**
 * A link to the jewel market of a gem type, followed by the shell's router (over the bus), so it
 * works without a router of this remote.
 */
function JewelMarketLink({ gemType }: { gemType: number }) {
  const to = `/market_jewels/${String(gemType)}`;
  return (
    <a
      href={to}
      className={styles.marketLink}
      onClick={(event) => {
        event.preventDefault();
        bus.emit('navigate', { to });
      }}
    >
      {gemTypeName(gemType)} jewel market
    </a>
  );
}

/** A form a jewel card can show. */
export type JewelForm = 'sell' | 'send' | 'deconstruct';

/** A form open on one jewel when the screen opens (stories show a form with its input). */
export interface OpenJewelForm {
  jewelId: number;
  form: JewelForm;
  text?: string;
  /** Show the input's error at once, as after a first submit. */
  submitted?: boolean;
}

/** "Rare", or "Unknown" for a rarity outside 1 to 7. */
function rarityText(rarity: number): string {
  return isRarity(rarity) ? rarityName(rarity) : 'Unknown';
}

/** "Equipped", "Listed on the market for 25,000 gold" or "In your inventory". */
export function jewelStateText(jewel: Jewel): string {
  if (jewel.equipped) return 'Equipped';
  if (jewel.marketPrice !== null) {
    return `Listed on the market for ${formatNumber(jewel.marketPrice)} gold`;
  }
  return 'In your inventory';
}

function stateOf(jewel: Jewel) {
  return { equipped: jewel.equipped, listed: jewel.marketPrice !== null };
}

/** Equipped first, then by total, highest first; listed jewels last. */
function compareJewels(a: Jewel, b: Jewel): number {
  if (a.equipped !== b.equipped) return a.equipped ? -1 : 1;
  const aListed = a.marketPrice !== null;
  if (aListed !== (b.marketPrice !== null)) return aListed ? 1 : -1;
  return b.stats.total - a.stats.total || a.id - b.id;
}

/**
 * A jewel rule's answer; a jewel the rules cannot read (equipped and listed at once, two equipped
 * of one gem type) allows nothing rather than breaking the screen.
 */
function allows<Check extends { allowed: boolean }>(
  check: () => Check,
): Check | { allowed: false } {
  try {
    return check();
  } catch {
    return { allowed: false };
  }
}

interface CardProps {
  jewel: Jewel;
  equipped: readonly Jewel[];
  /** The page's one call at a time: every jewel's actions wait for it. */
  call: ServerCall;
  initialForm: OpenJewelForm | undefined;
}

function JewelCard({ jewel, equipped, call, initialForm }: CardProps) {
  const busy = call.pending !== null;
  const opening = initialForm?.jewelId === jewel.id ? initialForm : undefined;
  const [form, setForm] = useState<JewelForm | null>(opening?.form ?? null);
  const [text, setText] = useState(opening?.text ?? '');
  const [submitted, setSubmitted] = useState(opening?.submitted ?? false);
  const gem = gemTypeName(jewel.gemType);
  const rarity = rarityText(jewel.rarity);
  const state = stateOf(jewel);
  const title = `${rarity} ${gem} jewel`;
  const slots = useStore($jewelSlots);
  // The slots owned (bought in the token store), never fewer than are equipped: the server
  // decides, and its answer names what it swapped.
  const slotsOf = (gemType: number) =>
    Math.max(slots[gemType] ?? 1, equipped.filter((other) => other.gemType === gemType).length);
  const equip = allows(() =>
    canEquipJewel({ ...state, gemType: jewel.gemType }, equipped, slotsOf),
  );
  const replaces = equip.allowed ? equip.replaces : null;
  const total = jewelTotal(JEWEL_STATS.map((stat) => jewel.stats[stat]));

  const open = (next: JewelForm | null) => {
    setForm(next);
    setText('');
    setSubmitted(false);
  };

  const price = parseMarketQuantity(text, {
    field: 'price',
    maxLength: MARKET_PRICE_INPUT_MAX_LENGTH,
  });
  const username = text.trim();
  const inputError =
    form === 'sell'
      ? price.ok
        ? undefined
        : price.error
      : form === 'send' && username === ''
        ? USERNAME_REQUIRED_TEXT
        : undefined;
  // An empty box is not an error until the player submits it.
  const shownError = submitted || text !== '' ? inputError : undefined;

  // A refusal was shown by the request layer; nothing changes then.
  const key = (action: string) => `${action}:${String(jewel.id)}`;

  // The changes write their answers into the stores themselves; equipping says nothing more.
  const doEquip = () =>
    call.run(
      key('equip'),
      () => equipJewel(jewel.id),
      () => undefined,
    );

  const doUnequip = () =>
    call.run(
      key('unequip'),
      () => unequipJewel(jewel.id),
      () => undefined,
    );

  const doDeconstruct = () =>
    call.run(
      key('deconstruct'),
      () => destroyJewel(jewel.id),
      (answer) => {
        notify('success', jewelDeconstructedText(answer.fragments));
      },
    );

  const doRemove = () =>
    call.run(
      key('unlist'),
      () => unlistJewel(jewel.id),
      () => {
        notify('success', JEWEL_UNLISTED_TEXT);
      },
    );

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (inputError !== undefined) return;
    if (form === 'sell' && price.ok) {
      const done = await call.run(
        key('list'),
        () => listJewel(jewel.id, price.value),
        () => {
          notify('success', JEWEL_LISTED_TEXT);
        },
      );
      if (done) open(null);
    } else if (form === 'send') {
      await call.run(
        key('send'),
        () => sendJewel(jewel.id, username),
        () => {
          notify('success', jewelSentText(username));
        },
      );
    }
  };

  const confirming = form === 'deconstruct';

  return (
    <article className={styles.jewel} aria-label={`${title} #${String(jewel.id)}`}>
      <header className={styles.jewelHeader}>
        <h4 {...chatLinkProps(jewelTag(jewel.gemType, jewel.rarity))}>
          <Text
            weight="bold"
            style={
              isRarity(jewel.rarity)
                ? { color: `var(--idle-rarity-${String(jewel.rarity)})` }
                : undefined
            }
          >
            {rarity}
          </Text>{' '}
          {gem} jewel
        </h4>
        <Muted inline weight="normal">
          #{jewel.id}
        </Muted>
      </header>
      <p className={jewel.equipped ? styles.equipped : styles.state}>{jewelStateText(jewel)}</p>
      <dl className={styles.stats}>
        {JEWEL_STATS.map((stat, index) => (
          <div key={stat}>
            <dt>{JEWEL_STAT_LABELS[index]}</dt>
            <dd>{formatJewelStat(stat, jewel.stats[stat])}</dd>
          </div>
        ))}
        <div>
          <dt>{JEWEL_STAT_LABELS[5]}</dt>
          <dd>{formatNumber(total)}</dd>
        </div>
      </dl>
      <Muted weight="normal">Crafted by {jewel.craftedBy}</Muted>

      <Inline>
        {equip.allowed && (
          <Button size="sm" variant="primary" disabled={busy} onClick={() => void doEquip()}>
            Equip
          </Button>
        )}
        {allows(() => canUnequipJewel(state)).allowed && (
          <Button size="sm" disabled={busy} onClick={() => void doUnequip()}>
            Unequip
          </Button>
        )}
        {allows(() => canRemoveJewelFromMarket(state)).allowed && (
          <Button size="sm" disabled={busy} onClick={() => void doRemove()}>
            Remove from market
          </Button>
        )}
        {allows(() => canSellJewel(state)).allowed && (
          <Button
            size="sm"
            disabled={busy}
            aria-expanded={form === 'sell'}
            onClick={() => {
              open(form === 'sell' ? null : 'sell');
            }}
          >
            List on market
          </Button>
        )}
        {allows(() => canSendJewel(state)).allowed && (
          <Button
            size="sm"
            disabled={busy}
            aria-expanded={form === 'send'}
            onClick={() => {
              open(form === 'send' ? null : 'send');
            }}
          >
            Send
          </Button>
        )}
        {allows(() => canDeconstructJewel(state)).allowed && (
          <Button
            size="sm"
            variant="danger"
            disabled={busy}
            onClick={() => {
              if (confirming) void doDeconstruct();
              else open('deconstruct');
            }}
          >
            {confirming ? 'Confirm deconstruct' : 'Deconstruct'}
          </Button>
        )}
      </Inline>

      {replaces && (
        <Muted weight="normal">
          Equipping it puts your equipped {gem} jewel #{replaces.id} back in the inventory.
        </Muted>
      )}

      {confirming && (
        <Inline align="center">
          <Text as="p" role="alert" tone="warning">
            {DECONSTRUCT_CONFIRM_TEXT}
          </Text>
          <Button
            size="sm"
            onClick={() => {
              open(null);
            }}
          >
            Cancel
          </Button>
        </Inline>
      )}

      {(form === 'sell' || form === 'send') && (
        <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
          {form === 'sell' ? (
            <NumberInput
              label="Price (gold)"
              value={text}
              onChange={setText}
              maxLength={MARKET_PRICE_INPUT_MAX_LENGTH}
              error={shownError}
            />
          ) : (
            <TextInput
              label="Username"
              value={text}
              onChange={setText}
              maxLength={USERNAME_MAX_LENGTH}
              autoComplete="off"
              error={shownError}
            />
          )}
          <Inline>
            <Button type="submit" size="sm" variant="primary" disabled={busy}>
              {form === 'sell' ? 'List jewel' : 'Send jewel'}
            </Button>
            <Button
              size="sm"
              onClick={() => {
                open(null);
              }}
            >
              Cancel
            </Button>
          </Inline>
        </form>
      )}
    </article>
  );
}

export interface JewelInventoryPageProps {
  /** A form open on one jewel at first (stories); none by default. */
  initialForm?: OpenJewelForm;
}

export function JewelInventoryPage({ initialForm }: JewelInventoryPageProps) {
  const player = useStore($player);
  const jewels = useStore($jewels);
  const call = useServerCall();

  let content;
  if (!player) {
    content = <LoadingState label={JEWELS_LOADING_TEXT} />;
  } else if (jewels.length === 0) {
    content = <EmptyState message={EMPTY_JEWELS_TEXT} />;
  } else {
    const equipped = jewels.filter((jewel) => jewel.equipped);
    content = GEM_TYPE_IDS.map((gemType) => {
      const group = jewels.filter((jewel) => jewel.gemType === gemType).sort(compareJewels);
      if (group.length === 0) return null;
      const name = gemTypeName(gemType);
      const headingId = `jewels-gem-${String(gemType)}`;
      return (
        <section key={gemType} aria-labelledby={headingId} className={styles.group}>
          <div className={styles.groupHeader}>
            <h3 id={headingId}>
              {name}{' '}
              <Muted inline weight="normal">
                ({formatNumber(group.length)})
              </Muted>
            </h3>
            <JewelMarketLink gemType={gemType} />
          </div>
          <div className={styles.cards}>
            {group.map((jewel) => (
              <JewelCard
                key={jewel.id}
                jewel={jewel}
                equipped={equipped}
                call={call}
                initialForm={initialForm}
              />
            ))}
          </div>
        </section>
      );
    });
  }

  return (
    <section aria-labelledby="jewels-title" className={styles.page}>
      <h2 id="jewels-title">Jewels</h2>
      {content}
    </section>
  );
}
