import { describe, expect, it } from 'vitest';
import { fakeLocks } from './fake-locks';
import { claimLoop, type LockManagerLike } from './tab-lock';

/** A tab's claim, recording where its loop runs after each change. */
function tab(locks: LockManagerLike | null) {
  const seen: ('here' | 'elsewhere')[] = [];
  const claim = claimLoop(
    'loop:1',
    {
      runsHere: () => seen.push('here'),
      runsElsewhere: () => seen.push('elsewhere'),
    },
    locks,
  );
  return { claim, seen };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('claimLoop', () => {
  it('runs the loop in the first tab; a second waits and takes over when the first closes', async () => {
    const locks = fakeLocks();
    const first = tab(locks);
    await settle();
    const second = tab(locks);
    await settle();
    expect(first.seen).toEqual(['here']);
    expect(second.seen).toEqual(['elsewhere']);
    first.claim.release();
    await settle();
    expect(second.seen).toEqual(['elsewhere', 'here']);
    expect(first.seen).toEqual(['here']);
  });

  it('takes over on demand; the tab that ran the loop then waits, and gets it back later', async () => {
    const locks = fakeLocks();
    const first = tab(locks);
    await settle();
    const second = tab(locks);
    await settle();
    second.claim.takeOver();
    await settle();
    expect(second.seen).toEqual(['elsewhere', 'here']);
    expect(first.seen).toEqual(['here', 'elsewhere']);
    second.claim.release();
    await settle();
    expect(first.seen).toEqual(['here', 'elsewhere', 'here']);
  });

  it('ignores a take-over in the tab that already runs the loop', async () => {
    const locks = fakeLocks();
    const only = tab(locks);
    await settle();
    only.claim.takeOver();
    await settle();
    expect(only.seen).toEqual(['here']);
  });

  it('runs the loop in every tab where the browser has no Web Locks', () => {
    expect(tab(null).seen).toEqual(['here']);
    expect(tab(null).seen).toEqual(['here']);
  });
});
