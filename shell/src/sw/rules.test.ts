import { describe, expect, it } from 'vitest';
import {
  type NotificationClients,
  isHashedChunk,
  notificationFromPush,
  openNotificationTarget,
  safeRoute,
  targetUrl,
} from './rules';

describe('isHashedChunk', () => {
  it("caches the remotes' content-hashed chunks", () => {
    for (const url of [
      'http://localhost:3101/static/js/async/812.5c25d41a.js',
      'https://battle.example.com/static/css/async/index.0123456789.css',
    ]) {
      expect(isHashedChunk(new URL(url))).toBe(true);
    }
  });

  it('never caches a remote entry, a manifest, the registry, a page or the API', () => {
    for (const url of [
      'http://localhost:3101/static/js/mfe_battle.5c25d41a.js',
      'http://localhost:3101/remoteEntry.js',
      'http://localhost:3101/mf-manifest.json',
      'http://localhost:8080/remotes.json',
      'http://localhost:8080/index.html',
      'http://localhost:8080/php/misc.php?mod=ping',
      'http://localhost:8080/php/x.5c25d41a.js',
      'http://localhost:3101/static/js/index.js',
    ]) {
      expect(isHashedChunk(new URL(url))).toBe(false);
    }
  });
});

describe('notificationFromPush', () => {
  it("shows the game's sentence and opens its route", () => {
    const { title, options } = notificationFromPush(
      { title: 'Idle RPG', body: 'A Gold Golem has appeared!', url: '/bosses', tag: 'bossSpawned' },
      '',
    );
    expect(title).toBe('Idle RPG');
    expect(options).toMatchObject({
      body: 'A Gold Golem has appeared!',
      tag: 'bossSpawned',
      data: { url: '/bosses' },
    });
  });

  it('falls back to the game title and a plain text body', () => {
    expect(notificationFromPush(null, 'Hello')).toMatchObject({
      title: 'Idle RPG',
      options: { body: 'Hello', data: { url: '/' } },
    });
  });

  it('never opens another site', () => {
    for (const url of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', 42]) {
      expect(safeRoute(url)).toBe('/');
    }
    expect(targetUrl({ url: '//evil.example' })).toBe('/');
    expect(targetUrl({ url: '/chat' })).toBe('/chat');
    expect(targetUrl(null)).toBe('/');
  });
});

describe('a click on a notification', () => {
  const ORIGIN = 'https://game.example';

  /** Windows as the service worker sees them, recording what the click does to each. */
  function clientsWith(urls: string[]) {
    const done: string[] = [];
    const clients: NotificationClients = {
      matchAll: () =>
        Promise.resolve(
          urls.map((url) => ({
            url,
            focus: () => Promise.resolve(done.push(`focus ${url}`)),
            navigate: (to: string) => Promise.resolve(done.push(`navigate ${url} -> ${to}`)),
          })),
        ),
      openWindow: (url) => Promise.resolve(done.push(`open ${url}`)),
    };
    return { clients, done };
  }

  it("sends the game's open window to the route, focused", async () => {
    const { clients, done } = clientsWith(['https://other.example/', `${ORIGIN}/market/currency`]);
    await openNotificationTarget(clients, ORIGIN, { url: '/land/raids' });
    expect(done).toEqual([
      `focus ${ORIGIN}/market/currency`,
      `navigate ${ORIGIN}/market/currency -> ${ORIGIN}/land/raids`,
    ]);
  });

  it('opens a new window when no window of the game is open', async () => {
    const { clients, done } = clientsWith(['https://other.example/']);
    await openNotificationTarget(clients, ORIGIN, { url: '/chat' });
    expect(done).toEqual([`open ${ORIGIN}/chat`]);
  });

  it("opens the game's home for a route that leaves the game", async () => {
    const { clients, done } = clientsWith([]);
    await openNotificationTarget(clients, ORIGIN, { url: 'https://evil.example/' });
    expect(done).toEqual([`open ${ORIGIN}/`]);
  });
});
