/**
 * Tells the server whether this tab is visible (issue 30): no push goes to the player while
 * one of their tabs is. A visible tab repeats it before the server's TTL runs out, so a tab
 * that dies without a word stops counting soon after.
 */
import { VISIBLE_TAB_TTL_MS } from '@idle/contracts';
import { reportVisibility } from '../api/push';

const REPEAT_MS = VISIBLE_TAB_TTL_MS / 3;

function randomTabId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function startVisibilityReports(
  report: (tab: string, visible: boolean) => Promise<unknown> = reportVisibility,
): () => void {
  const tab = randomTabId();
  const send = (visible: boolean) => {
    // A lost report only delays or sends one push: nothing to tell the player.
    report(tab, visible).catch(() => undefined);
  };
  const now = () => {
    send(document.visibilityState === 'visible');
  };
  const repeat = window.setInterval(() => {
    if (document.visibilityState === 'visible') send(true);
  }, REPEAT_MS);
  const hide = () => {
    send(false);
  };
  document.addEventListener('visibilitychange', now);
  window.addEventListener('pagehide', hide);
  now();
  return () => {
    window.clearInterval(repeat);
    document.removeEventListener('visibilitychange', now);
    window.removeEventListener('pagehide', hide);
    // Stopped by a logout: the session is gone, so no report; the last one expires by itself.
  };
}
