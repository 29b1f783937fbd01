/** A player's profile (`profile.php`). */
import { useQuery, type ServerData } from '@idle/api-client';
import { ENDPOINTS, type ProfileAnswer } from '@idle/contracts';

/** Whether `userid` can name a player (a positive whole number). */
function isUserid(userid: number): boolean {
  return Number.isSafeInteger(userid) && userid > 0;
}

/**
 * The profile of `userid`. An id no player can have (0, negative, not a whole number) is not
 * asked for: it is a failed load, with `failedText`.
 */
export function usePlayerProfile(userid: number, failedText: string): ServerData<ProfileAnswer> {
  const asked = isUserid(userid);
  const profile = useQuery(ENDPOINTS.profile.load, { id: userid }, { enabled: asked, failedText });
  if (!asked) return { state: { status: 'error', message: failedText }, reload: () => undefined };
  return profile;
}
