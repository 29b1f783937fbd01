/** The session: the game data on entering, logging in, registering and logging out. */
import { api } from '@idle/api-client';
import { ENDPOINTS } from '@idle/contracts';

/** Everything the game needs on entering; a LogoutError when there is no session. */
export function loadInitialData() {
  return api.call(ENDPOINTS.initialData.load, {}, { silent: true });
}

export function logIn(username: string, password: string) {
  return api.call(ENDPOINTS.account.login, { username, password });
}

/** Creates the account; `ref` is the referring player's id from the link, if any. */
export function register(username: string, password: string, ref: number | undefined) {
  return api.call(ENDPOINTS.account.register, { username, password, ref });
}

/** Ends the session on the server; a failure changes nothing (the page logs out all the same). */
export function logOut(): Promise<void> {
  return api.call(ENDPOINTS.misc.logout).then(
    () => undefined,
    () => undefined,
  );
}
