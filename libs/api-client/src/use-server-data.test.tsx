// @vitest-environment jsdom
import { SERVER_DOWN_TEXT } from '@idle/game-rules';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, LogoutError, ServerDownError } from './errors';
import { failureText } from './load-state';
import { useServerData } from './use-server-data';

afterEach(() => {
  cleanup();
});

/** A load whose answers the test hands out one by one. */
function controlledLoad<Data>() {
  const pending: { resolve: (data: Data) => void; reject: (error: unknown) => void }[] = [];
  const load = () =>
    new Promise<Data>((resolve, reject) => {
      pending.push({ resolve, reject });
    });
  return { load, pending };
}

/** Hands out an answer and lets React apply it. */
async function settle(step: () => void) {
  await act(async () => {
    step();
    await Promise.resolve();
  });
}

describe('useServerData', () => {
  it('loads, then shows the answer; a reload keeps it on screen until the new one comes', async () => {
    const { load, pending } = controlledLoad<string>();
    const { result } = renderHook(() => useServerData(load));
    expect(result.current.state).toEqual({ status: 'loading' });
    await settle(() => pending[0]?.resolve('first'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'first' });
    act(() => result.current.reload());
    expect(result.current.state).toEqual({ status: 'ready', data: 'first' });
    await settle(() => pending[1]?.resolve('second'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'second' });
  });

  it("shows the server's refusal, or the failed text, and loads again on reload", async () => {
    const { load, pending } = controlledLoad<string>();
    const { result } = renderHook(() => useServerData(load, { failedText: 'No luck.' }));
    await settle(() => pending[0]?.reject(new ApiError('Not yours.')));
    expect(result.current.state).toEqual({ status: 'error', message: 'Not yours.' });
    act(() => result.current.reload());
    expect(result.current.state).toEqual({ status: 'loading' });
    await settle(() => pending[1]?.reject(new TypeError('boom')));
    expect(result.current.state).toEqual({ status: 'error', message: 'No luck.' });
  });

  it('loads afresh for another key and drops the answer of the old one', async () => {
    const { load, pending } = controlledLoad<string>();
    const { result, rerender } = renderHook(({ key }) => useServerData(load, { key }), {
      initialProps: { key: 'a' },
    });
    await settle(() => pending[0]?.resolve('for a'));
    rerender({ key: 'b' });
    expect(result.current.state).toEqual({ status: 'loading' });
    rerender({ key: 'c' });
    await settle(() => pending[1]?.resolve('late answer for b'));
    expect(result.current.state).toEqual({ status: 'loading' });
    await settle(() => pending[2]?.resolve('for c'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'for c' });
  });

  it('asks nothing while not enabled', async () => {
    const { load, pending } = controlledLoad<string>();
    const { result, rerender } = renderHook(({ enabled }) => useServerData(load, { enabled }), {
      initialProps: { enabled: false },
    });
    expect(pending).toHaveLength(0);
    rerender({ enabled: true });
    await waitFor(() => {
      expect(pending).toHaveLength(1);
    });
    await settle(() => pending[0]?.resolve('now'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'now' });
  });
});

describe('failureText', () => {
  it('reads refusals and "Server is down.", and falls back for anything else', () => {
    expect(failureText(new ApiError('Refused.'), 'x')).toBe('Refused.');
    expect(failureText(new ServerDownError(), 'x')).toBe(SERVER_DOWN_TEXT);
    expect(failureText(new LogoutError(), 'x')).toBe('x');
    expect(failureText(new Error('?'))).toBe(SERVER_DOWN_TEXT);
  });
});
