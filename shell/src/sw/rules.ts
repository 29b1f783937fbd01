/** The service worker's pure rules (tested): which files it caches, what a push shows. */

export interface PushPayload {
  title?: unknown;
  body?: unknown;
  /** The game's route the notification opens (`/land`, `/chat`, ...). */
  url?: unknown;
  /** Notifications with one tag replace each other instead of stacking. */
  tag?: unknown;
}

export const DEFAULT_TITLE = 'Idle RPG';

/** A same-origin path only: a push must never send the player to another site. */
export function safeRoute(value: unknown): string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')
    ? value
    : '/';
}

export function notificationFromPush(
  payload: PushPayload | null,
  text: string,
): { title: string; options: NotificationOptions } {
  const title = typeof payload?.title === 'string' && payload.title ? payload.title : DEFAULT_TITLE;
  const body = typeof payload?.body === 'string' ? payload.body : payload ? '' : text;
  const options: NotificationOptions = {
    body,
    icon: '/icons/icon-192.png',
    data: { url: safeRoute(payload?.url) },
  };
  if (typeof payload?.tag === 'string') options.tag = payload.tag;
  return { title, options };
}

export function targetUrl(data: unknown): string {
  return safeRoute((data as { url?: unknown } | null)?.url);
}

/**
 * A content-hashed script or style (`static/js/async/812.5c25d41a.js`), never a remote's entry
 * (named by its federation name, `mfe_battle.<hash>.js`) or manifest: those the registry names
 * anew at each deployment.
 */
export function isHashedChunk(url: URL): boolean {
  const file = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  return (
    /\.[0-9a-f]{8,}\.(js|css)$/.test(file) &&
    !url.pathname.startsWith('/php/') &&
    !/^(mfe_|remoteEntry|mf-)/.test(file)
  );
}
