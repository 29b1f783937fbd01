/** Pushes to this device while no tab of the game is open (`push.php`, issue 30). */
import { api, queryCache, useQuery, type ServerData } from '@idle/api-client';
import { ENDPOINTS, type PushAnswer, type PushRule } from '@idle/contracts';

export interface DeviceSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The server's key and the rules of this device's subscription (`endpoint`, when it has one). */
export function usePush(
  endpoint: string | null,
  failedText: string,
  enabled = true,
): ServerData<PushAnswer> {
  return useQuery(ENDPOINTS.push.loadPush, endpoint === null ? {} : { endpoint }, {
    failedText,
    enabled,
  });
}

function remember(endpoint: string, answer: PushAnswer): PushAnswer {
  queryCache.update(ENDPOINTS.push.loadPush, { endpoint }, () => answer);
  return answer;
}

/** Subscribes this device for the player with `rules` (or saves new rules). */
export async function savePush(
  subscription: DeviceSubscription,
  rules: readonly PushRule[],
): Promise<PushAnswer> {
  const answer = await api.call(ENDPOINTS.push.savePush, {
    subscription,
    rules: [...rules],
  });
  return remember(subscription.endpoint, answer);
}

export async function removePush(endpoint: string): Promise<PushAnswer> {
  return remember(endpoint, await api.call(ENDPOINTS.push.removePush, { endpoint }));
}

/** Tells the server whether this tab is visible (no push while one is). */
export function reportVisibility(tab: string, visible: boolean): Promise<object> {
  return api.call(ENDPOINTS.push.reportVisibility, { tab, visible });
}
