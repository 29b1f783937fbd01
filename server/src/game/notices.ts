/**
 * Notices: what the game tells a player that matters even with no tab open (issue 30). A domain
 * raises one where the thing happens, on the one instance that makes it happen (the world's
 * runner for bosses, events and raid returns; the instance that committed a market fill), so
 * each is raised once however many instances run. Who listens registers here (the push domain,
 * push/push.ts), so no domain imports the ones that deliver.
 */
import type { PushRule } from '@idle/contracts';

export interface Notice {
  kind: PushRule;
  /** The player it is for; null: every player who asked for this kind. */
  userId: number | null;
  /** The sentence the player reads, as the alert centre words it. */
  text: string;
  /** The game's route the notice opens. */
  route: string;
}

export type NoticeListener = (notice: Notice) => Promise<void> | void;

export interface Notices {
  notify(notice: Notice): void;
  /** Adds a listener; returns its removal. */
  listen(listener: NoticeListener): () => void;
  /** Resolves once every listener's work on the notices raised so far is done (tests, drain). */
  settled(): Promise<void>;
}

export function createNotices(onError: (error: unknown) => void = () => undefined): Notices {
  const listeners = new Set<NoticeListener>();
  const pending = new Set<Promise<void>>();
  return {
    notify(notice) {
      for (const listener of listeners) {
        // The notice's own work (a fill, a spawn) is done: a listener's failure must not undo it.
        const work = Promise.resolve()
          .then(() => listener(notice))
          .catch(onError)
          .finally(() => pending.delete(work));
        pending.add(work);
      }
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}

/** No listener: the world and the game without pushes (tools, tests that need none). */
export const silentNotices: Notices = {
  notify: () => undefined,
  listen: () => () => undefined,
  settled: () => Promise.resolve(),
};
