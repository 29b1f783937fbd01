/**
 * Quick links: Battle {current mob}, Mining, Woodcutting, Quarrying, Stop Action, and the
 * Beginner's Guide for players aged 7 days or less. An action whose area is not deployed yet
 * is shown disabled, saying so.
 */
import type { ActionType } from '@idle/contracts';
import { bus } from '@idle/events';
import { showsBeginnerGuide } from '@idle/game-rules';
import { $active, $player } from '@idle/state';
import { Button } from '@idle/ui';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { enterBattleArea } from '../api';
import { remoteRegistry } from '../federation/registry';
import styles from './QuickLinks.module.css';

const GATHERING: { action: ActionType; label: string }[] = [
  { action: 'mining', label: 'Mining' },
  { action: 'woodcutting', label: 'Woodcutting' },
  { action: 'quarrying', label: 'Quarrying' },
];

export function QuickLinks() {
  const active = useStore($active);
  const player = useStore($player);
  const navigate = useNavigate();
  const [gatheringDeployed, setGatheringDeployed] = useState(false);

  useEffect(() => {
    let current = true;
    remoteRegistry().then(
      (list) =>
        current &&
        setGatheringDeployed(list.some((entry) => entry.remote === 'mfe-gathering-crafting')),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);

  const battle = async () => {
    const mob = active?.mob;
    if (!mob) return;
    await enterBattleArea(mob);
    bus.emit('startAction', { action: 'battling' });
  };

  return (
    <nav className={styles.links} aria-label="Quick links">
      {active?.mob && (
        <Button size="sm" action onClick={() => void battle().catch(() => undefined)}>
          Battle {active.mob.name}
        </Button>
      )}
      {GATHERING.map(({ action, label }) => (
        <Button
          key={action}
          size="sm"
          action
          disabled={!gatheringDeployed}
          title={gatheringDeployed ? undefined : 'Gathering is coming soon.'}
          onClick={() => bus.emit('startAction', { action })}
        >
          {label}
        </Button>
      ))}
      <Button size="sm" variant="danger" action onClick={() => bus.emit('stopAction', undefined)}>
        Stop Action
      </Button>
      {player && showsBeginnerGuide(player.age) && (
        <Button size="sm" variant="link" onClick={() => void navigate('/load/beginners_guide')}>
          Beginner&apos;s Guide
        </Button>
      )}
    </nav>
  );
}
