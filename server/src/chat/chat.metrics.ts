/** The chat's metrics (operations/metrics.ts): sockets open on this instance, lines it sent. */
import { counter, gauge } from '../operations/metrics';

export const socketsOnline = gauge({
  name: 'sockets_online',
  help: 'Live sockets (chat and game pushes) open on this instance.',
});

/** Lines this instance accepted and delivered, by channel (`clan` for every clan's). */
export const chatLinesTotal = counter<'channel'>({
  name: 'chat_lines_total',
  help: 'Chat lines delivered from this instance (sent here), by channel; clan channels as clan.',
  labelNames: ['channel'],
});

export function channelLabel(channel: string): string {
  return channel.startsWith('clan-') ? 'clan' : channel;
}
