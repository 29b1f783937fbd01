/**
 * Loads a module a remote exposes for a component that renders part of it (a route's screen, a
 * slot's piece, a calculator): loading, ready or failed, and a Retry that forgets the remote and
 * loads it anew.
 */
import type { RemoteName } from '@idle/contracts';
import { useCallback, useEffect, useState } from 'react';
import { forgetRemote } from './registry';

export type RemoteLoad<Module> =
  { status: 'loading' } | { status: 'ready'; module: Module } | { status: 'failed'; error: Error };

export function useRemoteModule<Module>(
  remote: RemoteName,
  loadModule: (remote: RemoteName) => Promise<Module>,
): { load: RemoteLoad<Module>; attempt: number; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<RemoteLoad<Module>>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setLoad({ status: 'loading' });
    loadModule(remote).then(
      (module) => current && setLoad({ status: 'ready', module }),
      (error: unknown) =>
        current &&
        setLoad({
          status: 'failed',
          error: error instanceof Error ? error : new Error(String(error)),
        }),
    );
    return () => {
      current = false;
    };
  }, [remote, attempt, loadModule]);

  const retry = useCallback(() => {
    forgetRemote(remote);
    setAttempt((value) => value + 1);
  }, [remote]);

  return { load, attempt, retry };
}
