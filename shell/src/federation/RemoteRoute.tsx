/** Renders a route owned by a remote: loads it on first visit, with a fallback and Retry. */
import { OWNER_LABELS, type RemoteName } from '@idle/contracts';
import { LoadError, LoadingState } from '@idle/ui';
import { ComingSoonPage } from '../pages/ComingSoonPage';
import { RemoteUnavailableError } from './registry';
import { ErrorBoundary } from '../ErrorBoundary';
import { useRemoteRoutes } from './use-remote-routes';

export function RemoteRoute({
  remote,
  path,
  title,
}: {
  remote: RemoteName;
  path: string;
  title: string;
}) {
  const { load, attempt, retry } = useRemoteRoutes(remote);

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
