/** What each of the 13 panels shows. */
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
import { type ActionType, type Player, type SkillId } from '@idle/contracts';
import { bus } from '@idle/events';
import { $action, $active, $clanAttributeTotems, $masteries, $player, $skills } from '@idle/state';
import { Button, EmptyState, ProgressBar, Muted, Text } from '@idle/ui';
import { useStore } from '@nanostores/react';
import type { ComponentType } from 'react';
import { changeActiveAttribute, changeActiveMastery } from '../api';
import { $loopElsewhere, LOOP_ELSEWHERE_TEXT } from '../action-loop/one-tab';
import { ActionBonusPanel } from './action-bonus/ActionBonusPanel';
import { BonusTimePanel } from './bonus-time/BonusTimePanel';
import { BossesPanel } from './bosses/BossesPanel';
import { EffectsPanel } from './effects/EffectsPanel';
import { EquipmentPanel } from './equipment/EquipmentPanel';
import { EventPanel } from './event/EventPanel';
import { LandPanel } from './land/LandPanel';
import { LabyrinthChestPanel } from './labyrinth-chest/LabyrinthChestPanel';
import { LogPanel } from './log/LogPanel';
import type { PanelId } from './panel-rules';
import styles from './contents.module.css';

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

function AttributesPanel() {
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

function MasteriesPanel() {
  const masteries = useStore($masteries);
  const active = useStore($active);
  if (!active) return null;
  const choose = async (id: number) => {
    await changeActiveMastery(toggleSelection(active.mastery, id));
  };
  const entries = Object.entries(masteries);
  if (entries.length === 0) return <EmptyState message="No masteries yet." />;
  return (
    <ul className={styles.list}>
      {entries.map(([id, mastery]) => (
        <li key={id}>
          <button
            type="button"
            title={mastery.description}
            className={active.mastery === Number(id) ? styles.selected : styles.choice}
            aria-pressed={active.mastery === Number(id)}
            onClick={() => void choose(Number(id))}
          >
            {mastery.name}
          </button>
          <span>Lv {mastery.level}</span>
        </li>
      ))}
    </ul>
  );
}

const SKILL_NAMES: Record<SkillId, string> = {
  battling: 'Battling',
  dungeoneering: 'Dungeoneering',
  mining: 'Mining',
  woodcutting: 'Woodcutting',
  quarrying: 'Quarrying',
  runecrafting: 'Runecrafting',
  jewelcrafting: 'Jewelcrafting',
  alchemy: 'Alchemy',
};

function SkillsPanel() {
  const skills = useStore($skills);
  return (
    <ul className={styles.skills}>
      {(Object.keys(SKILL_NAMES) as SkillId[]).map((id) => {
        const skill = skills[id];
        if (!skill) return null;
        return (
          <li key={id}>
            <span className={styles.row}>
              <span>{SKILL_NAMES[id]}</span>
              <span>Lv {skill.level}</span>
            </span>
            <ProgressBar
              value={skill.exp - skill.expStart}
              max={Math.max(1, skill.expToLevel - skill.expStart)}
              variant="experience"
              label={`${SKILL_NAMES[id]} experience`}
            />
          </li>
        );
      })}
    </ul>
  );
}

const ACTION_NAMES: Record<ActionType, string> = {
  battling: 'Battling',
  specialBattling: 'Special battling',
  mining: 'Mining',
  woodcutting: 'Woodcutting',
  quarrying: 'Quarrying',
  dungeoneering: 'Dungeoneering',
  bossBattle: 'Boss battle',
  clanMobBattle: 'Clan mob battle',
  clanBossBattle: 'Clan boss battle',
  runecrafting: 'Runecrafting',
  jewelcrafting: 'Jewelcrafting',
  jewelcrafting_create_gem: 'Gem creation',
  alchemy: 'Alchemy',
  labyrinth: 'Labyrinth',
};

function CurrentActionPanel() {
  const action = useStore($action);
  const active = useStore($active);
  const elsewhere = useStore($loopElsewhere);
  const running = action.type !== null && action.status !== 'idle' && action.status !== 'stopped';
  if (elsewhere) {
    return (
      <p>
        <Muted inline>{LOOP_ELSEWHERE_TEXT}</Muted>
      </p>
    );
  }
  if (!running || !action.type) {
    return (
      <p>
        <Muted inline>Idle</Muted>
      </p>
    );
  }
  return (
    <div>
      <p>
        {ACTION_NAMES[action.type]}
        {(action.type === 'battling' || action.type === 'specialBattling') && active?.mob
          ? `: ${active.mob.name}`
          : ''}
      </p>
      {action.autosExpired && (
        <p>
          <Text tone="warning">Autos expired</Text>
        </p>
      )}
      <Button size="sm" variant="danger" onClick={() => bus.emit('stopAction', undefined)}>
        Stop
      </Button>
    </div>
  );
}

export const PANEL_CONTENTS: Record<PanelId, ComponentType> = {
  attributes: AttributesPanel,
  masteries: MasteriesPanel,
  land: LandPanel,
  skills: SkillsPanel,
  currentAction: CurrentActionPanel,
  event: EventPanel,
  bonusTime: BonusTimePanel,
  effects: EffectsPanel,
  bosses: BossesPanel,
  labyrinthChest: LabyrinthChestPanel,
  equipment: EquipmentPanel,
  actionBonus: ActionBonusPanel,
  log: LogPanel,
};
