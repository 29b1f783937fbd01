/**
 * What the dock shows where (spec 002 §2; GAME-FACTS "The live socket"): its tabs, which lines
 * each tab holds, where a message typed on a tab goes, and how a line names its time and author.
 */
import type { ChatAuthor, ChatLine, ChatSendChannel } from '@idle/contracts';
import {
  accountStatusLabel,
  NOBILITY_RANK_MAX,
  NOBILITY_RANK_MIN,
  nobilityRankName,
} from '@idle/game-rules';

export type ChatTabId = 'general' | 'trade' | 'help' | 'clan' | 'pm' | 'notifications';

export const CHAT_TAB_LABELS: Readonly<Record<ChatTabId, string>> = {
  general: 'General',
  trade: 'Trade',
  help: 'Help',
  clan: 'Clan',
  pm: 'Private',
  notifications: 'Notifications',
};

/** The dock's tabs in order; Clan only for a member of a clan. */
export function chatTabs(inClan: boolean): ChatTabId[] {
  return [
    'general',
    'trade',
    'help',
    ...(inClan ? (['clan'] as const) : []),
    'pm',
    'notifications',
  ];
}

/**
 * Where a message typed on `tab` goes: the tab's own channel, or General from Private and
 * Notifications (a private message names its player with /m, whatever the channel).
 */
export function sendChannelOf(tab: ChatTabId): ChatSendChannel {
  return tab === 'pm' || tab === 'notifications' ? 'general' : tab;
}

function isPublicTab(tab: ChatTabId): boolean {
  return tab !== 'pm' && tab !== 'notifications';
}

/**
 * The lines `tab` shows, oldest first, the newest `historySize` of them. Private messages show
 * in Private and also in every public tab, so a whisper is seen wherever the player is reading;
 * Notifications holds the game's own lines alone.
 */
export function linesOfTab(
  lines: readonly ChatLine[],
  tab: ChatTabId,
  clanId: number | null,
  historySize: number,
): ChatLine[] {
  const channel = tab === 'clan' ? (clanId === null ? null : `clan-${clanId}`) : tab;
  const shown = lines.filter(
    (line) => line.channel === channel || (line.channel === 'pm' && isPublicTab(tab)),
  );
  return shown.slice(-historySize);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A line's time as the dock shows it, local hh:mm:ss (24 hours): "09:46:55". */
export function chatTime(time: number): string {
  const date = new Date(time);
  return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}:${twoDigits(date.getSeconds())}`;
}

/**
 * The word before an author's name: "Mod" or "Admin" for staff (spec 000 §6: they are shown as
 * such, in their own colours), else the nobility rank ("Peasant"), or null for a rank outside
 * 1 to 27.
 */
export function authorTitle(author: ChatAuthor): string | null {
  const staff = accountStatusLabel(author.accountStatus);
  if (staff !== null) return staff;
  const rank = author.nobilityRank;
  return Number.isInteger(rank) && rank >= NOBILITY_RANK_MIN && rank <= NOBILITY_RANK_MAX
    ? nobilityRankName(rank)
    : null;
}
