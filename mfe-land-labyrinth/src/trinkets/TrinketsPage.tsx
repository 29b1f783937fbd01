/**
 * /inventory_trinkets, the trinkets (spec 002 sections 2-5 and 9): the trinket fragments and
 * essence owned; the celestial slots with their increase (offered only below 3, confirmed by a
 * second click); the crafting table (epic, legendary and mythical, battling or gathering, each
 * with its cost, crafted after a yes/no confirmation); and the trinket list with each trinket's
 * actions (TrinketCard). Mods read as game-rules shows them; Base Mob Gold and Attributes can be
 * read flat or in percent.
 */
import {
  api,
  type LoadState,
  type ServerCall,
  useServerCall,
  useServerData,
} from '@idle/api-client';
import { ENDPOINTS, type LoadTrinketsAnswer, type Trinket } from '@idle/contracts';
import {
  CELESTIAL_SLOT_CAP,
  celestialSlotIncreaseCost,
  CRAFTABLE_TRINKET_RARITIES,
  formatNumber,
  rarityName,
  TRINKET_EQUIP_SLOTS,
  TRINKET_ESSENCE_ITEM,
  TRINKET_FRAGMENTS_ITEM,
  TRINKET_TYPE_IDS,
  trinketCraftCost,
  trinketTypeName,
  type CraftableTrinketRarity,
  type TrinketModStyle,
  type TrinketTypeId,
} from '@idle/game-rules';
import { $gameData, $items, applyItemChanges, notify } from '@idle/state';
import { Button, EmptyState, LoadError, LoadingState, Modal } from '@idle/ui';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { TrinketCard, type TrinketPanel } from './TrinketCard';
import {
  CELESTIAL_FULL_TEXT,
  celestialConfirmText,
  celestialIncreasedText,
  craftConfirmText,
  craftedText,
  currenciesText,
  equippedSlotsText,
  NO_TRINKETS_TEXT,
  trinketTitle,
  TRINKETS_LOAD_FAILED_TEXT,
  TRINKETS_LOADING_TEXT,
} from './trinket-text';
import styles from './TrinketsPage.module.css';

/** A craft waiting for its yes/no. */
export interface CraftChoice {
  rarity: CraftableTrinketRarity;
  type: TrinketTypeId;
}

/** Equipped first, then the rarest, then the highest tier. */
function compareTrinkets(a: Trinket, b: Trinket): number {
  if (a.equipped !== b.equipped) return a.equipped ? -1 : 1;
  return b.rarity - a.rarity || b.tier - a.tier || a.id - b.id;
}

