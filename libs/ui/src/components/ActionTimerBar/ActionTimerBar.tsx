import { formatNumber, timerBarColour } from '@idle/game-rules';
import { cx } from '../../internal/cx';
import styles from './ActionTimerBar.module.css';

export interface ActionTimerBarProps {
  /** How long one run from empty to full lasts, in milliseconds (the tick delay). */
  duration: number;
  /** The player's Autos: the colour is timerBarColour(autos) (red, yellow or green). */
  autos: number;
  /** Change it (e.g. the tick count) to start a new run from 0%. */
  runKey?: string | number;
  /** Whether an action is running; when false the bar stays empty. Default true. */
  running?: boolean;
  /** Called on click (the shell refreshes Autos); the bar is then a button. */
  onClick?: () => void;
  /** Accessible name; default "Action timer, {autos} Autos". */
  label?: string;
  className?: string;
}

/**
 * The action timer: a bar that fills from 0 to 100% over `duration` (a CSS animation restarted
 * by `runKey`, so no re-render per frame), coloured by the Autos left.
 */
export function ActionTimerBar({
  duration,
  autos,
  runKey = 0,
  running = true,
  onClick,
  label,
  className,
}: ActionTimerBarProps) {
  const colour = timerBarColour(autos);
  const name = label ?? `Action timer, ${formatNumber(autos)} Autos`;
  const fill = (
    <span
      key={runKey}
      className={cx(styles.fill, running && styles.running)}
      style={running ? { animationDuration: `${Math.max(0, duration)}ms` } : undefined}
      data-testid="action-timer-fill"
    />
  );
  const classes = cx(
    styles.timer,
    styles[colour],
    onClick !== undefined && styles.clickable,
    className,
  );
  if (onClick !== undefined) {
    return (
      <button
        type="button"
        className={classes}
        data-colour={colour}
        aria-label={`${name}. Refresh Autos`}
        onClick={onClick}
      >
        {fill}
      </button>
    );
  }
  // A span (shown as a block), so that a button around the bar and its text stays valid HTML.
  return (
    <span role="timer" aria-label={name} className={classes} data-colour={colour}>
      {fill}
    </span>
  );
}
