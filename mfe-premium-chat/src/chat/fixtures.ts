/**
 * Test and story data of the chat dock and its settings: lines of every kind and channel, from a
 * Peasant, a Duke, a Mod and an Admin, for the sample player (Hero_1, userid 1, clan 3).
 * Never imported by production code.
 */
import type { ChatAuthor, ChatLine } from '@idle/contracts';
import {
  ADMIN_STATUS,
  type FakeRequest,
  MOD_STATUS,
  SAMPLE_USERNAME,
  sampleApiAnswers,
} from '@idle/test-fixtures';
import {
  $chatHistorySize,
  $chatSize,
  CHAT_HISTORY_SIZE_DEFAULT,
  CHAT_SIZE_DEFAULT,
} from './device-settings';

/** The sizes back to their defaults: the atoms outlive a cleared localStorage. */
export function resetChatDeviceSettings(): void {
  $chatSize.set(CHAT_SIZE_DEFAULT);
  $chatHistorySize.set(CHAT_HISTORY_SIZE_DEFAULT);
}

/** 09:46:55 local time on a day of the sample history; `seconds` later for each further line. */
export function sampleChatTime(seconds = 0): number {
  return new Date(2026, 10, 24, 9, 46, 55 + seconds).getTime();
}

export const PEASANT: ChatAuthor = {
  userid: 408,
  username: 'lumberjack7',
  nobilityRank: 1,
  accountStatus: 0,
};
export const DUKE: ChatAuthor = {
  userid: 77,
  username: 'Ore_Baron',
  nobilityRank: 10,
  accountStatus: 0,
};
export const MOD: ChatAuthor = {
  userid: 17,
  username: 'Warden_Ann',
  nobilityRank: 10,
  accountStatus: MOD_STATUS,
};
export const ADMIN: ChatAuthor = {
  userid: 2,
  username: 'GameMaster',
  nobilityRank: 13,
  accountStatus: ADMIN_STATUS,
};
export const ME: ChatAuthor = {
  userid: 1,
  username: SAMPLE_USERNAME,
  nobilityRank: 3,
  accountStatus: 0,
};

let nextId = 1;

/** A general message from the Peasant at 09:46:55 unless told otherwise. */
export function sampleChatLine(overrides: Partial<ChatLine> = {}): ChatLine {
  const id = nextId;
  nextId += 1;
  return {
    id,
    type: 'msg',
    channel: 'general',
    time: sampleChatTime(),
    from: PEASANT,
    to: null,
    text: 'Anyone selling iron?',
    ...overrides,
  };
}

/** One line of each kind, a second apart, oldest first. */
export function sampleChatHistory(): ChatLine[] {
  const at = (seconds: number) => ({ time: sampleChatTime(seconds) });
  return [
    sampleChatLine({ ...at(0) }),
    sampleChatLine({ ...at(1), from: DUKE, text: 'Trade chat, please: [item:troll_tooth] for 5k' }),
    sampleChatLine({ ...at(2), from: MOD, text: 'Keep it friendly.' }),
    sampleChatLine({ ...at(3), from: ADMIN, text: 'A world boss spawns in ten minutes.' }),
    sampleChatLine({ ...at(4), type: 'me', from: ME, text: 'waves' }),
    sampleChatLine({ ...at(5), channel: 'trade', from: DUKE, text: 'Selling [item:ember_core]' }),
    sampleChatLine({ ...at(6), channel: 'help', from: PEASANT, text: 'How do I craft runes?' }),
    sampleChatLine({ ...at(7), channel: 'clan-3', from: DUKE, text: 'Clan boss at 10!' }),
    sampleChatLine({
      ...at(8),
      type: 'pm-from',
      channel: 'pm',
      from: DUKE,
      to: { userid: ME.userid, username: ME.username },
      text: 'Want my spare key?',
    }),
    sampleChatLine({
      ...at(9),
      type: 'pm-to',
      channel: 'pm',
      from: ME,
      to: { userid: DUKE.userid, username: DUKE.username },
      text: 'Yes please!',
    }),
    sampleChatLine({
      ...at(10),
      type: 'notification',
      channel: 'notifications',
      from: null,
      text: 'You found a [item:cellar_key] in the Flooded Cellar.',
    }),
  ];
}

export const NO_SUCH_PLAYER_TEXT = 'There is no player by that name.';

/** A server that finds the sample authors by name (any case) for /view. */
export function chatDockApiAnswers(): Record<string, unknown> {
  const players = [PEASANT, DUKE, MOD, ADMIN, ME];
  return {
    ...sampleApiAnswers(),
    'misc.php?mod=getUserid': (request: FakeRequest) => {
      const name = (request.params.username ?? '').toLowerCase();
      const player = players.find((author) => author.username.toLowerCase() === name);
      return player ? player.userid : { error: NO_SUCH_PLAYER_TEXT };
    },
  };
}