function OwnedItems() {
  const gameData = useStore($gameData);
  const items = useStore($items, { keys: [TRINKET_FRAGMENTS_ITEM, TRINKET_ESSENCE_ITEM] });
  const itemData = gameData?.itemData ?? {};
  const rows = [
    [TRINKET_FRAGMENTS_ITEM, 'Trinket fragments'],
    [TRINKET_ESSENCE_ITEM, 'Trinket essence'],
  ] as const;
  return (
    <section aria-labelledby="trinket-items-title" className={styles.section}>
      <h3 id="trinket-items-title">Items</h3>
      <dl className={styles.figures}>
        {rows.map(([id, fallback]) => (
          <div key={id}>
            <dt>{itemData[id]?.name ?? fallback}</dt>
            <dd>{formatNumber(items[id] ?? 0)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function slotCost(slots: number): number | null {
  try {
    return celestialSlotIncreaseCost(slots);
  } catch {
    return null;
  }
}

function CelestialSlots({
  slots,
  used,
  call,
  onIncrease,
  initialConfirm,
}: {
  slots: number;
  /** Celestial trinkets in them. */
  used: number;
  call: ServerCall;
  onIncrease: (slots: number) => void;
  initialConfirm: boolean;
}) {
  const [confirming, setConfirming] = useState(initialConfirm);
  const busy = call.pending !== null;
  const cost = slots < CELESTIAL_SLOT_CAP ? slotCost(slots) : null;
  const increase = () =>
    call.run(
      'celestial',
      () => api.call(ENDPOINTS.trinkets.increaseCelestial),
      (answer) => {
        applyItemChanges([], [{ id: TRINKET_ESSENCE_ITEM, amount: answer.cost }]);
        onIncrease(answer.celestialSlots);
        setConfirming(false);
        notify('success', celestialIncreasedText(answer.celestialSlots));
      },
    );
  return (
    <section aria-labelledby="celestial-title" className={styles.section}>
      <h3 id="celestial-title">Celestial slots</h3>
      <p className={styles.line}>
        <span>
          {formatNumber(slots)} / {formatNumber(CELESTIAL_SLOT_CAP)}
        </span>
        <span>{formatNumber(used)} in use</span>
        {cost === null ? (
          <span className={styles.muted}>{CELESTIAL_FULL_TEXT}</span>
        ) : (
          <span className={styles.muted}>The next slot costs {formatNumber(cost)} essence.</span>
        )}
      </p>
      {cost !== null && (
        <div className={styles.actions}>
          <Button
            size="sm"
            variant="primary"
            disabled={busy}
            onClick={() => {
              // A refusal closes the prompt too (the notification says why).
              if (confirming) {
                void increase().then(() => {
                  setConfirming(false);
                });
              } else setConfirming(true);
            }}
          >
            {confirming ? 'Confirm increase' : 'Increase celestial slots'}
          </Button>
          {confirming && (
            <Button
              size="sm"
              disabled={busy}
              onClick={() => {
                setConfirming(false);
              }}
            >
              Cancel
            </Button>
          )}
        </div>
      )}
      {cost !== null && confirming && (
        <p role="alert" className={styles.confirmText}>
          {celestialConfirmText(cost)}
        </p>
      )}
    </section>
  );
}

function craftTitle({ rarity, type }: CraftChoice): string {
  return trinketTitle({ rarity, type });
}

function CraftingTable({
  call,
  onCraft,
  initialChoice,
}: {
  call: ServerCall;
  onCraft: (trinket: Trinket) => void;
  initialChoice: CraftChoice | undefined;
}) {
  const [choice, setChoice] = useState<CraftChoice | null>(initialChoice ?? null);
  const busy = call.pending !== null;
  const craft = (chosen: CraftChoice) =>
    call.run(
      'craft',
      () => api.call(ENDPOINTS.trinkets.craftTrinket, chosen),
      (answer) => {
        applyItemChanges([], answer.itemsToRemove);
        onCraft(answer.trinket);
        setChoice(null);
        notify('success', craftedText(trinketTitle(answer.trinket)));
      },
    );
  return (
    <section aria-labelledby="crafting-table-title" className={styles.section}>
      <h3 id="crafting-table-title">Crafting table</h3>
      <table className={styles.craftTable}>
        <thead>
          <tr>
            <th scope="col">Rarity</th>
            <th scope="col">Cost</th>
            {TRINKET_TYPE_IDS.map((type) => (
              <th scope="col" key={type}>
                {trinketTypeName(type)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {CRAFTABLE_TRINKET_RARITIES.map((rarity) => (
            <tr key={rarity}>
              <th scope="row" style={{ color: `var(--idle-rarity-${String(rarity)})` }}>
                {rarityName(rarity)}
              </th>
              <td>{currenciesText(trinketCraftCost(rarity))}</td>
              {TRINKET_TYPE_IDS.map((type) => (
                <td key={type}>
                  <Button
                    size="sm"
                    disabled={busy}
                    aria-label={`Craft ${craftTitle({ rarity, type })}`}
                    onClick={() => {
                      setChoice({ rarity, type });
                    }}
                  >
                    Craft
                  </Button>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <Modal
        open={choice !== null}
        onClose={() => {
          setChoice(null);
        }}
        title="Craft a trinket"
        size="sm"
        footer={
          <>
            <Button
              variant="primary"
              disabled={busy}
              onClick={() => {
                if (choice) void craft(choice);
              }}
            >
              Yes
            </Button>
            <Button
              disabled={busy}
              onClick={() => {
                setChoice(null);
              }}
            >
              No
            </Button>
          </>
        }
      >
        {choice && <p>{craftConfirmText(craftTitle(choice), trinketCraftCost(choice.rarity))}</p>}
      </Modal>
    </section>
  );
}

/** Something open when the screen opens (stories show each confirmation). */
export interface TrinketsOpening {
  /** A panel open on one trinket. */
  trinket?: { id: number; panel: TrinketPanel };
  /** The craft confirmation open for this choice. */
  craft?: CraftChoice;
  /** The celestial slot increase waiting for its confirming click. */
  celestialConfirm?: boolean;
}

export interface TrinketsViewProps {
  /** The answer of `loadTrinkets`. */
  loaded: LoadTrinketsAnswer;
  opening?: TrinketsOpening | undefined;
}

/** The loaded trinket screen; its changes stay here until the screen is left. */
export function TrinketsView({ loaded, opening = {} }: TrinketsViewProps) {
  const [trinkets, setTrinkets] = useState<readonly Trinket[]>(loaded.trinkets);
  const [celestialSlots, setCelestialSlots] = useState(loaded.celestialSlots);
  const [modStyle, setModStyle] = useState<TrinketModStyle>('flat');
  const call = useServerCall();

  const change = (next: Trinket) => {
    setTrinkets((list) => list.map((entry) => (entry.id === next.id ? next : entry)));
  };
  const remove = (id: number) => {
    setTrinkets((list) => list.filter((entry) => entry.id !== id));
  };
  const add = (trinket: Trinket) => {
    setTrinkets((list) => [...list, trinket]);
  };

  return (
    <>
      <OwnedItems />
      <CelestialSlots
        slots={celestialSlots}
        used={trinkets.filter((entry) => entry.celestial).length}
        call={call}
        onIncrease={setCelestialSlots}
        initialConfirm={opening.celestialConfirm ?? false}
      />
      <CraftingTable call={call} onCraft={add} initialChoice={opening.craft} />
      <section aria-labelledby="trinket-list-title" className={styles.section}>
        <div className={styles.listHeader}>
          <h3 id="trinket-list-title">
            Your trinkets <span className={styles.muted}>({formatNumber(trinkets.length)})</span>
          </h3>
          <label className={styles.styleToggle}>
            <input
              type="checkbox"
              checked={modStyle === 'percent'}
              onChange={(event) => {
                setModStyle(event.target.checked ? 'percent' : 'flat');
              }}
            />
            Base Mob Gold and Attributes in percent
          </label>
        </div>
        <p className={styles.muted}>
          {equippedSlotsText(
            trinkets.filter((entry) => entry.equipped && entry.type === 1).length,
            trinkets.filter((entry) => entry.equipped && entry.type === 2).length,
            TRINKET_EQUIP_SLOTS,
          )}
        </p>
        {trinkets.length === 0 ? (
          <EmptyState message={NO_TRINKETS_TEXT} />
        ) : (
          <div className={styles.cards}>
            {[...trinkets].sort(compareTrinkets).map((trinket) => (
              <TrinketCard
                key={trinket.id}
                trinket={trinket}
                call={call}
                modStyle={modStyle}
                onChange={change}
                onRemove={remove}
                initialPanel={
                  opening.trinket?.id === trinket.id ? opening.trinket.panel : undefined
                }
              />
            ))}
          </div>
        )}
      </section>
    </>
  );
}

export interface TrinketsContentProps {
  state: LoadState<LoadTrinketsAnswer>;
  onRetry: () => void;
  opening?: TrinketsOpening | undefined;
}

/** The screen for a given state of `loadTrinkets` (stories render it directly). */
export function TrinketsContent({ state, onRetry, opening }: TrinketsContentProps) {
  if (state.status === 'loading') return <LoadingState label={TRINKETS_LOADING_TEXT} />;
  if (state.status === 'error') {
    return <LoadError message={TRINKETS_LOAD_FAILED_TEXT} onRetry={onRetry} />;
  }
  return <TrinketsView loaded={state.data} opening={opening} />;
}

export interface TrinketsPageProps {
  opening?: TrinketsOpening;
}

export function TrinketsPage({ opening }: TrinketsPageProps) {
  const trinkets = useServerData(() => api.call(ENDPOINTS.trinkets.loadTrinkets));
  return (
    <section aria-labelledby="trinkets-title" className={styles.page}>
      <h2 id="trinkets-title">Trinkets</h2>
      <TrinketsContent state={trinkets.state} onRetry={trinkets.reload} opening={opening} />
    </section>
  );
}
