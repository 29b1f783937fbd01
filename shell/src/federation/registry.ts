/**
 * Finding and loading remotes at run time. The registry is fetched fresh (never cached) so a
 * team deploys or rolls back its remote by changing one entry; a remote is fetched only when a
 * route, a slot or the `/tools` page needs it. A failed load is forgotten, so "Retry" really tries again. The network tries
 * and the final error come from the runtime plugins (retry-plugin.ts, fallback-plugin.ts).
 */
import {
  federationName,
  isCompatibleContractsVersion,
  REMOTE_CALCULATORS_MODULE,
  REMOTE_ROUTES_MODULE,
  REMOTE_SLOTS_MODULE,
  type RemoteCalculatorsModule,
  type RemoteName,
  type RemoteRegistry,
  type RemoteRoutesModule,
  type RemoteSlotsModule,
} from '@idle/contracts';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { RemoteUnavailableError } from './errors';
import { UNREACHABLE_MESSAGE } from './fallback-plugin';

export { RemoteUnavailableError };

export const REGISTRY_URL = '/remotes.json';

export type LoadedRoutes = RemoteRoutesModule<ComponentType>;
export type LoadedCalculators = RemoteCalculatorsModule<ComponentType>;
export type LoadedSlots = RemoteSlotsModule<ComponentType>;

let registry: Promise<RemoteRegistry> | null = null;
const loadedRoutes = new Map<RemoteName, Promise<LoadedRoutes>>();
const loadedCalculators = new Map<RemoteName, Promise<LoadedCalculators>>();
const loadedSlots = new Map<RemoteName, Promise<LoadedSlots>>();

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

/** The module object inside what the federation runtime loaded (an ES module namespace). */
function defaultExport(module: unknown): Record<string, unknown> | null {
  if (!module || typeof module !== 'object') return null;
  const candidate: unknown = 'default' in module ? module.default : module;
  return candidate && typeof candidate === 'object' ? (candidate as Record<string, unknown>) : null;
}

/** A module a remote exposes, of the shape `hasShape` checks, built against our contracts. */
async function loadExposed<Module extends { contractsVersion: string }>(
  remote: RemoteName,
  exposed: string,
  hasShape: (candidate: Record<string, unknown>) => boolean,
): Promise<Module> {
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
    module = await loadRemote(`${federationName(remote)}/${exposed.replace('./', '')}`);
  } catch (error) {
    // The fallback plugin has made it a RemoteUnavailableError already, unless the runtime
    // failed before its hooks ran.
    if (error instanceof RemoteUnavailableError) throw error;
    throw new RemoteUnavailableError(remote, 'unreachable', UNREACHABLE_MESSAGE, { cause: error });
  }
  const candidate = defaultExport(module);
  if (!candidate || typeof candidate.contractsVersion !== 'string' || !hasShape(candidate)) {
    throw new RemoteUnavailableError(remote, 'incompatible', 'This area did not load correctly.');
  }
  if (!isCompatibleContractsVersion(candidate.contractsVersion)) {
    throw new RemoteUnavailableError(
      remote,
      'incompatible',
      `This area was built for another version of the game (contracts ${candidate.contractsVersion}).`,
    );
  }
  return candidate as Module;
}

/** Loads once per remote through `cache`; a failure is not cached. */
function loadOnce<Module>(
  cache: Map<RemoteName, Promise<Module>>,
  remote: RemoteName,
  load: () => Promise<Module>,
): Promise<Module> {
  let pending = cache.get(remote);
  if (!pending) {
    pending = load();
    cache.set(remote, pending);
    pending.catch(() => cache.delete(remote));
  }
  return pending;
}

/** A remote's routes module, loaded once; a failure is not cached. */
export function loadRemoteRoutes(remote: RemoteName): Promise<LoadedRoutes> {
  return loadOnce(loadedRoutes, remote, () =>
    loadExposed<LoadedRoutes>(
      remote,
      REMOTE_ROUTES_MODULE,
      (routes) => typeof routes.routes === 'object',
    ),
  );
}

/** A remote's calculators module (only `/tools` asks), loaded once; a failure is not cached. */
export function loadRemoteCalculators(remote: RemoteName): Promise<LoadedCalculators> {
  return loadOnce(loadedCalculators, remote, () =>
    loadExposed<LoadedCalculators>(
      remote,
      REMOTE_CALCULATORS_MODULE,
      (module) => typeof module.calculators === 'object',
    ),
  );
}

/** A remote's slots module (the home page's sections, the panels' contents), loaded once. */
export function loadRemoteSlots(remote: RemoteName): Promise<LoadedSlots> {
  return loadOnce(loadedSlots, remote, () =>
    loadExposed<LoadedSlots>(
      remote,
      REMOTE_SLOTS_MODULE,
      (module) => typeof module.slots === 'object',
    ),
  );
}

/** Forgets a remote and the registry, so the next load fetches both afresh (Retry). */
export function forgetRemote(remote: RemoteName): void {
  loadedRoutes.delete(remote);
  loadedCalculators.delete(remote);
  loadedSlots.delete(remote);
  registry = null;
}
