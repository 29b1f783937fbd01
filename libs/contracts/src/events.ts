/**
 * The events apps exchange on the shared bus (`@idle/events`), with their payloads. The shell
 * emits action and socket events; remotes listen and may ask the shell to start or stop actions.
 */
import type { ActionType } from './api/game';
import type { BattleTracker, TickAnswer } from './api/actions';
import type { ChatSendFrame } from './api/chat';

export type NotificationKind = 'success' | 'error' | 'info';

export interface BusEvents {
  /** A tick answer was applied to the stores. */
  tick: { action: ActionType; answer: TickAnswer };
  /** Ask the shell to start an action; `body` is what the action's endpoint expects. */
  startAction: { action: ActionType; body?: Record<string, unknown>; route?: string };
  /**
   * The shell took over an action the server kept running (a reload, another tab closed), with
   * the server's tracker of the run so far; no `startAction` precedes it.
   */
  actionResumed: { action: ActionType; tracker: BattleTracker };
  /** Ask the shell to stop the current action. */
  stopAction: undefined;
  /** The current action stopped (by the player, the server or a lack of Autos). */
  actionStopped: { action: ActionType | null; msg?: string };
  /** Show a notification in the shell. */
  notify: { kind: NotificationKind; text: string };
  /** The captcha was solved: the action loop refreshes the Autos at once. */
  captchaSolved: undefined;
  /** Navigate within the in-memory router. */
  navigate: { to: string };
  /** The session ended (fatalError logout, socket logout or the player's choice): go to login. */
  logout: { reason: 'logout' | 'expired' | 'user' };
  /** A message arrived on the chat socket. */
  socket: { type: string; data: unknown; channel?: string };
  /** The chat dock asks the shell to write a chat line on the socket. */
  chatSend: ChatSendFrame;
  /** Shift-click on an item, jewel or trinket: its markup tag (`[item:iron_bar]`) for the chat input. */
  chatLink: { tag: string };
  [key: string | symbol]: unknown;
}
