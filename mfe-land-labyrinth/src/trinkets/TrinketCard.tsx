/**
 * One trinket of the trinket list (spec 002 sections 3, 4 and 9): its rarity, type, tier, state
 * and mods, and the actions its rarity and equipped state offer (game-rules `trinketActions`):
 * equip or unequip (one call toggles), the staged re-roll (0 open, 1 pay and roll, 2 accept,
 * 3 reject, showing the current values beside the new ones), upgrade tier and destroy (each
 * confirmed by a second click, the prompt closed by the answer, refused or not), and convert to
 * celestial.
 */
import type { ServerCall } from '@idle/api-client';
import type { Trinket, TrinketMod } from '@idle/contracts';
import {
  formatNumber,
  REROLL_STAGES,
  TRINKET_MAX_TIER,
  trinketActions,
  trinketDestroyYield,
  trinketRerollCost,
  trinketTierUpgradeCost,
  type RerollStage,
  type TrinketActions,
  type TrinketModStyle,
} from '@idle/game-rules';
import { notify } from '@idle/state';
import { Button, chatLinkProps, Muted, trinketTag, Inline, Text } from '@idle/ui';
import { useState } from 'react';
import {
  convertTrinketToCelestial,
  destroyTrinket,
  rerollTrinket,
  toggleTrinketEquipped,
  upgradeTrinket,
} from '../api';
import {
  CELESTIAL_ACTIVE_TEXT,
  CONVERTED_TEXT,
  currenciesText,
  destroyConfirmText,
  destroyedText,
  REROLL_ACCEPTED_TEXT,
  REROLL_REJECTED_TEXT,
  trinketModText,
  trinketRarityText,
  trinketTitle,
  trinketTypeText,
  upgradeConfirmText,
  upgradedText,
} from './trinket-text';
import styles from './TrinketsPage.module.css';

/** What a trinket card can have open under its buttons. */
export type TrinketPanel = 'upgrade' | 'destroy' | 'reroll';

const NO_ACTIONS: TrinketActions = {
  equip: false,
  unequip: false,
  reroll: false,
  upgradeTier: false,
  destroy: false,
  convertToCelestial: false,
};

/** The actions a trinket offers; none for a trinket the rules cannot read. */
function actionsOf(trinket: Trinket): TrinketActions {
  try {
    const actions = trinketActions(trinket);
    // A celestial trinket sits in a celestial slot, always active: never equipped, and
    // converted already.
    return trinket.celestial
      ? { ...actions, equip: false, unequip: false, convertToCelestial: false }
      : actions;
  } catch {
    return NO_ACTIONS;
  }
}

function rarityStyle(rarity: number) {
  return Number.isInteger(rarity) && rarity >= 1 && rarity <= 7
    ? { color: `var(--idle-rarity-${String(rarity)})` }
    : undefined;
}

export interface TrinketCardProps {
  trinket: Trinket;
  /** The page's one call at a time: every action of the page waits for it. */
  call: ServerCall;
  modStyle: TrinketModStyle;
  /** Open at first (stories). */
  initialPanel?: TrinketPanel | undefined;
}

function ModList({
  mods,
  trinket,
  modStyle,
}: {
  mods: readonly TrinketMod[];
  trinket: Trinket;
  modStyle: TrinketModStyle;
}) {
  return (
    <ul className={styles.mods} aria-label="Mods">
      {mods.map((mod, index) => (
        <li key={`${String(mod[0])}-${String(index)}`}>{trinketModText(mod, trinket, modStyle)}</li>
      ))}
    </ul>
  );
}

