/**
 * Shift-click on an item, jewel or trinket name anywhere in the game (any element carrying
 * `data-chat-link`, set by the names of @idle/ui) hands its markup tag to the chat dock on the
 * bus (`chatLink`) instead of doing what a click does there.
 */
import { bus } from '@idle/events';

function onClick(event: MouseEvent): void {
  if (!event.shiftKey || !(event.target instanceof Element)) return;
  const link = event.target.closest('[data-chat-link]');
  const tag = link?.getAttribute('data-chat-link');
  if (!tag) return;
  // Captured before React sees it: the name's own click (a link, a button) does not run.
  event.preventDefault();
  event.stopPropagation();
  bus.emit('chatLink', { tag });
}

/** Listens on the whole document (capture); the returned function stops listening. */
export function listenForChatLinks(target: Document = document): () => void {
  target.addEventListener('click', onClick, true);
  return () => target.removeEventListener('click', onClick, true);
}
