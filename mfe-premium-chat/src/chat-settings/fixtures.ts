/**
 * Test and story data of the chat settings: two ignored players, the filter on, and a server that
 * knows a few players by name. Never imported by production code.
 */
import type { ChatSettingsAnswer, IgnoredEntry } from '@idle/contracts';
import { sampleApiAnswers, type FakeRequest } from '@idle/test-fixtures';
import { NO_SUCH_PLAYER_TEXT } from '../chat/fixtures';

/** Players the fake server finds by name (any case). */
export const KNOWN_PLAYERS: readonly IgnoredEntry[] = [
  { userid: 408, username: 'lumberjack7' },
  { userid: 512, username: 'SpamKing' },
  { userid: 77, username: 'Ore_Baron' },
];

export function sampleChatSettings(
  overrides: Partial<ChatSettingsAnswer> = {},
): ChatSettingsAnswer {
  return {
    ignored: [
      { userid: 512, username: 'SpamKing' },
      { userid: 77, username: 'Ore_Baron' },
    ],
    profanityFilter: true,
    ...overrides,
  };
}

/** A server answering with `settings`; it ignores known players and refuses unknown ones. */
export function chatSettingsApiAnswers(
  settings: ChatSettingsAnswer = sampleChatSettings(),
): Record<string, unknown> {
  return {
    ...sampleApiAnswers(),
    'preferences.php?mod=getChatSettings': settings,
    'preferences.php?mod=addIgnore': (request: FakeRequest) => {
      const name = (request.params.username ?? '').toLowerCase();
      return (
        KNOWN_PLAYERS.find((player) => player.username.toLowerCase() === name) ?? {
          error: NO_SUCH_PLAYER_TEXT,
        }
      );
    },
    'preferences.php?mod=removeIgnore': true,
    'preferences.php?mod=setProfanityFilter': (request: FakeRequest) => ({
      profanityFilter: request.params.enabled === '1',
    }),
  };
}
