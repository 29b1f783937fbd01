/**
 * Test and story data of the clan home: the leader's home with an announcement and a short log,
 * and a server answering it, the log loader and announcement edits. Never imported by production
 * code.
 */
import type { ClanLogEntry, LoadClanHomeAnswer } from '@idle/contracts';
import type { FakeRequest } from '@idle/test-fixtures';
import { sampleClanData } from '../layout/fixtures';
import { registryApiAnswers } from '../registry/fixtures';

/** 2026-11-20 18:30 UTC. */
export const LOG_TIME = Date.UTC(2026, 10, 20, 18, 30);

export function sampleClanLog(count = 2): ClanLogEntry[] {
  const messages = ['Hero_1 upgraded the Headquarters to level 3.', 'Ayla joined the clan.'];
  return Array.from({ length: count }, (_, index) => ({
    tstamp: LOG_TIME - index * 60_000,
    msg: messages[index] ?? `Log entry ${String(index + 1)}.`,
  }));
}

export const SAMPLE_ANNOUNCEMENT = 'Boss night on Friday.\nDonate wood for the totem!';

export function sampleClanHome(
  overrides: Partial<Exclude<LoadClanHomeAnswer, '-'>> = {},
): Exclude<LoadClanHomeAnswer, '-'> {
  return {
    clanMemberData: sampleClanData(),
    announcement: SAMPLE_ANNOUNCEMENT,
    log: sampleClanLog(),
    ...overrides,
  };
}

/** A server answering the clan home, the 100-entry log and edits (echoing the text). */
export function clanHomeApiAnswers(
  home: LoadClanHomeAnswer = sampleClanHome(),
): Record<string, unknown> {
  return {
    ...registryApiAnswers(),
    'clan.php?mod=loadClanHome': home,
    'clan.php?mod=loadLog': { log: sampleClanLog(100) },
    'clan.php?mod=editAnnouncement': (request: FakeRequest) => ({
      announcement: request.params.data ?? '',
    }),
  };
}
