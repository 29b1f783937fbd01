import type { RemoteName } from '@idle/contracts';

/** Why a remote cannot be shown; the fallback says so in the remote's own area. */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly reason: 'not-deployed' | 'unreachable' | 'incompatible',
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'RemoteUnavailableError';
  }
}
