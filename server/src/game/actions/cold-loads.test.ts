import { describe, expect, it } from 'vitest';
import { COLD_LOADS_AT_ONCE, coldLoad } from './cold-loads';

describe('cold loads', () => {
  it('run a few at a time per database, in the order asked, each ending its turn even when it fails', async () => {
    const db = {};
    const other = {};
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const finish: (() => void)[] = [];
    const reads = Array.from({ length: 3 * COLD_LOADS_AT_ONCE }, (_, index) =>
      coldLoad(db, async () => {
        started.push(index);
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => finish.push(resolve));
        running -= 1;
        if (index === 0) throw new Error('read failed');
        return index;
      }),
    );
    const settling = Promise.allSettled(reads);
    // Another database's reads do not wait for these.
    expect(await coldLoad(other, () => Promise.resolve('other'))).toBe('other');
    while (finish.length > 0 || started.length < reads.length) {
      await new Promise((resolve) => setImmediate(resolve));
      finish.shift()?.();
    }
    const settled = await settling;
    expect(most).toBe(COLD_LOADS_AT_ONCE);
    expect(started).toEqual(reads.map((_, index) => index));
    expect(settled[0]?.status).toBe('rejected');
    expect(settled.slice(1).map((result) => result.status === 'fulfilled' && result.value)).toEqual(
      reads.slice(1).map((_, index) => index + 1),
    );
  });
});
