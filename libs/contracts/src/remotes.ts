/**
 * How the shell finds and talks to remotes. The registry (`/remotes.json`, never cached) lists
 * where each remote's manifest lives; pointing an entry at a new URL deploys or rolls back that
 * remote. Each remote exposes `./routes`, a module of this shape, and a remote that owns
 * calculators of the `/tools` page exposes them in `./calculators`, loaded only on that page.
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
  /** Pieces the shell renders in fixed places on every screen (DESIGN: the chat dock). */
  slots?: Partial<Record<RemoteSlot, Component>>;
}

/** The fixed places of the shell's layout a remote can fill, and the remote that fills each. */
export const REMOTE_SLOTS = { chatDock: 'mfe-premium-chat' } as const satisfies Record<
  string,
  RemoteName
>;
export type RemoteSlot = keyof typeof REMOTE_SLOTS;

/** The exposed module name the shell loads from each remote. */
export const REMOTE_ROUTES_MODULE = './routes';

/**
 * The calculators of the `/tools` page in the order it lists them, each with its heading and the
 * remote that owns its domain and renders it. The shell shows every heading at once, so a remote
 * that is down or still loading leaves only its own calculators waiting.
 */
export const CALCULATORS = [
  { id: 'toolComponents', title: 'Tool components', remote: 'mfe-gathering-crafting' },
  { id: 'land', title: 'Land costs', remote: 'mfe-land-labyrinth' },
  { id: 'trinkets', title: 'Trinkets', remote: 'mfe-land-labyrinth' },
  { id: 'personnel', title: 'Personnel investment', remote: 'mfe-land-labyrinth' },
  { id: 'dungeons', title: 'Dungeon planner', remote: 'mfe-battle' },
  { id: 'labyrinth', title: 'Labyrinth planner', remote: 'mfe-land-labyrinth' },
] as const satisfies readonly { id: string; title: string; remote: RemoteName }[];
export type CalculatorId = (typeof CALCULATORS)[number]['id'];

/** The exposed `./calculators` module of a remote that owns calculators. */
export interface RemoteCalculatorsModule<Component = unknown> {
  /** The contracts version the remote was built with; the shell refuses another major. */
  contractsVersion: string;
  /** Identifies the build, as in the routes module. */
  buildId: string;
  /** Each calculator of this remote's (CALCULATORS names the owner) to the component rendering it. */
  calculators: Partial<Record<CalculatorId, Component>>;
}

/** The exposed module holding a remote's calculators. */
export const REMOTE_CALCULATORS_MODULE = './calculators';