function RerollPanel({
  trinket,
  modStyle,
  busy,
  onStage,
  onClose,
}: {
  trinket: Trinket;
  modStyle: TrinketModStyle;
  busy: boolean;
  onStage: (stage: RerollStage) => void;
  onClose: () => void;
}) {
  const pending = trinket.rerolledMods;
  const cost = trinketRerollCost(trinket.rarity);
  return (
    <section className={styles.reroll} aria-label="Re-roll">
      <Muted>A re-roll costs {currenciesText(cost)}.</Muted>
      <table className={styles.compare}>
        <thead>
          <tr>
            <th scope="col">Current</th>
            <th scope="col">New</th>
          </tr>
        </thead>
        <tbody>
          {trinket.mods.map((mod, index) => {
            const rolled = pending?.[index];
            return (
              <tr key={`${String(mod[0])}-${String(index)}`}>
                <td>{trinketModText(mod, trinket, modStyle)}</td>
                <td>{rolled ? trinketModText(rolled, trinket, modStyle) : '-'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <Inline>
        {pending ? (
          <>
            <Button
              size="sm"
              variant="primary"
              disabled={busy}
              onClick={() => {
                onStage(REROLL_STAGES.accept);
              }}
            >
              Accept new values
            </Button>
            <Button
              size="sm"
              disabled={busy}
              onClick={() => {
                onStage(REROLL_STAGES.reject);
              }}
            >
              Keep current values
            </Button>
          </>
        ) : (
          <Button
            size="sm"
            variant="primary"
            disabled={busy}
            onClick={() => {
              onStage(REROLL_STAGES.payAndRoll);
            }}
          >
            Roll new values
          </Button>
        )}
        <Button size="sm" disabled={busy} onClick={onClose}>
          Close
        </Button>
      </Inline>
    </section>
  );
}

export function TrinketCard({ trinket, call, modStyle, initialPanel }: TrinketCardProps) {
  const [panel, setPanel] = useState<TrinketPanel | null>(initialPanel ?? null);
  const busy = call.pending !== null;
  const actions = actionsOf(trinket);
  const title = trinketTitle(trinket);
  const key = (action: string) => `${action}:${String(trinket.id)}`;
  const upgradeCost = actions.upgradeTier
    ? trinketTierUpgradeCost(trinket.tier, trinket.rarity)
    : null;
  const destroyGain = actions.destroy ? trinketDestroyYield(trinket.tier, trinket.rarity) : null;

  const toggleEquip = () =>
    call.run(
      key('equip'),
      () => toggleTrinketEquipped(trinket),
      () => undefined,
    );

  const upgrade = () =>
    call.run(
      key('upgrade'),
      () => upgradeTrinket(trinket),
      (answer) => {
        setPanel(null);
        notify('success', upgradedText(answer.trinket.tier));
      },
    );

  const destroy = () =>
    call.run(
      key('destroy'),
      () => destroyTrinket(trinket),
      (answer) => {
        notify('success', destroyedText({ fragments: answer.frags, essence: answer.essence }));
      },
    );

  const convert = () =>
    call.run(
      key('convert'),
      () => convertTrinketToCelestial(trinket),
      () => {
        notify('success', CONVERTED_TEXT);
      },
    );

  const reroll = (stage: RerollStage) =>
    call.run(
      key(`reroll-${String(stage)}`),
      () => rerollTrinket(trinket, stage),
      () => {
        if (stage === REROLL_STAGES.preview) setPanel('reroll');
        if (stage === REROLL_STAGES.accept || stage === REROLL_STAGES.reject) {
          setPanel(null);
          notify(
            'success',
            stage === REROLL_STAGES.accept ? REROLL_ACCEPTED_TEXT : REROLL_REJECTED_TEXT,
          );
        }
      },
    );

  // The second click confirms; a refusal (shown once, as the notification) closes the prompt so
  // it never stands beside the refusal asking again.
  const confirmOrOpen = (which: 'upgrade' | 'destroy', act: () => Promise<boolean>) => {
    if (panel === which) {
      void act().then((applied) => {
        if (!applied) setPanel(null);
      });
    } else setPanel(which);
  };

  return (
    <article className={styles.trinket} aria-label={`${title} #${String(trinket.id)}`}>
      <header className={styles.trinketHeader}>
        <h4 {...chatLinkProps(trinketTag(trinket.rarity, trinket.type))}>
          <Text weight="bold" style={rarityStyle(trinket.rarity)}>
            {trinketRarityText(trinket.rarity)}
          </Text>{' '}
          {trinketTypeText(trinket.type)} trinket
        </h4>
        <Muted inline>#{trinket.id}</Muted>
      </header>
      <Inline as="p" gap={4}>
        <span>
          Tier {formatNumber(trinket.tier)} / {formatNumber(TRINKET_MAX_TIER)}
        </span>
        {trinket.celestial ? (
          <span className={styles.celestial}>{CELESTIAL_ACTIVE_TEXT}</span>
        ) : (
          <span className={trinket.equipped ? styles.equipped : undefined}>
            {trinket.equipped ? 'Equipped' : 'In your inventory'}
          </span>
        )}
      </Inline>
      <ModList mods={trinket.mods} trinket={trinket} modStyle={modStyle} />
      {trinket.rerolledMods && panel !== 'reroll' && (
        <Text as="p" tone="warning">
          New values wait for your choice: open Re-roll.
        </Text>
      )}

      <Inline>
        {(actions.equip || actions.unequip) && (
          <Button
            size="sm"
            variant={actions.equip ? 'primary' : 'default'}
            disabled={busy}
            onClick={() => void toggleEquip()}
          >
            {actions.equip ? 'Equip' : 'Unequip'}
          </Button>
        )}
        {actions.reroll && (
          <Button
            size="sm"
            disabled={busy}
            aria-expanded={panel === 'reroll'}
            onClick={() => {
              if (panel === 'reroll') setPanel(null);
              else void reroll(REROLL_STAGES.preview);
            }}
          >
            Re-roll
          </Button>
        )}
        {upgradeCost !== null && (
          <Button
            size="sm"
            disabled={busy}
            onClick={() => {
              confirmOrOpen('upgrade', upgrade);
            }}
          >
            {panel === 'upgrade' ? 'Confirm upgrade' : 'Upgrade tier'}
          </Button>
        )}
        {actions.convertToCelestial && (
          <Button size="sm" disabled={busy} onClick={() => void convert()}>
            Convert to celestial
          </Button>
        )}
        {destroyGain !== null && (
          <Button
            size="sm"
            variant="danger"
            disabled={busy}
            onClick={() => {
              confirmOrOpen('destroy', destroy);
            }}
          >
            {panel === 'destroy' ? 'Confirm destroy' : 'Destroy'}
          </Button>
        )}
      </Inline>

      {((panel === 'upgrade' && upgradeCost !== null) ||
        (panel === 'destroy' && destroyGain !== null)) && (
        <Inline align="center">
          <Text as="p" role="alert" tone="warning">
            {panel === 'upgrade' && upgradeCost !== null
              ? upgradeConfirmText(trinket.tier + 1, upgradeCost)
              : destroyGain && destroyConfirmText(destroyGain)}
          </Text>
          <Button
            size="sm"
            disabled={busy}
            onClick={() => {
              setPanel(null);
            }}
          >
            Cancel
          </Button>
        </Inline>
      )}

      {panel === 'reroll' && actions.reroll && (
        <RerollPanel
          trinket={trinket}
          modStyle={modStyle}
          busy={busy}
          onStage={(stage) => void reroll(stage)}
          onClose={() => {
            setPanel(null);
          }}
        />
      )}
    </article>
  );
}
