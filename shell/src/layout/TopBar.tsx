/**
 * The top bar: gold, credits, the action timer (red/yellow/green by Autos; a click refreshes the
 * Autos) with the Autos count and the seconds to the next tick (its hover or focus says when the
 * Autos run out), the Premium Store link, the
 * players-online count, the alerts bell and the menu.
 */
import { bus } from '@idle/events';
import {
  autosLastUntilText,
  autosRunOutAt,
  formatNumber,
  TIMINGS,
  timerBarColour,
} from '@idle/game-rules';
import { $action, $items, $player } from '@idle/state';
import { ActionTimerBar, Amount, HoverPopup } from '@idle/ui';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { refreshAutos } from '../api';
import { AlertsBell } from '../alerts/AlertsBell';
import { Menu } from './Menu';
import { usePhoneLayout } from './phone-layout';
import { PlayersOnline } from './PlayersOnline';
import styles from './TopBar.module.css';

/** How often the seconds to the next tick are recounted: often enough to never skip a second. */
const COUNTDOWN_REFRESH_MS = 250;

/** "Next tick in 3 s", counted down to 0 from `startedAt + delay` (both in epoch ms). */
function NextTickCountdown({ startedAt, delay }: { startedAt: number; delay: number }) {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    setNow(Date.now());
    const interval = window.setInterval(() => {
      setNow(Date.now());
    }, COUNTDOWN_REFRESH_MS);
    return () => {
      window.clearInterval(interval);
    };
  }, [startedAt, delay]);
  const seconds = Math.max(0, Math.ceil((startedAt + delay - now) / 1000));
  return <span className={styles.nextTick}>Next tick in {formatNumber(seconds)} s</span>;
}

export function TopBar() {
  const items = useStore($items, { keys: ['gold', 'credits', 'bound_credits'] });
  const player = useStore($player);
  const action = useStore($action);
  const [timer, setTimer] = useState<{ delay: number; run: number; startedAt: number }>({
    delay: TIMINGS.DEFAULT_ACTION_DELAY,
    run: 0,
    startedAt: Date.now(),
  });
  const running = action.status === 'running';
  // A phone's bar is compact: the Premium Store and the players online move to its tab bar.
  const phone = usePhoneLayout();

  useEffect(() => {
    // The bar starts filling when the action starts running; the countdown starts with it.
    if (running) setTimer((current) => ({ ...current, startedAt: Date.now() }));
  }, [running]);

  useEffect(() => {
    const onTick = ({ answer }: { answer: { delay: number } }) => {
      setTimer((current) => ({
        delay: answer.delay > 0 ? answer.delay : TIMINGS.DEFAULT_ACTION_DELAY,
        run: current.run + 1,
        startedAt: Date.now(),
      }));
    };
    bus.on('tick', onTick);
    return () => {
      bus.off('tick', onTick);
    };
  }, []);

  const autos = player?.autos ?? 0;
  const colour = timerBarColour(autos);
  const untilId = useId();
  const runOut = running ? autosRunOutAt(autos, timer.delay, timer.startedAt) : null;
  const until = runOut === null ? null : autosLastUntilText(runOut, Date.now());

  return (
    // Compact mode (shell.css) hides what is marked decoration and stills the bar's animations.
    <header className={styles.bar} data-top-bar="">
      {/* The page's one level-1 heading (each screen's own title is a level 2). */}
      <h1 className={styles.brand} data-decoration="">
        Idle RPG
      </h1>
      <span className={styles.stat} aria-label="Gold">
        <Amount value={items.gold ?? 0} gold suffix=" Gold" />
      </span>
      <span className={`${styles.stat} ${styles.credits}`} aria-label="Credits">
        <Amount value={(items.credits ?? 0) + (items.bound_credits ?? 0)} gold suffix=" Credits" />
      </span>
      {/* The whole timer area, bar and "N Autos" alike, refreshes the Autos on click. */}
      <HoverPopup content={until} disabled={until === null} className={styles.timerAnchor ?? ''}>
        <button
          type="button"
          className={styles.timer}
          data-colour={colour}
          aria-label={`Autos: ${formatNumber(autos)}. Refresh Autos`}
          aria-describedby={until === null ? undefined : untilId}
          onClick={() => void refreshAutos()}
        >
          <ActionTimerBar
            duration={timer.delay}
            autos={autos}
            runKey={timer.run}
            running={running}
            label={`Autos: ${formatNumber(autos)}`}
          />
          <span className={styles.timerText} data-testid="action-timer-text">
            <span className={styles.autos}>{formatNumber(autos)} Autos</span>
            {running && <NextTickCountdown startedAt={timer.startedAt} delay={timer.delay} />}
          </span>
          {/* A hidden element still describes the button it is referenced by. */}
          {until !== null && (
            <span id={untilId} hidden>
              {until}
            </span>
          )}
        </button>
      </HoverPopup>
      {!phone && (
        <>
          <Link className={styles.link} to="/premium">
            Premium Store
          </Link>
          <PlayersOnline />
        </>
      )}
      <AlertsBell />
      <Menu />
    </header>
  );
}
