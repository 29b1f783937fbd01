/** Players by name (`getUserid`), for the chat's `/view`. */
import { api } from '@idle/api-client';
import { ENDPOINTS } from '@idle/contracts';

/** The user id of the player named `username`. */
export function findUserid(username: string) {
  return api.call(ENDPOINTS.players.getUserid, { username });
}
