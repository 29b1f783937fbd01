/** Renders a route owned by a remote: loads it on first visit, with a fallback and Retry. */
import { OWNER_LABELS, type RemoteName } from '@idle/contracts';
import { ErrorState, LoadingState } from '@idle/ui';
import { useCallback, useEffect, useState } from 'react';
import { ComingSoonPage } from '../pages/ComingSoonPage';
import {
  forgetRemote,
  loadRemoteRoutes,
  type LoadedRoutes,
  RemoteUnavailableError,
} from './registry';
import { ErrorBoundary } from '../ErrorBoundary';

type Load =
  | { status: 'loading' }
  | { status: 'ready'; routes: LoadedRoutes }
  | { status: 'failed'; error: Error };

export function RemoteRoute({
  remote,
  path,
  title,
}: {
  remote: RemoteName;
  path: string;
  title: string;
}) {
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setLoad({ status: 'loading' });
    loadRemoteRoutes(remote).then(
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
  }, [remote, attempt]);

  const retry = useCallback(() => {
    forgetRemote(remote);
    setAttempt((value) => value + 1);
  }, [remote]);

  const fallback = (error: Error) => {
    if (error instanceof RemoteUnavailableError && error.reason === 'not-deployed') {
      return <ComingSoonPage area={OWNER_LABELS[remote]} />;
    }
    return (
      <ErrorState
        title={`${OWNER_LABELS[remote]} is unavailable`}
        message={`${error.message} The rest of the game keeps working.`}
        onRetry={retry}
      />
    );
  };

  if (load.status === 'loading') return <LoadingState label={`Loading ${title}...`} />;
  if (load.status === 'failed') return fallback(load.error);
  const Screen = load.routes.routes[path];
  if (!Screen) return <ComingSoonPage area={title} />;
  return (
    <ErrorBoundary key={`${remote}:${attempt}`} fallback={fallback}>
      <div data-remote={remote} data-build={load.routes.buildId}>
        <Screen />
      </div>
    </ErrorBoundary>
  );
}
