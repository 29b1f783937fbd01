/**
 * What each of the 13 panels shows: the shell's own (skills, current action, Bonus Time, Action
 * Bonus, log), and the domain panels, whose content the owning remote renders in a slot.
 */
import type { RemoteSlot as SlotName, SkillId } from '@idle/contracts';
import { ACTION_NAMES, SKILL_NAMES } from '@idle/game-rules';
import { bus } from '@idle/events';
import { $action, $active, $skills } from '@idle/state';
import { Button, ProgressBar, Muted, Text } from '@idle/ui';
import { useStore } from '@nanostores/react';
import type { ComponentType } from 'react';
import { $loopElsewhere, LOOP_ELSEWHERE_TEXT } from '../action-loop/one-tab';
import { RemoteSlot } from '../federation/RemoteSlot';
import { ActionBonusPanel } from './action-bonus/ActionBonusPanel';
import { BonusTimePanel } from './bonus-time/BonusTimePanel';
import { LogPanel } from './log/LogPanel';
import type { PanelId } from './panel-rules';
import styles from './contents.module.css';

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
      <RemoteSlot slot="currentActionRates" />
      <Button size="sm" variant="danger" onClick={() => bus.emit('stopAction', undefined)}>
        Stop
      </Button>
    </div>
  );
}

/** A domain panel's content: the slot its remote fills. */
function slotContent(slot: SlotName): ComponentType {
  const Content = () => <RemoteSlot slot={slot} />;
  Content.displayName = `${slot}Slot`;
  return Content;
}

export const PANEL_CONTENTS: Record<PanelId, ComponentType> = {
  attributes: slotContent('attributesPanel'),
  masteries: slotContent('masteriesPanel'),
  land: slotContent('landPanel'),
  skills: SkillsPanel,
  currentAction: CurrentActionPanel,
  event: slotContent('eventPanel'),
  bonusTime: BonusTimePanel,
  effects: slotContent('effectsPanel'),
  bosses: slotContent('bossesPanel'),
  labyrinthChest: slotContent('labyrinthChestPanel'),
  equipment: slotContent('equipmentPanel'),
  actionBonus: ActionBonusPanel,
  log: LogPanel,
};
