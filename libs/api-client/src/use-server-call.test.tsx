// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, LogoutError, ServerDownError } from './errors';
import { CALL_FAILED_TEXT, useServerCall } from './use-server-call';

afterEach(() => {
  cleanup();
});

/** A call whose answer the test hands out when it wants. */
function controlledCall<Answer>() {
  let settle: { resolve: (answer: Answer) => void; reject: (error: unknown) => void } | null = null;
  const call = vi.fn(
    () =>
      new Promise<Answer>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return {
    call,
    resolve: (answer: Answer) => settle?.resolve(answer),
    reject: (error: unknown) => settle?.reject(error),
  };
}

describe('useServerCall', () => {
  it('marks the call pending, applies its answer, then is free again', async () => {
    const { result } = renderHook(() => useServerCall());
    const { call, resolve } = controlledCall<number>();
    const apply = vi.fn<(answer: number) => void>();
    let done!: Promise<boolean>;
    act(() => {
      done = result.current.run('level:1', call, apply);
    });
    expect(result.current.pending).toBe('level:1');
    expect(apply).not.toHaveBeenCalled();
    await act(async () => {
      resolve(42);
      await done;
    });
    await expect(done).resolves.toBe(true);
    expect(apply).toHaveBeenCalledExactlyOnceWith(42);
    expect(result.current.pending).toBeNull();
    expect(result.current.error).toBeNull();
  });

  it('makes one call at a time: a second run while one is in flight is skipped', async () => {
    const { result } = renderHook(() => useServerCall());
    const first = controlledCall<string>();
    const second = vi.fn(() => Promise.resolve('second'));
    const apply = vi.fn<(answer: string) => void>();
    let running!: Promise<boolean>;
    let skipped!: Promise<boolean>;
    act(() => {
      running = result.current.run('a', first.call, apply);
      // Before React re-renders: the guard does not wait for the disabled buttons.
      skipped = result.current.run('b', second, apply);
    });
    await expect(skipped).resolves.toBe(false);
    expect(second).not.toHaveBeenCalled();
    expect(result.current.pending).toBe('a');
    await act(async () => {
      first.resolve('first');
      await running;
    });
    expect(apply).toHaveBeenCalledExactlyOnceWith('first');

    // Free again once the first one ended.
    await act(async () => {
      await expect(result.current.run('b', second, apply)).resolves.toBe(true);
    });
    expect(second).toHaveBeenCalledTimes(1);
    expect(apply).toHaveBeenLastCalledWith('second');
  });

  it("keeps the server's refusal text, applies nothing, and clears it at the next call", async () => {
    const { result } = renderHook(() => useServerCall());
    const apply = vi.fn();
    await act(async () => {
      await expect(
        result.current.run('x', () => Promise.reject(new ApiError('Not enough gold.')), apply),
      ).resolves.toBe(false);
    });
    expect(result.current.error).toBe('Not enough gold.');
    expect(result.current.pending).toBeNull();
    expect(apply).not.toHaveBeenCalled();

    const next = controlledCall<boolean>();
    let running!: Promise<boolean>;
    act(() => {
      running = result.current.run('y', next.call, apply);
    });
    expect(result.current.error).toBeNull();
    await act(async () => {
      next.resolve(true);
      await running;
    });
    expect(apply).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('keeps "Server is down." like any refusal of the request layer', async () => {
    const { result } = renderHook(() => useServerCall());
    await act(async () => {
      await result.current.run('x', () => Promise.reject(new ServerDownError()), vi.fn());
    });
    expect(result.current.error).toBe('Server is down.');
  });

  it('says nothing after a logout (the login page follows)', async () => {
    const { result } = renderHook(() => useServerCall());
    const apply = vi.fn();
    await act(async () => {
      await expect(
        result.current.run('x', () => Promise.reject(new LogoutError()), apply),
      ).resolves.toBe(false);
    });
    expect(result.current.error).toBeNull();
    expect(result.current.pending).toBeNull();
    expect(apply).not.toHaveBeenCalled();
  });

  it('shows the generic text for a failure without a text of its own', async () => {
    const { result } = renderHook(() => useServerCall());
    await act(async () => {
      await result.current.run(
        'x',
        () => Promise.resolve(1),
        () => {
          throw new TypeError('cannot read');
        },
      );
    });
    expect(result.current.error).toBe(CALL_FAILED_TEXT);
    expect(CALL_FAILED_TEXT).toBe('Something went wrong. Please try again.');
  });
});
