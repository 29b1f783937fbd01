/**
 * Whether the screen is a phone's (up to 480 px wide): the layout then shows the routed view
 * first, the panels in a drawer and the chat in a sheet (PhoneBar). Tablets and desktops keep the
 * panel grid. The same width is the `max-width: 480px` of the layout's CSS.
 */
import { useSyncExternalStore } from 'react';

export const PHONE_QUERY = '(max-width: 480px)';

function phoneQuery(): MediaQueryList | null {
  // Browsers without matchMedia (jsdom in tests) get the desktop layout.
  return typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = phoneQuery();
  query?.addEventListener('change', onChange);
  return () => {
    query?.removeEventListener('change', onChange);
  };
}

export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => phoneQuery()?.matches ?? false,
    () => false,
  );
}
