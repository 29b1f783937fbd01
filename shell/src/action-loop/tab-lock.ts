/**
 * One tab runs the player's action loop (Web Locks API): the first tab holds the lock; a further
 * tab waits in the lock's queue, saying so, and gets the lock when the running tab closes, or at
 * once when the player takes over there (the lock is stolen from the running tab, which then
 * waits in turn). Without the API (an old browser) every tab runs its own loop, as before.
 */

/** What the claim needs of `navigator.locks` (a test passes a fake). */
export interface LockManagerLike {
  request(
    name: string,
    options: { ifAvailable?: boolean; steal?: boolean; signal?: AbortSignal },
    callback: (lock: unknown) => Promise<unknown>,
  ): Promise<unknown>;
}

export interface LoopClaimEvents {
  /** This tab now runs the loop. */
  runsHere(): void;
  /** Another tab runs the loop: stop ticking here. */
  runsElsewhere(): void;
}

export interface LoopClaim {
  /** Runs the loop in this tab now, taking the lock from the tab that holds it. */
  takeOver(): void;
  /** Lets go (logout, leaving the game): the next waiting tab takes over. */
  release(): void;
}

export function browserLocks(): LockManagerLike | null {
  return typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : null;
}

export function claimLoop(
  name: string,
  events: LoopClaimEvents,
  locks: LockManagerLike | null = browserLocks(),
): LoopClaim {
  if (!locks) {
    events.runsHere();
    return { takeOver: () => undefined, release: () => undefined };
  }
  const manager = locks;
  let released = false;
  let holding = false;
  let letGo: () => void = () => undefined;
  let waiting: AbortController | null = null;

  /** Holds the lock until released; a steal by another tab rejects the request instead. */
  function hold(): Promise<void> {
    return new Promise<void>((resolve) => {
      holding = true;
      letGo = resolve;
      events.runsHere();
    });
  }

  /** The lock was taken by another tab (or never got): wait for it here. */
  function lost(): void {
    holding = false;
    if (released) return;
    events.runsElsewhere();
    queue();
  }

  /** Waits in the lock's queue until the running tab closes or lets go. */
  function queue(): void {
    const controller = new AbortController();
    waiting = controller;
    manager
      .request(name, { signal: controller.signal }, () => {
        if (waiting === controller) waiting = null;
        return hold();
      })
      .catch(() => {
        // Aborted by a take-over or a release of this tab: nothing was lost.
        if (!controller.signal.aborted) lost();
      });
  }

  manager
    .request(name, { ifAvailable: true }, (lock) => {
      if (lock) return hold();
      lost();
      return Promise.resolve();
    })
    .catch(lost);

  return {
    takeOver() {
      if (holding || released) return;
      waiting?.abort();
      waiting = null;
      manager.request(name, { steal: true }, hold).catch(lost);
    },
    release() {
      released = true;
      holding = false;
      waiting?.abort();
      waiting = null;
      letGo();
    },
  };
}
