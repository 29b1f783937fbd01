/**
 * The top bar: gold, credits, the action timer (red/yellow/green by Autos; a click refreshes the
 * Autos), the Premium Store link, the players-online count and the menu.
 */
import { api } from '@idle/api-client';
import { ENDPOINTS } from '@idle/contracts';
import { bus } from '@idle/events';
import { TIMINGS } from '@idle/game-rules';
import { $action, $captchaRequired, $items, $player } from '@idle/state';
import { ActionTimerBar, Amount } from '@idle/ui';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Menu } from './Menu';
import { PlayersOnline } from './PlayersOnline';
import styles from './TopBar.module.css';

export function TopBar() {
  const items = useStore($items, { keys: ['gold', 'credits', 'bound_credits'] });
  const player = useStore($player);
  const action = useStore($action);
  const [timer, setTimer] = useState<{ delay: number; run: number }>({
    delay: TIMINGS.DEFAULT_ACTION_DELAY,
    run: 0,
  });

  useEffect(() => {
    const onTick = ({ answer }: { answer: { delay: number } }) => {
      setTimer((current) => ({
        delay: answer.delay > 0 ? answer.delay : TIMINGS.DEFAULT_ACTION_DELAY,
        run: current.run + 1,
      }));
    };
    bus.on('tick', onTick);
    return () => {
      bus.off('tick', onTick);
    };
  }, []);

  const autos = player?.autos ?? 0;
  const refresh = async () => {
    const answer = await api.call(ENDPOINTS.actions.refresh).catch(() => '-' as const);
    if (answer === '-') return;
    const current = $player.get();
    if (current) $player.set({ ...current, autos: answer.autos });
    $captchaRequired.set(answer.captcha === true);
  };

  return (
    <header className={styles.bar}>
      <span className={styles.brand}>Idle RPG</span>
      <span className={styles.stat} aria-label="Gold">
        <Amount value={items.gold ?? 0} gold suffix=" Gold" />
      </span>
      <span className={styles.stat} aria-label="Credits">
        <Amount value={(items.credits ?? 0) + (items.bound_credits ?? 0)} gold suffix=" Credits" />
      </span>
      <div className={styles.timer}>
        <ActionTimerBar
          duration={timer.delay}
          autos={autos}
          runKey={timer.run}
          running={action.status === 'running'}
          onClick={() => void refresh()}
          label={`Autos: ${autos.toLocaleString('en-US')}`}
        />
      </div>
      <Link className={styles.link} to="/premium">
        Premium Store
      </Link>
      <PlayersOnline />
      <Menu />
    </header>
  );
}
