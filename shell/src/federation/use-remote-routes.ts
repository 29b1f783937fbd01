/**
 * Loads a remote's routes module for a component that renders part of it (a route's screen or a
 * slot's piece): loading, ready or failed, and a Retry that forgets the remote and loads it anew.
 */
import type { RemoteName } from '@idle/contracts';
import { useCallback, useEffect, useState } from 'react';
import { forgetRemote, loadRemoteRoutes, type LoadedRoutes } from './registry';

export type RemoteLoad =
  | { status: 'loading' }
  | { status: 'ready'; routes: LoadedRoutes }
  | { status: 'failed'; error: Error };

export function useRemoteRoutes(
  remote: RemoteName,
  loadRoutes: (remote: RemoteName) => Promise<LoadedRoutes> = loadRemoteRoutes,
): { load: RemoteLoad; attempt: number; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<RemoteLoad>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setLoad({ status: 'loading' });
    loadRoutes(remote).then(
      (routes) => current && setLoad({ status: 'ready', routes }),
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
  }, [remote, attempt, loadRoutes]);

  const retry = useCallback(() => {
    forgetRemote(remote);
    setAttempt((value) => value + 1);
  }, [remote]);

  return { load, attempt, retry };
}
