import '@testing-library/jest-dom/vitest';
import { configureApi } from '@idle/api-client';
import { bus } from '@idle/events';
import { $captchaRequired, $player } from '@idle/state';
import { loadState, resetAll, sampleInitialData, useFakeApi } from '@idle/test-fixtures';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CaptchaModal } from './CaptchaModal';

// The widget's script is not needed: the test plays the widget's part.
vi.mock('altcha', () => ({}));

async function solve(): Promise<HTMLElement & { reset: () => void }> {
  const widget: HTMLElement & { reset: () => void } = await waitFor(
    () => {
      const element = document.querySelector('altcha-widget');
      if (!element) throw new Error('no widget yet');
      return element;
    },
    { timeout: 5000 },
  );
  widget.reset = vi.fn();
  act(() => {
    widget.dispatchEvent(new CustomEvent('verified', { detail: { payload: 'solution' } }));
  });
  return widget;
}

beforeEach(() => {
  resetAll();
  const data = sampleInitialData();
  // Start-up said 150; the server's maximum has risen since (land, clan totem).
  loadState({ ...data, player: { ...data.player, autos: 0, maxAutos: 150 } });
  $captchaRequired.set(true);
});

afterEach(() => {
  cleanup();
  configureApi();
  resetAll();
});

describe('CaptchaModal', () => {
  it("on success sets the Autos from the server's refresh answer, closes and resumes the loop", async () => {
    const fetch = useFakeApi({
      'misc.php?mod=captcha': 'success',
      'actions/refresh.php': { autos: 190 },
    });
    const solved = vi.fn();
    bus.on('captchaSolved', solved);
    render(<CaptchaModal />);
    await solve();
    // Two requests and a render: allow for a machine busy with other test files.
    await waitFor(
      () => {
        expect($captchaRequired.get()).toBe(false);
      },
      { timeout: 5000 },
    );
    expect($player.get()?.autos).toBe(190);
    expect(solved).toHaveBeenCalledTimes(1);
    expect(fetch.calls.map((call) => call.mod ?? call.path)).toEqual([
      'captcha',
      'actions/refresh.php',
    ]);
    bus.off('captchaSolved', solved);
  });

  it('resets the widget on a refused solution and changes nothing', async () => {
    useFakeApi({ 'misc.php?mod=captcha': { error: 'The captcha was not solved. Try again.' } });
    render(<CaptchaModal />);
    const widget = await solve();
    await waitFor(() => {
      expect(widget.reset).toHaveBeenCalledTimes(1);
    });
    expect($captchaRequired.get()).toBe(true);
    expect($player.get()?.autos).toBe(0);
  });
});
