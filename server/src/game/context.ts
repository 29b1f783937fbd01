/** Everything a request handler may use: storage, time, chance, settings and live pushes. */
import type { ServerConfig } from '../config';
import type { CaptchaService } from '../captcha/captcha';
import type { Db } from '../db/database';
import type { GroupCommit } from '../db/group-commit';
import type { Sessions } from '../http/session';
import type { ActionCache } from './action-cache';
import type { CachedAction } from './battle';
import type { Clock } from './clock';
import type { Random } from './random';
import type { World } from './world';

/** Pushes to connected chat sockets (a no-op hub when the socket server is not running). */
export interface LiveHub {
  /** Sends a message to every socket of one user. */
  toUser(userId: number, message: { type: string; data: unknown; channel?: string }): void;
  /** Sends a message to everyone connected. */
  broadcast(message: { type: string; data: unknown; channel?: string }): void;
  /** Closes a user's sockets after telling them to log out. */
  forceLogout(userId: number): void;
  /** User ids with an open socket. */
  onlineUserIds(): number[];
}

export interface GameContext {
  db: Db;
  /** Transactions of concurrent action ticks committed together (see db/group-commit.ts). */
  groupCommit: GroupCommit;
  sessions: Sessions;
  /** What action ticks keep between ticks, per player (see action-cache.ts). */
  actionCache: ActionCache<CachedAction>;
  clock: Clock;
  random: Random;
  config: ServerConfig;
  captcha: CaptchaService;
  live: LiveHub;
  /** Bonus Time, the action bonus and world bosses, shared by every player. */
  world: World;
  /** Delay between two ticks of an action, in ms. */
  actionDelayMs: number;
}

export const silentHub: LiveHub = {
  toUser: () => undefined,
  broadcast: () => undefined,
  forceLogout: () => undefined,
  onlineUserIds: () => [],
};
