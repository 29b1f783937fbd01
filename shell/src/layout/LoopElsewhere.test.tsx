import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeLocks } from '../action-loop/fake-locks';
import { $loopElsewhere, runLoopInOneTab, type OneTabLoop } from '../action-loop/one-tab';
import { LoopElsewhere } from './LoopElsewhere';

const tabs: OneTabLoop[] = [];
afterEach(() => {
  cleanup();
  for (const tab of tabs.splice(0)) tab.release();
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

function openTab(locks: ReturnType<typeof fakeLocks>, resumed: string[]) {
  const tab = runLoopInOneTab({
    loop: {
      action: null,
      resumeFrom: () => resumed.push('resumed'),
      halt: () => undefined,
    },
    name: 'loop:3',
    fetchCurrent: () => Promise.resolve(null),
    landedOnHome: false,
    locks,
  });
  tabs.push(tab);
}

describe('LoopElsewhere', () => {
  it('shows nothing while this tab runs the loop', () => {
    $loopElsewhere.set(false);
    render(<LoopElsewhere />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says the loop runs in another tab, and takes it over on the button', async () => {
    const locks = fakeLocks();
    // Another tab holds the loop's lock.
    let otherTabLost = false;
    void locks
      .request('loop:3', {}, () => new Promise(() => undefined))
      .catch(() => {
        otherTabLost = true;
      });
    const resumed: string[] = [];
    openTab(locks, resumed);
    await settle();
    render(<LoopElsewhere />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your actions are running in another tab.',
    );
    expect(resumed).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Take over here' }));
    await settle();
    expect(resumed).toEqual(['resumed']);
    expect(otherTabLost).toBe(true);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
