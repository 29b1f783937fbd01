/** For tests: one browser's Web Locks for one lock name, with the rules the claim relies on. */
import type { LockManagerLike } from './tab-lock';

interface Entry {
  callback: (lock: unknown) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export function fakeLocks(): LockManagerLike {
  let holder: Entry | null = null;
  const queue: Entry[] = [];

  function grant(entry: Entry): void {
    holder = entry;
    entry.callback({}).then(
      (value) => {
        if (holder === entry) {
          holder = null;
          const next = queue.shift();
          if (next) grant(next);
        }
        entry.resolve(value);
      },
      (error: unknown) => {
        entry.reject(error);
      },
    );
  }

  return {
    request(_name, options, callback) {
      return new Promise((resolve, reject) => {
        const entry: Entry = { callback, resolve, reject };
        if (options.steal) {
          holder?.reject(new DOMException('stolen', 'AbortError'));
          grant(entry);
        } else if (!holder) {
          grant(entry);
        } else if (options.ifAvailable) {
          callback(null).then(resolve, reject);
        } else {
          queue.push(entry);
          options.signal?.addEventListener('abort', () => {
            const at = queue.indexOf(entry);
            if (at >= 0) queue.splice(at, 1);
            reject(new DOMException('aborted', 'AbortError'));
          });
        }
      });
    },
  };
}
