/**
 * The Event panel (spec 000 sections 1, 3 and 4): the gathering event running now, its skill, its
 * rarity (name in the rarity colour), the extra resources it gives, a countdown that ticks down
 * every second on the device from the `timeRemaining` (seconds) the server last sent, and a Join
 * button that starts the event's gathering action (the shell then shows its screen). The event
 * comes from the initial data and the socket's `event` messages (`$event`). When the countdown
 * reaches 0 it empties `$event`, unless a newer event arrived meanwhile, so the panel rules hide
 * the panel.
 */
import type { GatheringEvent } from '@idle/contracts';
import { bus } from '@idle/events';
import { formatNumber, GATHERING_SKILLS } from '@idle/game-rules';
import { $action, $event } from '@idle/state';
import { Button, EmptyState, formatCountdown, Muted, RarityName, useCountdown } from '@idle/ui';
import { useStore } from '@nanostores/react';
import styles from './EventPanel.module.css';

/** Shown when no event is running (the panel rules hide the panel then). Ours. */
export const NO_EVENT_TEXT = 'No event is running.';

/** "+50% resources". */
export function eventBonusText(bonusPercent: number): string {
  return `+${formatNumber(bonusPercent)}% resources`;
}

/** Asks the shell to start the event's gathering action, taking part in the event. */
export function joinEvent(event: Pick<GatheringEvent, 'id' | 'type'>): void {
  bus.emit('startAction', { action: event.type, body: { event: event.id } });
}

/** Ends the event in the stores, unless the server sent a newer one (or an update) meanwhile. */
function endEvent(counted: GatheringEvent): void {
  if ($event.get() === counted) $event.set(null);
}

function RunningEvent({ event }: { event: GatheringEvent }) {
  const left = useCountdown(event, endEvent);
  const action = useStore($action);
  const skill = GATHERING_SKILLS[event.type].name;
  const joined =
    action.type === event.type &&
    action.body?.['event'] === event.id &&
    action.status !== 'idle' &&
    action.status !== 'stopped';
  return (
    <div className={styles.event}>
      <p className={styles.title}>
        <span className={styles.skill}>{skill}</span>
        <RarityName rarity={event.rarity} />
      </p>
      <p className={styles.bonus}>{eventBonusText(event.bonusPercent)}</p>
      <p className={styles.countdown}>
        <Muted inline size="sm">
          Time left
        </Muted>{' '}
        <time className={styles.time} dateTime={`PT${Math.max(0, Math.ceil(left))}S`}>
          {formatCountdown(left)}
        </time>
      </p>
      <Button
        className={styles.join}
        size="sm"
        variant="primary"
        aria-label={joined ? `Taking part in the ${skill} event` : `Join the ${skill} event`}
        disabled={joined}
        onClick={() => {
          joinEvent(event);
        }}
      >
        {joined ? 'Joined' : 'Join'}
      </Button>
    </div>
  );
}

export function EventPanel() {
  const event = useStore($event);
  if (!event || !(event.timeRemaining > 0)) return <EmptyState message={NO_EVENT_TEXT} />;
  return <RunningEvent event={event} />;
}
