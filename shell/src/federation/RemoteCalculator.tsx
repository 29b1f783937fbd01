/**
 * A calculator of the `/tools` page, rendered by the remote that owns it from its `./calculators`
 * module. While the module loads it shows the figures' loading text; a remote that is down, or a
 * calculator that throws, shows "... is unavailable." with Retry in this calculator's place (the
 * page remounts every calculator of the remote on Retry, after forgetting the remote).
 */
import { type CalculatorId, OWNER_LABELS, type RemoteName } from '@idle/contracts';
import { EmptyState, FIGURES_LOADING_TEXT, LoadingState } from '@idle/ui';
import { ErrorBoundary } from '../ErrorBoundary';
import { type LoadedCalculators, loadRemoteCalculators } from './registry';
import { RemoteUnavailable } from './RemoteUnavailable';
import { useRemoteModule } from './use-remote-module';

export const CALCULATOR_MISSING_TEXT = 'This calculator is not available yet.';

export interface RemoteCalculatorProps {
  id: CalculatorId;
  remote: RemoteName;
  /** Forgets the remote and mounts its calculators again. */
  onRetry: () => void;
  /** Loads the remote's calculators module; the registry's by default (stories give their own). */
  loadCalculators?: (remote: RemoteName) => Promise<LoadedCalculators>;
}

export function RemoteCalculator({
  id,
  remote,
  onRetry,
  loadCalculators = loadRemoteCalculators,
}: RemoteCalculatorProps) {
  const { load } = useRemoteModule(remote, loadCalculators);
  const unavailable = (error: Error) => (
    <RemoteUnavailable label={OWNER_LABELS[remote]} error={error} onRetry={onRetry} />
  );

  if (load.status === 'loading') return <LoadingState label={FIGURES_LOADING_TEXT} />;
  if (load.status === 'failed') return unavailable(load.error);
  // A remote built before this calculator was given to it.
  const Calculator = load.module.calculators[id];
  if (!Calculator) return <EmptyState message={CALCULATOR_MISSING_TEXT} />;
  return (
    <ErrorBoundary fallback={unavailable}>
      <div data-remote={remote} data-build={load.module.buildId}>
        <Calculator />
      </div>
    </ErrorBoundary>
  );
}
