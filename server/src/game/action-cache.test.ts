import { describe, expect, it } from 'vitest';
import { createActionCache } from './action-cache';

interface Entry {
  action: 'battling';
  autos: number;
}
const isEntry = (loaded: Entry | { stop: true }): loaded is Entry => 'action' in loaded;

describe('action cache', () => {
  it('shares one load between ticks arriving together and keeps its entry', async () => {
    const cache = createActionCache<Entry>();
    let loads = 0;
    const load = async () => {
      loads += 1;
      await Promise.resolve();
      return { action: 'battling' as const, autos: 5 };
    };
    const [a, b] = await Promise.all([
      cache.getOrLoad(1, load, isEntry),
      cache.getOrLoad(1, load, isEntry),
    ]);
    expect(a).toBe(b);
    expect(loads).toBe(1);
    expect(cache.get(1)).toBe(a);
  });

  it('does not keep a load that a forget overtook, nor an answer that is no entry', async () => {
    const cache = createActionCache<Entry>();
    let release: (() => void) | undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const pending = cache.getOrLoad(
      1,
      async () => {
        await gate;
        return { action: 'battling' as const, autos: 5 };
      },
      isEntry,
    );
    cache.forget(1);
    release?.();
    expect(await pending).toEqual({ action: 'battling', autos: 5 });
    expect(cache.get(1)).toBeUndefined();

    await cache.getOrLoad(
      2,
      (): Promise<Entry | { stop: true }> => Promise.resolve({ stop: true }),
      isEntry,
    );
    expect(cache.get(2)).toBeUndefined();
  });
});
