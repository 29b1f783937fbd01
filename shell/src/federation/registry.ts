/**
 * Finding and loading remotes at run time. The registry is fetched fresh (never cached) so a
 * team deploys or rolls back its remote by changing one entry; a remote is fetched only when a
 * route needs it. A failed load is forgotten, so "Retry" really tries again. The network tries
 * and the final error come from the runtime plugins (retry-plugin.ts, fallback-plugin.ts).
 */
import {
  federationName,
  isCompatibleContractsVersion,
  REMOTE_ROUTES_MODULE,
  type RemoteName,
  type RemoteRegistry,
  type RemoteRoutesModule,
} from '@idle/contracts';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { RemoteUnavailableError } from './errors';
import { UNREACHABLE_MESSAGE } from './fallback-plugin';

export { RemoteUnavailableError };

export const REGISTRY_URL = '/remotes.json';

export type LoadedRoutes = RemoteRoutesModule<ComponentType>;

let registry: Promise<RemoteRegistry> | null = null;
const loaded = new Map<RemoteName, Promise<LoadedRoutes>>();

async function fetchRegistry(): Promise<RemoteRegistry> {
  const response = await fetch(REGISTRY_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`The remote registry answered ${response.status}.`);
  const list = (await response.json()) as RemoteRegistry;
  registerRemotes(
    list.map((entry) => ({ name: federationName(entry.remote), entry: entry.entry })),
    { force: true },
  );
  return list;
}

/** The registry, fetched once and again after a failure. */
export function remoteRegistry(): Promise<RemoteRegistry> {
  registry ??= fetchRegistry().catch((error: unknown) => {
    registry = null;
    throw error;
  });
  return registry;
}

/** The routes module inside what the federation runtime loaded (an ES module namespace). */
function routesModuleOf(module: unknown): LoadedRoutes | null {
  if (!module || typeof module !== 'object') return null;
  const candidate: unknown = 'default' in module ? module.default : module;
  if (!candidate || typeof candidate !== 'object') return null;
  const routes = candidate as Partial<LoadedRoutes>;
  return typeof routes.contractsVersion === 'string' && typeof routes.routes === 'object'
    ? (routes as LoadedRoutes)
    : null;
}

async function load(remote: RemoteName): Promise<LoadedRoutes> {
  const list = await remoteRegistry().catch(() => {
    throw new RemoteUnavailableError(
      remote,
      'unreachable',
      'The list of game areas could not be loaded.',
    );
  });
  if (!list.some((entry) => entry.remote === remote)) {
    throw new RemoteUnavailableError(remote, 'not-deployed', 'This area is not deployed yet.');
  }
  let module: unknown;
  try {
    module = await loadRemote(
      `${federationName(remote)}/${REMOTE_ROUTES_MODULE.replace('./', '')}`,
    );
  } catch (error) {
    // The fallback plugin has made it a RemoteUnavailableError already, unless the runtime
    // failed before its hooks ran.
    if (error instanceof RemoteUnavailableError) throw error;
    throw new RemoteUnavailableError(remote, 'unreachable', UNREACHABLE_MESSAGE, { cause: error });
  }
  const routes = routesModuleOf(module);
  if (!routes) {
    throw new RemoteUnavailableError(remote, 'incompatible', 'This area did not load correctly.');
  }
  if (!isCompatibleContractsVersion(routes.contractsVersion)) {
    throw new RemoteUnavailableError(
      remote,
      'incompatible',
      `This area was built for another version of the game (contracts ${routes.contractsVersion}).`,
    );
  }
  return routes;
}

/** A remote's routes module, loaded once; a failure is not cached. */
export function loadRemoteRoutes(remote: RemoteName): Promise<LoadedRoutes> {
  let pending = loaded.get(remote);
  if (!pending) {
    pending = load(remote);
    loaded.set(remote, pending);
    pending.catch(() => loaded.delete(remote));
  }
  return pending;
}

/** Forgets a remote and the registry, so the next load fetches both afresh (Retry). */
export function forgetRemote(remote: RemoteName): void {
  loaded.delete(remote);
  registry = null;
}
