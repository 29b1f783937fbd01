/**
 * The Attributes panel (spec 000 §4, §9): the five attributes with what equipment and the clan's
 * totem add in fights, the trained one pressed (choosing it again trains none), and the chances a
 * fight uses.
 */
import {
  ATTRIBUTES,
  battleMasteryPercents,
  clanTotemAttributeBonus,
  effectiveEquipmentAttribute,
  fightChances,
  formatNumber,
  statPercent,
  toggleSelection,
} from '@idle/game-rules';
import type { Player } from '@idle/contracts';
import { $active, $clanAttributeTotems, $masteries, $player } from '@idle/state';
import { Text } from '@idle/ui';
import { useStore } from '@nanostores/react';
import { changeActiveAttribute } from '../../api';
import styles from './TrainingPanels.module.css';

const ATTRIBUTE_FIELDS = [
  { id: 1, base: 'health', eq: 'eqHealth', percent: false },
  { id: 2, base: 'attack', eq: 'eqAttack', percent: false },
  { id: 3, base: 'defence', eq: 'eqDefence', percent: false },
  { id: 4, base: 'accuracy', eq: 'eqAccuracy', percent: true },
  { id: 5, base: 'dodge', eq: 'eqDodge', percent: true },
] as const;

type AttributeTotems = ReturnType<typeof $clanAttributeTotems.get>;

/**
 * What an attribute counts for in fights, by the rule the server applies: the equipment figure
 * fights use (the greater of the equipment value and attribute x equipment / 2000, spec 000 §9)
 * and the clan totem's part, each floored to the stat's unit.
 */
export function fightingAttribute(
  player: Player,
  field: (typeof ATTRIBUTE_FIELDS)[number],
  totems: AttributeTotems,
): { equipment: number; totem: number; total: number } {
  const base = player[field.base];
  const equipment = Math.floor(effectiveEquipmentAttribute(base, player[field.eq]));
  const totem = Math.floor(clanTotemAttributeBonus(base, totems[field.base]));
  return { equipment, totem, total: base + equipment + totem };
}

/** "12.5%": a chance in percent, to two decimals at most. */
function percentText(value: number): string {
  return `${formatNumber(Math.floor(value * 100) / 100)}%`;
}

/**
 * The chances a fight uses (spec 000 §9): hit and double-hit chance from accuracy, effective dodge
 * from dodge, with the active mastery's percent, as the server applies them.
 */
function FightChancesView({ player, totems }: { player: Player; totems: AttributeTotems }) {
  const active = useStore($active);
  const masteries = useStore($masteries);
  const masteryId = active?.mastery ?? 0;
  const mastery = battleMasteryPercents(masteryId, masteries[String(masteryId)]?.level ?? 0);
  const accuracyField = ATTRIBUTE_FIELDS[3];
  const dodgeField = ATTRIBUTE_FIELDS[4];
  const accuracy = Math.floor(
    fightingAttribute(player, accuracyField, totems).total * (1 + mastery.accuracy / 100),
  );
  const dodge = Math.floor(
    fightingAttribute(player, dodgeField, totems).total * (1 + mastery.dodge / 100),
  );
  const chances = fightChances(accuracy, dodge);
  return (
    <dl className={styles.chances} aria-label="Chances in fights">
      <dt>Hit chance</dt>
      <dd>{percentText(chances.hitPercent)}</dd>
      <dt>Double-hit chance</dt>
      <dd>{percentText(chances.doubleHitPercent)}</dd>
      <dt>Effective dodge</dt>
      <dd>{percentText(chances.dodgePercent)}</dd>
    </dl>
  );
}

export function AttributesPanel() {
  const player = useStore($player);
  const active = useStore($active);
  const totems = useStore($clanAttributeTotems);
  if (!player || !active) return null;
  const choose = async (id: number) => {
    await changeActiveAttribute(toggleSelection(active.attribute, id));
  };
  return (
    <>
      <ul className={styles.list}>
        {ATTRIBUTE_FIELDS.map((field) => {
          const show = (value: number) =>
            field.percent ? `${formatNumber(statPercent(value))}%` : formatNumber(value);
          // What equipment and the clan's totem add in fights, the same rule the server applies.
          const { equipment, totem } = fightingAttribute(player, field, totems);
          return (
            <li key={field.id}>
              <button
                type="button"
                className={active.attribute === field.id ? styles.selected : styles.choice}
                aria-pressed={active.attribute === field.id}
                onClick={() => void choose(field.id)}
              >
                {ATTRIBUTES[field.id]}
              </button>
              <span>
                {show(player[field.base])}{' '}
                <Text tone="muted" title="From your equipment, as fights count it">
                  (+{show(equipment)})
                </Text>
                {totem > 0 && (
                  <Text tone="muted" title="From your clan's totem">
                    {' '}
                    (+{show(totem)} clan)
                  </Text>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      <FightChancesView player={player} totems={totems} />
    </>
  );
}
