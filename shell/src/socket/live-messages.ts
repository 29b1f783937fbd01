/**
 * What the shell does with each live socket message (spec 002 §4 "Chat socket"): players online,
 * the forced logout, and the game messages the stores follow (world bosses, gathering events,
 * Bonus Time, the action bonus, items given). Every message also goes to the chat stores (lines,
 * history, notifications, chat errors) and is then passed on the bus for the remotes (chat,
 * events...). Malformed data is ignored.
 */
import { bus } from '@idle/events';
import { $clientData, applyChatSocketMessage, applySocketMessage, notify } from '@idle/state';
import type { LiveMessage } from './live-socket';

export function handleLiveMessage(message: LiveMessage): void {
  applyChatSocketMessage(message);
  if (message.type === 'playersOnline') {
    if (typeof message.data === 'number' && Number.isFinite(message.data)) {
      $clientData.setKey('playersOnline', message.data);
    }
  } else if (message.type === 'logout') {
    bus.emit('logout', { reason: 'logout' });
  } else if (message.type === 'notification' && message.channel === 'notifications') {
    // World news (a boss appears or dies) shows as a notification too: the chat dock may be on
    // another channel, collapsed or not deployed.
    if (typeof message.data === 'string') notify('info', message.data);
  } else {
    applySocketMessage(message);
  }
  bus.emit('socket', message);
}
