/**
 * How the shell finds and talks to remotes. The registry (`/remotes.json`, never cached) lists
 * where each remote's manifest lives; pointing an entry at a new URL deploys or rolls back that
 * remote. Each remote exposes `./routes`, a module of this shape, and a remote that owns
 * calculators of the `/tools` page exposes them in `./calculators` (its shape in calculators.ts),
 * loaded only on that page.
 */
import type { RemoteName } from './routes';

export interface RemoteRegistryEntry {
  /** Folder name of the remote, e.g. `mfe-battle`. */
  remote: RemoteName;
  /** URL of its `mf-manifest.json`. */
  entry: string;
}

export type RemoteRegistry = RemoteRegistryEntry[];

/** The exposed `./routes` module of every remote. `Component` is a React component type. */
export interface RemoteRoutesModule<Component = unknown> {
  /** The contracts version the remote was built with; the shell refuses another major. */
  contractsVersion: string;
  /** Identifies the build (set at build time), so a deployment can be told apart from another. */
  buildId: string;
  /** Route path (as in ROUTES) to the screen that renders it. */
  routes: Partial<Record<string, Component>>;
  /** Pieces the shell renders in fixed places on every screen (the slots of ROUTES_MODULE_SLOTS). */
  slots?: Partial<Record<RemoteSlot, Component>>;
}

/**
 * The fixed places of the shell's layout a remote can fill, and the remote that fills each: the
 * chat dock, the home page's sections of a domain, the content of the domain panels (the shell
 * keeps each panel's frame and the rule that shows it) and the API keys section of /preferences.
 */
export const REMOTE_SLOTS = {
  chatDock: 'mfe-premium-chat',
  homeItems: 'mfe-gathering-crafting',
  eventPanel: 'mfe-gathering-crafting',
  effectsPanel: 'mfe-gathering-crafting',
  attributesPanel: 'mfe-battle',
  masteriesPanel: 'mfe-battle',
  equipmentPanel: 'mfe-battle',
  bossesPanel: 'mfe-battle',
  /** The running action's rates, under the shell's Current Action panel (issue 29). */
  currentActionRates: 'mfe-battle',
  landPanel: 'mfe-land-labyrinth',
  labyrinthChestPanel: 'mfe-land-labyrinth',
  apiKeysSection: 'mfe-premium-chat',
  /** The player's net worth, on Home and their own profile (issue 29). */
  netWorthSection: 'mfe-market',
} as const satisfies Record<string, RemoteName>;
export type RemoteSlot = keyof typeof REMOTE_SLOTS;

/**
 * The slots a remote fills from its `./routes` module: the chat dock, on every screen, and the
 * API keys section, whose remote's routes module is loaded for the dock anyway (the section's own
 * code is a lazy chunk). A remote fills any other slot from its `./slots` module, so the home page
 * does not fetch its screens.
 */
export const ROUTES_MODULE_SLOTS: ReadonlySet<RemoteSlot> = new Set<RemoteSlot>([
  'chatDock',
  'apiKeysSection',
]);

/** The exposed `./slots` module of a remote that fills slots outside ROUTES_MODULE_SLOTS. */
export interface RemoteSlotsModule<Component = unknown> {
  /** The contracts version the remote was built with; the shell refuses another major. */
  contractsVersion: string;
  /** Identifies the build, as in the routes module. */
  buildId: string;
  slots: Partial<Record<RemoteSlot, Component>>;
}

/** The exposed module name the shell loads from each remote. */
export const REMOTE_ROUTES_MODULE = './routes';

/** The exposed module holding a remote's pieces of the shell's slots (but ROUTES_MODULE_SLOTS). */
export const REMOTE_SLOTS_MODULE = './slots';

/** The exposed module holding a remote's calculators (calculators.ts), loaded only on `/tools`. */
export const REMOTE_CALCULATORS_MODULE = './calculators';
