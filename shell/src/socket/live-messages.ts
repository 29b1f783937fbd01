/**
 * What the shell does with each live socket message (spec 002 §4 "Chat socket"): players online,
 * the forced logout, a new announcement, and the game messages the stores follow (world bosses, gathering events,
 * Bonus Time, the action bonus, items given). Every message also goes to the chat stores (lines,
 * history, notifications, chat errors) and is then passed on the bus for the remotes (chat,
 * events...). Malformed data is ignored.
 */
import { NEW_ANNOUNCEMENT_MESSAGE_TYPE } from '@idle/contracts';
import { bus } from '@idle/events';
import { $clientData, applyChatSocketMessage, applySocketMessage, notify } from '@idle/state';
import type { LiveMessage } from './live-socket';

export function handleLiveMessage(message: LiveMessage): void {
  applyChatSocketMessage(message);
  if (message.type === 'playersOnline') {
    if (typeof message.data === 'number' && Number.isFinite(message.data)) {
      $clientData.setKey('playersOnline', message.data);
    }
  } else if (message.type === NEW_ANNOUNCEMENT_MESSAGE_TYPE) {
    // The top bar's count of unread announcements grows by the one just posted.
    $clientData.setKey('newAnnouncements', $clientData.get().newAnnouncements + 1);
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
