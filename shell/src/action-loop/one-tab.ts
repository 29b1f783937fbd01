/**
 * The action loop runs in one tab of the player's (tab-lock.ts): the tab that runs it resumes the
 * action the server keeps; any other tab halts its loop and says where it runs
 * ({@link $loopElsewhere}) until the player takes over there or the running tab closes.
 */
import type { CurrentActionAnswer } from '@idle/contracts';
import { atom } from 'nanostores';
import { claimLoop, type LockManagerLike, browserLocks } from './tab-lock';

export const LOOP_ELSEWHERE_TEXT = 'Your actions are running in another tab.';

/** True while another tab of the player runs the action loop. */
export const $loopElsewhere = atom(false);

/** What this needs of the loop. */
export interface ResumableLoop {
  readonly action: string | null;
  resumeFrom(current: CurrentActionAnswer, showScreen: boolean): void;
  halt(): void;
}

export interface OneTabOptions {
  loop: ResumableLoop;
  /** The lock's name: one per player. */
  name: string;
  /** The action the server keeps running (actions/current.php). */
  fetchCurrent(): Promise<CurrentActionAnswer>;
  /** The game opened on the home page (a login): a resumed action shows its screen. */
  landedOnHome: boolean;
  locks?: LockManagerLike | null;
}

export interface OneTabLoop {
  /** Runs `command` (start or stop an action) here, taking the loop over first if needed. */
  whenHere(command: () => void): void;
  release(): void;
}

let takeOverHere: (() => void) | null = null;

/** The banner's button: run the loop in this tab. */
export function takeOverLoop(): void {
  takeOverHere?.();
}

export function runLoopInOneTab(options: OneTabOptions): OneTabLoop {
  const { loop } = options;
  let here = false;
  let showScreen = options.landedOnHome;
  let pending: (() => void) | null = null;

  const claim = claimLoop(
    options.name,
    {
      runsHere() {
        here = true;
        $loopElsewhere.set(false);
        const command = pending;
        pending = null;
        if (command) {
          command();
          return;
        }
        const show = showScreen;
        showScreen = false;
        options.fetchCurrent().then(
          (current) => {
            // A command given meanwhile (the player started something) wins.
            if (here && loop.action === null) loop.resumeFrom(current, show);
          },
          () => undefined,
        );
      },
      runsElsewhere() {
        here = false;
        loop.halt();
        $loopElsewhere.set(true);
      },
    },
    options.locks === undefined ? browserLocks() : options.locks,
  );
  takeOverHere = () => {
    showScreen = true;
    claim.takeOver();
  };

  return {
    whenHere(command) {
      if (here) {
        command();
        return;
      }
      pending = command;
      claim.takeOver();
    },
    release() {
      claim.release();
      takeOverHere = null;
      $loopElsewhere.set(false);
    },
  };
}
