/**
 * /inventory_trinkets, the trinkets (spec 002 sections 2-5 and 9): the trinket fragments and
 * essence owned; the celestial slots with their increase (offered only below 3, confirmed by a
 * second click); the crafting table (epic, legendary and mythical, battling or gathering, each
 * with its cost, crafted after a yes/no confirmation); and the trinket list with each trinket's
 * actions (TrinketCard). Mods read as game-rules shows them; Base Mob Gold and Attributes can be
 * read flat or in percent.
 */
import { type LoadState, type ServerCall, useServerCall } from '@idle/api-client';
import type { LoadTrinketsAnswer, Trinket } from '@idle/contracts';
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
  type TrinketModStyle,
} from '@idle/game-rules';
import { $gameData, $items, notify } from '@idle/state';
import {
  Button,
  EmptyState,
  Figure,
  Figures,
  LoadError,
  LoadingState,
  Modal,
  Muted,
  Page,
  Section,
  Inline,
  Text,
} from '@idle/ui';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { type CraftChoice, craftTrinket, increaseCelestialSlots, useTrinkets } from '../api';
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
    <Section title="Items" titleId="trinket-items-title" variant="plain">
      <Figures>
        {rows.map(([id, fallback]) => (
          <Figure key={id} label={itemData[id]?.name ?? fallback}>
            {formatNumber(items[id] ?? 0)}
          </Figure>
        ))}
      </Figures>
    </Section>
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
  initialConfirm,
}: {
  slots: number;
  /** Celestial trinkets in them. */
  used: number;
  call: ServerCall;
  initialConfirm: boolean;
}) {
  const [confirming, setConfirming] = useState(initialConfirm);
  const busy = call.pending !== null;
  const cost = slots < CELESTIAL_SLOT_CAP ? slotCost(slots) : null;
  const increase = () =>
    call.run('celestial', increaseCelestialSlots, (answer) => {
      setConfirming(false);
      notify('success', celestialIncreasedText(answer.celestialSlots));
    });
  return (
    <Section title="Celestial slots" titleId="celestial-title" variant="plain">
      <Inline as="p" gap={4}>
        <span>
          {formatNumber(slots)} / {formatNumber(CELESTIAL_SLOT_CAP)}
        </span>
        <span>{formatNumber(used)} in use</span>
        {cost === null ? (
          <Muted inline>{CELESTIAL_FULL_TEXT}</Muted>
        ) : (
          <Muted inline>The next slot costs {formatNumber(cost)} essence.</Muted>
        )}
      </Inline>
      {cost !== null && (
        <Inline>
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
        </Inline>
      )}
      {cost !== null && confirming && (
        <Text as="p" role="alert" tone="warning">
          {celestialConfirmText(cost)}
        </Text>
      )}
    </Section>
  );
}

function craftTitle({ rarity, type }: CraftChoice): string {
  return trinketTitle({ rarity, type });
}

function CraftingTable({
  call,
  initialChoice,
}: {
  call: ServerCall;
  initialChoice: CraftChoice | undefined;
}) {
  const [choice, setChoice] = useState<CraftChoice | null>(initialChoice ?? null);
  const busy = call.pending !== null;
  const craft = (chosen: CraftChoice) =>
    call.run(
      'craft',
      () => craftTrinket(chosen),
      (answer) => {
        setChoice(null);
        notify('success', craftedText(trinketTitle(answer.trinket)));
      },
    );
  return (
    <Section title="Crafting table" titleId="crafting-table-title" variant="plain">
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
    </Section>
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

/** The loaded trinket screen. */
export function TrinketsView({ loaded, opening = {} }: TrinketsViewProps) {
  const { trinkets, celestialSlots } = loaded;
  const [modStyle, setModStyle] = useState<TrinketModStyle>('flat');
  const call = useServerCall();

  return (
    <>
      <OwnedItems />
      <CelestialSlots
        slots={celestialSlots}
        used={trinkets.filter((entry) => entry.celestial).length}
        call={call}
        initialConfirm={opening.celestialConfirm ?? false}
      />
      <CraftingTable call={call} initialChoice={opening.craft} />
      <section aria-labelledby="trinket-list-title" className={styles.section}>
        <div className={styles.listHeader}>
          <h3 id="trinket-list-title">
            Your trinkets <Muted inline>({formatNumber(trinkets.length)})</Muted>
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
        <Muted>
          {equippedSlotsText(
            trinkets.filter((entry) => entry.equipped && entry.type === 1).length,
            trinkets.filter((entry) => entry.equipped && entry.type === 2).length,
            TRINKET_EQUIP_SLOTS,
          )}
        </Muted>
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
  const trinkets = useTrinkets();
  return (
    <Page title="Trinkets" titleId="trinkets-title">
      <TrinketsContent state={trinkets.state} onRetry={trinkets.reload} opening={opening} />
    </Page>
  );
}
