/**
 * The action loop's own calls: the ticks, the Autos refresh, the stop, the action the server keeps
 * running, the keep-alive ping and the captcha. They drive the loop rather than fill a screen, so
 * they are plain calls, quiet where the loop shows its own texts; the loop applies the answers.
 */
import { api } from '@idle/api-client';
import { ENDPOINTS, type ActionType } from '@idle/contracts';
import { $captchaRequired, $player } from '@idle/state';

/** The player's Autos and whether a captcha is due, for the loop (it applies them). */
export function fetchAutos() {
  return api.call(ENDPOINTS.actions.refresh, {}, { silent: true });
}

/** One tick of `action`; a failure is the loop's to show. */
export function tickAction(action: ActionType, body: Record<string, unknown>) {
  return api.call(ENDPOINTS.actions[action], body, { silent: true });
}

export function stopActionOnServer() {
  return api.call(ENDPOINTS.actions.stopAction);
}

/** The action the server keeps running, to resume after a reload or in another tab. */
export function fetchCurrentAction() {
  return api.call(ENDPOINTS.actions.current, {}, { silent: true });
}

/** Keeps the session alive; a failure changes nothing. */
export function ping(): Promise<void> {
  return api.call(ENDPOINTS.misc.ping, {}, { silent: true }).then(
    () => undefined,
    () => undefined,
  );
}

/** The player's refresh of the Autos (the top bar's button): the count and the captcha follow. */
export async function refreshAutos(): Promise<void> {
  const answer = await api.call(ENDPOINTS.actions.refresh).catch(() => '-' as const);
  if (answer === '-') return;
  const current = $player.get();
  if (current) $player.set({ ...current, autos: answer.autos });
  $captchaRequired.set(answer.captcha === true);
}

/** Sends the solved captcha's `payload`; the server answers "success" or refuses. */
export function solveCaptcha(payload: string) {
  return api.call(ENDPOINTS.misc.captcha, { r: payload });
}
