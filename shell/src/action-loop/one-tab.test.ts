import type { CurrentActionAnswer } from '@idle/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeLocks } from './fake-locks';
import { $loopElsewhere, runLoopInOneTab, type OneTabLoop, takeOverLoop } from './one-tab';
import type { LockManagerLike } from './tab-lock';

const RUNNING: CurrentActionAnswer = {
  action: 'battling',
  body: {},
  nextTickIn: 1500,
  tracker: { actions: 4, wins: 4, losses: 0, gold: 80 },
};

/** A tab's loop: what it resumed, started and halted. */
function fakeLoop() {
  const events: string[] = [];
  const loop = {
    action: null as string | null,
    resumeFrom(current: CurrentActionAnswer, showScreen: boolean) {
      events.push(`resume ${current?.action ?? 'none'} screen=${String(showScreen)}`);
      loop.action = current?.action ?? null;
    },
    halt() {
      events.push('halt');
      loop.action = null;
    },
  };
  return { loop, events };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const open: OneTabLoop[] = [];

function openTab(locks: LockManagerLike, landedOnHome = false) {
  const { loop, events } = fakeLoop();
  const tab = runLoopInOneTab({
    loop,
    name: 'loop:7',
    fetchCurrent: () => Promise.resolve(RUNNING),
    landedOnHome,
    locks,
  });
  open.push(tab);
  return { tab, loop, events };
}

afterEach(() => {
  for (const tab of open.splice(0)) tab.release();
});

describe('runLoopInOneTab', () => {
  it('resumes the running action in the first tab, on its screen after a login', async () => {
    const first = openTab(fakeLocks(), true);
    await settle();
    expect(first.events).toEqual(['resume battling screen=true']);
    expect($loopElsewhere.get()).toBe(false);
  });

  it('keeps a second tab quiet, then takes over on the banner button', async () => {
    const locks = fakeLocks();
    const first = openTab(locks);
    await settle();
    const second = openTab(locks);
    await settle();
    expect(second.events).toEqual(['halt']);
    expect($loopElsewhere.get()).toBe(true);

    takeOverLoop();
    await settle();
    expect(second.events).toEqual(['halt', 'resume battling screen=true']);
    expect(first.events).toEqual(['resume battling screen=false', 'halt']);
  });

  it('runs a start given in the waiting tab there, without resuming over it', async () => {
    const locks = fakeLocks();
    const first = openTab(locks);
    await settle();
    const second = openTab(locks);
    await settle();
    second.tab.whenHere(() => second.events.push('start mining'));
    await settle();
    expect(second.events).toEqual(['halt', 'start mining']);
    expect(first.events.at(-1)).toBe('halt');
  });

  it('hands the loop to the waiting tab when the running one closes', async () => {
    const locks = fakeLocks();
    const first = openTab(locks);
    await settle();
    const second = openTab(locks);
    await settle();
    first.tab.release();
    await settle();
    expect(second.events).toEqual(['halt', 'resume battling screen=false']);
  });
});
