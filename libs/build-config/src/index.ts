/**
 * Build settings every app shares, so the host and the six remotes agree on what is a
 * singleton. A remote that forgot one would bundle its own copy of, say, the player store.
 */
import { federationName, type RemoteName } from '@idle/contracts';
import ports from './remote-ports.json' with { type: 'json' };

/** Dev-server and static ports of the remotes, in DESIGN's table order (also read by
 * scripts/composition.mjs, hence JSON). */
export const REMOTE_PORTS: Record<RemoteName, number> = ports;

const singleton = { singleton: true, requiredVersion: false } as const;

/** Modules shared as one instance in the page (DESIGN, "Composition at run time"). */
export const SHARED_SINGLETONS = {
  react: singleton,
  'react-dom': singleton,
  // The prefix shares react-dom/client too; without it react-dom is bundled twice.
  'react-dom/': singleton,
  'react-router': singleton,
  nanostores: singleton,
  '@nanostores/react': singleton,
  mitt: singleton,
  '@idle/state': singleton,
  '@idle/events': singleton,
  '@idle/api-client': singleton,
} as const;

export const SHARE_STRATEGY = 'loaded-first' as const;

/** The federation options of a remote: its name, its exposed modules and the singletons. */
export function remoteFederation(remote: RemoteName, exposes: Record<string, string>) {
  return {
    name: federationName(remote),
    exposes,
    shared: SHARED_SINGLETONS,
    shareStrategy: SHARE_STRATEGY,
    dts: false,
  };
}
