/**
 * The live socket of a logged-in session, wired to the game: every message to the shell's
 * handling and the chat stores, the socket's state to `$chatConnected`, and the chat dock's
 * `chatSend` frames onto the socket (or, while it reconnects, a clear error in `$chatError`).
 */
import type { ChatAccess, ChatSendFrame } from '@idle/contracts';
import { bus } from '@idle/events';
import { resetChat, setChatConnected, setChatError } from '@idle/state';
import { handleLiveMessage } from './live-messages';
import { connectLiveSocket, type LiveSocketOptions } from './live-socket';

export const CHAT_NOT_SENT_TEXT = 'Chat is reconnecting; your message was not sent.';

export interface LiveSessionOptions {
  access: ChatAccess;
  hostname: string;
  secure: boolean;
  /** For tests: how the socket is made (a real WebSocket by default). */
  createSocket?: LiveSocketOptions['createSocket'];
}

/** Connects and wires the socket; the returned function disconnects and empties the chat. */
export function startLiveSession(options: LiveSessionOptions): () => void {
  const live = connectLiveSocket({
    access: options.access,
    hostname: options.hostname,
    secure: options.secure,
    onMessage: handleLiveMessage,
    onOpen: () => setChatConnected(true),
    onClose: () => setChatConnected(false),
    ...(options.createSocket ? { createSocket: options.createSocket } : {}),
  });
  const send = ({ type, channel, text }: ChatSendFrame) => {
    // Only the frame's own fields reach the server.
    if (!live.send({ type, channel, text })) setChatError(CHAT_NOT_SENT_TEXT);
  };
  bus.on('chatSend', send);
  return () => {
    bus.off('chatSend', send);
    live.close();
    resetChat();
  };
}
