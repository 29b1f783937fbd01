/**
 * A Module Federation runtime plugin that turns a remote's final load failure (after the retry
 * plugin's tries) into RemoteUnavailableError, the error RemoteRoute shows in the remote's own
 * area with Retry. It acts at the end of loadRemote only (`onLoad`): a failed manifest is left to
 * the runtime, which then forgets it, so Retry fetches it again.
 */
import type { RemoteName } from '@idle/contracts';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteUnavailableError } from './errors';

export const UNREACHABLE_MESSAGE = 'This area could not be loaded.';

/**
 * The remote whose federation name this is (mfe_battle is mfe-battle). Derived by the naming rule
 * rather than looked up in @idle/contracts: this plugin sits in the shell's entry chunk, and the
 * contracts' tables would come along into every first load.
 */
export function remoteNamed(name: string): RemoteName | undefined {
  const remote = name.replaceAll('_', '-');
  return remote.startsWith('mfe-') ? (remote as RemoteName) : undefined;
}

export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'idle-remote-fallback',
    errorLoadRemote({ lifecycle, error, remote, id }) {
      if (lifecycle !== 'onLoad') return Promise.resolve(undefined);
      if (error instanceof RemoteUnavailableError) return Promise.reject(error);
      const owner = remoteNamed(remote?.name ?? id.split('/')[0] ?? '');
      // Not one of the game's remotes: the runtime's own error stands.
      if (!owner) return Promise.resolve(undefined);
      return Promise.reject(
        new RemoteUnavailableError(owner, 'unreachable', UNREACHABLE_MESSAGE, { cause: error }),
      );
    },
  };
}
