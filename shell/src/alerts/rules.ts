/**
 * The alert centre's rules (issue 18): which alerts a change of the game's state or a live socket
 * message raises, given the player's settings on this device. Pure: the watcher feeds them and
 * delivers what they return.
 */
import {
  MARKET_ORDER_FILLED_MESSAGE_TYPE,
  type GatheringEvent,
  type LandPanelData,
  type WorldBoss,
} from '@idle/contracts';
import {
  ACTION_BONUS_ACTIVE_TEXT,
  autosLowText,
  BONUS_TIME_STARTED_TEXT,
  bossAppearedText,
  bossSlainText,
  eventEndedText,
  eventStartedText,
  GATHERING_SKILLS,
  orderFilledText,
  raidReturnedText,
  whisperText,
} from '@idle/game-rules';
import { readChatLine } from '@idle/state';

export const ALERT_KINDS = [
  'autos',
  'bossSpawned',
  'bossKilled',
  'eventStarted',
  'eventEnded',
  'bonusTime',
  'actionBonus',
  'raidReturned',
  'whisper',
  'clanChat',
  'tradeKeyword',
  'orderFilled',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export interface Alert {
  kind: AlertKind;
  text: string;
  /** When it was raised, in milliseconds since the epoch. */
  at: number;
}

export interface AlertToggle {
  on: boolean;
  sound: boolean;
}

export interface AlertSettings {
  alerts: Record<AlertKind, AlertToggle>;
  /** The Autos alert fires when the Autos fall to this number or below. */
  autosThreshold: number;
  /** Trade chat keywords as the player typed them, comma separated. */
  tradeKeywords: string;
}

/**
 * Whispers and low Autos are what an idle player most needs to hear about, and a filled market
 * order is news of their own (on, without a sound: a trader's orders may fill often); the rest
 * is opt-in.
 */
export const DEFAULT_ALERT_SETTINGS: AlertSettings = {
  alerts: {
    autos: { on: true, sound: true },
    bossSpawned: { on: false, sound: false },
    bossKilled: { on: false, sound: false },
    eventStarted: { on: false, sound: false },
    eventEnded: { on: false, sound: false },
    bonusTime: { on: false, sound: false },
    actionBonus: { on: false, sound: false },
    raidReturned: { on: false, sound: false },
    whisper: { on: true, sound: true },
    clanChat: { on: false, sound: false },
    tradeKeyword: { on: false, sound: false },
    orderFilled: { on: true, sound: false },
  },
  autosThreshold: 100,
  tradeKeywords: '',
};

/** What the state-change rules look at; null where the game has not loaded that part. */
export interface WatchedState {
  autos: number | null;
  bosses: readonly WorldBoss[];
  event: GatheringEvent | null;
  /** Seconds of Bonus Time left; null before the game's misc data is loaded. */
  bonusTimeRemaining: number | null;
  /** Whether the action bonus count has reached what is required; null before loading. */
  actionBonusActive: boolean | null;
  raid: LandPanelData['raid'];
}

/** The keywords of the comma-separated text, trimmed, lower-cased, empty ones dropped. */
export function parseKeywords(text: string): string[] {
  return text
    .split(',')
    .map((keyword) => keyword.trim().toLowerCase())
    .filter((keyword) => keyword !== '');
}

/** An alert before it is stamped with the time it was raised. */
type Raised = Omit<Alert, 'at'>;

function enabledAndStamped(raised: Raised[], settings: AlertSettings, now: number): Alert[] {
  return raised
    .filter((alert) => settings.alerts[alert.kind].on)
    .map((alert) => ({ ...alert, at: now }));
}

function autosAlerts(previous: number | null, next: number | null, threshold: number): Raised[] {
  // Only the crossing down raises it: staying low says nothing new, and going back above re-arms it.
  if (previous === null || next === null) return [];
  if (previous > threshold && next <= threshold) {
    return [{ kind: 'autos', text: autosLowText(next) }];
  }
  return [];
}

function bossAlerts(previous: readonly WorldBoss[], next: readonly WorldBoss[]): Raised[] {
  const before = new Set(previous.map((boss) => boss.id));
  const after = new Set(next.map((boss) => boss.id));
  const spawned = next.filter((boss) => !before.has(boss.id));
  const killed = previous.filter((boss) => !after.has(boss.id));
  return [
    ...spawned.map((boss) => ({ kind: 'bossSpawned' as const, text: bossAppearedText(boss.name) })),
    ...killed.map((boss) => ({ kind: 'bossKilled' as const, text: bossSlainText(boss.name) })),
  ];
}

function eventAlerts(previous: GatheringEvent | null, next: GatheringEvent | null): Raised[] {
  // An update of the running event (same id, new time left) is neither a start nor an end.
  if (previous?.id === next?.id) return [];
  const alerts: Raised[] = [];
  if (previous) {
    alerts.push({ kind: 'eventEnded', text: eventEndedText(GATHERING_SKILLS[previous.type].name) });
  }
  if (next) {
    const skill = GATHERING_SKILLS[next.type].name;
    alerts.push({ kind: 'eventStarted', text: eventStartedText(skill, next.bonusPercent) });
  }
  return alerts;
}

/** The alerts the change from `previous` to `next` raises, among those switched on. */
export function alertsFromStateChange(
  previous: WatchedState,
  next: WatchedState,
  settings: AlertSettings,
  now: number,
): Alert[] {
  const alerts: Raised[] = [
    ...autosAlerts(previous.autos, next.autos, settings.autosThreshold),
    ...bossAlerts(previous.bosses, next.bosses),
    ...eventAlerts(previous.event, next.event),
  ];
  if (
    previous.bonusTimeRemaining === 0 &&
    next.bonusTimeRemaining !== null &&
    next.bonusTimeRemaining > 0
  ) {
    alerts.push({ kind: 'bonusTime', text: BONUS_TIME_STARTED_TEXT });
  }
  if (previous.actionBonusActive === false && next.actionBonusActive === true) {
    alerts.push({ kind: 'actionBonus', text: ACTION_BONUS_ACTIVE_TEXT });
  }
  if (previous.raid?.timer !== undefined && next.raid && next.raid.timer === undefined) {
    alerts.push({ kind: 'raidReturned', text: raidReturnedText(next.raid.name) });
  }
  return enabledAndStamped(alerts, settings, now);
}

export interface MessageContext {
  settings: AlertSettings;
  /** The player's own id: their own lines raise nothing. */
  userid: number | null;
  /** Whether the game's tab is hidden (a whisper alerts only then). */
  hidden: boolean;
  /** An item's name as the game shows it (a filled order names its item). */
  itemName: (itemid: string) => string;
}

/**
 * The alerts one live socket message raises (chat lines, a filled market order), among those
 * switched on.
 */
export function alertsFromMessage(
  message: { type: string; data: unknown },
  context: MessageContext,
  now: number,
): Alert[] {
  if (message.type === MARKET_ORDER_FILLED_MESSAGE_TYPE) {
    const text = orderFilledText(message.data, context.itemName);
    return enabledAndStamped(
      text === null ? [] : [{ kind: 'orderFilled', text }],
      context.settings,
      now,
    );
  }
  if (!['msg', 'me', 'pm-from'].includes(message.type)) return [];
  const line = readChatLine(message.data);
  if (!line?.from || line.from.userid === context.userid) return [];
  const author = line.from.username;
  const alerts: Raised[] = [];
  if (line.type === 'pm-from') {
    if (context.hidden) alerts.push({ kind: 'whisper', text: whisperText(author, line.text) });
  } else if (line.channel.startsWith('clan-')) {
    alerts.push({ kind: 'clanChat', text: `[Clan] ${author}: ${line.text}` });
  } else if (line.channel === 'trade') {
    const text = line.text.toLowerCase();
    if (parseKeywords(context.settings.tradeKeywords).some((keyword) => text.includes(keyword))) {
      alerts.push({ kind: 'tradeKeyword', text: `[Trade] ${author}: ${line.text}` });
    }
  }
  return enabledAndStamped(alerts, context.settings, now);
}
