/** Everything a request handler may use: storage, time, chance, settings and live pushes. */
import type { ServerConfig } from '../config';
import type { CaptchaService } from '../captcha/captcha';
import type { Db } from '../db/database';
import type { GroupCommit } from '../db/group-commit';
import type { Sessions } from '../http/session';
import type { ActionCache } from './action-cache';
import type { AnyTickModifier, TickModifier } from './actions/modifier';
import type { ActionState } from './actions/state';
import type { Clock } from './clock';
import type { LiveHub } from './live-hub';
import type { Notices } from './notices';
import type { Random } from './random';
import type { World } from './world/world';

// The socket hub is live-hub.ts (the world pushes through it too); its users import it here.
export { type LiveHub, silentHub } from './live-hub';

/** Who runs the world among the instances of a cluster (cluster/world-once.ts). */
export interface WorldLeaseView {
  /** This instance's id on the cluster bus. */
  readonly instanceId: string;
  /** The instance holding the world's lease now; null while none does. */
  holder(): Promise<string | null>;
}

export interface GameContext {
  db: Db;
  /** Transactions of concurrent action ticks committed together (see db/group-commit.ts). */
  groupCommit: GroupCommit;
  sessions: Sessions;
  /** What action ticks keep between ticks, per player (see action-cache.ts). */
  actionCache: ActionCache<ActionState>;
  clock: Clock;
  random: Random;
  config: ServerConfig;
  captcha: CaptchaService;
  live: LiveHub;
  /** What players are told even with no tab open (notices.ts; the push domain listens). */
  notices: Notices;
  /** The shared world's schedules (Bonus Time, the action bonus, world bosses, ...). */
  world: World;
  /** Set in a cluster only: who holds the world's lease (the operator console shows it). */
  worldLease?: WorldLeaseView;
  /** Delay between two ticks of an action, in ms. */
  actionDelayMs: number;
  /** What domains add to every action tick (tick-modifiers.ts), in the order they run. */
  tickModifiers: readonly AnyTickModifier<GameContext>[];
}

/** A tick modifier of this game (actions/modifier.ts), as a domain defines one. */
export type GameTickModifier<Loaded = unknown, Decided = unknown> = TickModifier<
  GameContext,
  Loaded,
  Decided
>;
