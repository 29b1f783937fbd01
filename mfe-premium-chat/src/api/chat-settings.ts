/**
 * The chat settings the server keeps (`preferences.php`): the ignore list and the profanity filter.
 * Each change writes its answer into the kept settings, so the page shows it without asking again.
 */
import { api, queryCache, useQuery, type ServerData } from '@idle/api-client';
import { ENDPOINTS, type ChatSettingsAnswer, type IgnoredEntry } from '@idle/contracts';

const SETTINGS = ENDPOINTS.chat.getChatSettings;

export function useChatSettings(): ServerData<ChatSettingsAnswer> {
  return useQuery(SETTINGS);
}

/** Ignores the player named `username`; resolves who that is. */
export async function ignorePlayer(username: string): Promise<IgnoredEntry> {
  const entry = await api.call(ENDPOINTS.chat.addIgnore, { username });
  queryCache.update(SETTINGS, undefined, (settings) => ({
    ...settings,
    ignored: [...settings.ignored.filter((known) => known.userid !== entry.userid), entry],
  }));
  return entry;
}

export async function unignorePlayer(entry: IgnoredEntry): Promise<void> {
  await api.call(ENDPOINTS.chat.removeIgnore, { id: entry.userid });
  queryCache.update(SETTINGS, undefined, (settings) => ({
    ...settings,
    ignored: settings.ignored.filter((known) => known.userid !== entry.userid),
  }));
}

export async function setProfanityFilter(enabled: boolean): Promise<void> {
  const answer = await api.call(ENDPOINTS.chat.setProfanityFilter, {
    enabled: enabled ? '1' : '0',
  });
  queryCache.update(SETTINGS, undefined, (settings) => ({
    ...settings,
    profanityFilter: answer.profanityFilter,
  }));
}
