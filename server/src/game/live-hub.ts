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

export const silentHub: LiveHub = {
  toUser: () => undefined,
  broadcast: () => undefined,
  forceLogout: () => undefined,
  onlineUserIds: () => [],
};
