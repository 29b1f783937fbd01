/** Renders a route owned by a remote: loads it on first visit, with a fallback and Retry. */
import { OWNER_LABELS, type RemoteName } from '@idle/contracts';
import { LoadError, LoadingState } from '@idle/ui';
import { Suspense } from 'react';
import { ComingSoonPage } from '../pages/ComingSoonPage';
import { loadRemoteRoutes, RemoteUnavailableError } from './registry';
import { ErrorBoundary } from '../ErrorBoundary';
import { useRemoteModule } from './use-remote-module';

export function RemoteRoute({
  remote,
  path,
  title,
}: {
  remote: RemoteName;
  path: string;
  title: string;
}) {
  const { load, attempt, retry } = useRemoteModule(remote, loadRemoteRoutes);

  const fallback = (error: Error) => {
    if (error instanceof RemoteUnavailableError && error.reason === 'not-deployed') {
      return <ComingSoonPage area={OWNER_LABELS[remote]} />;
    }
    return (
      <LoadError
        title={`${OWNER_LABELS[remote]} is unavailable`}
        message={`${error.message} The rest of the game keeps working.`}
        onRetry={retry}
      />
    );
  };

  const loading = <LoadingState label={`Loading ${title}...`} />;
  if (load.status === 'loading') return loading;
  if (load.status === 'failed') return fallback(load.error);
  const Screen = load.module.routes[path];
  if (!Screen) return <ComingSoonPage area={title} />;
  return (
    <ErrorBoundary key={`${remote}:${attempt}`} fallback={fallback}>
      <div data-remote={remote} data-build={load.module.buildId}>
        {/* A remote may load a screen lazily (React.lazy), so its code comes only with its route. */}
        <Suspense fallback={loading}>
          <Screen />
        </Suspense>
      </div>
    </ErrorBoundary>
  );
}
