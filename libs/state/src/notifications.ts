/** The shell's notifications (spec 000 sections 7, 8 and 9): auto-closing after 5 s. */
import type { NotificationKind } from '@idle/contracts';
import { TIMINGS } from '@idle/game-rules';
import { atom } from 'nanostores';

export interface GameNotification {
  id: number;
  kind: NotificationKind;
  /** Plain text or notification markup; render it as text, never as HTML. */
  text: string;
}

/** Schedules the auto-close; replaceable in tests. */
export interface NotificationTimer {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const defaultTimer: NotificationTimer = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => {
    clearTimeout(handle as ReturnType<typeof setTimeout>);
  },
};

let timer: NotificationTimer = defaultTimer;
let nextId = 1;
const pending = new Map<number, unknown>();

/** Notifications shown, oldest first. */
export const $notifications = atom<readonly GameNotification[]>([]);

/** Uses `replacement` to schedule auto-closing (null restores setTimeout). */
export function setNotificationTimer(replacement: NotificationTimer | null): void {
  timer = replacement ?? defaultTimer;
}

/** Shows a notification that closes by itself after TIMINGS.NOTIFICATION_AUTO_CLOSE; its id. */
export function notify(kind: NotificationKind, text: string): number {
  const id = nextId++;
  $notifications.set([...$notifications.get(), { id, kind, text }]);
  pending.set(
    id,
    timer.set(() => {
      dismissNotification(id);
    }, TIMINGS.NOTIFICATION_AUTO_CLOSE),
  );
  return id;
}

/** Closes a notification (a no-op when it is already closed). */
export function dismissNotification(id: number): void {
  const handle = pending.get(id);
  if (pending.delete(id)) timer.clear(handle);
  const shown = $notifications.get();
  if (shown.some((entry) => entry.id === id)) {
    $notifications.set(shown.filter((entry) => entry.id !== id));
  }
}

/** Closes every notification. */
export function clearNotifications(): void {
  for (const handle of pending.values()) timer.clear(handle);
  pending.clear();
  if ($notifications.get().length > 0) $notifications.set([]);
}
