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

/** What a notification's click uses of the service worker's `clients`. */
export interface NotificationClients {
  matchAll(options: {
    type: 'window';
    includeUncontrolled: boolean;
  }): Promise<
    readonly { url: string; focus(): Promise<unknown>; navigate(url: string): Promise<unknown> }[]
  >;
  openWindow(url: string): Promise<unknown>;
}

/**
 * A click on a notification opens its route: in a window of the game already open (focused and
 * sent there), else in a new one. Windows of other sites are never touched.
 */
export async function openNotificationTarget(
  clients: NotificationClients,
  origin: string,
  data: unknown,
): Promise<void> {
  const url = new URL(targetUrl(data), origin).href;
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === origin);
  if (open) {
    await open.focus();
    await open.navigate(url);
    return;
  }
  await clients.openWindow(url);
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
