/**
 * The calculators of the `/tools` page and the shape of the `./calculators` module a remote
 * exposes them in. Kept apart from remotes.ts, which the shell needs on every screen (the
 * registry, the chat dock's slot), so that this table loads with `/tools`, not in the first load.
 */
import type { RemoteName } from './routes';

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
