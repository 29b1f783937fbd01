/**
 * How many chat messages a player may send: {@link CHAT_RATE_POINTS} per
 * {@link CHAT_RATE_SECONDS} seconds, counted in Redis when the instance is one of a cluster (so
 * switching instances does not reset the count), in memory otherwise.
 */
import { formatNumber } from '@idle/game-rules';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

export const CHAT_RATE_POINTS = 20;
export const CHAT_RATE_SECONDS = 30;

export function tooFastText(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return `You are sending messages too fast. Wait ${formatNumber(seconds)} s before the next one.`;
}

export interface ChatRateLimit {
  /** Counts one message; answers the refusal text when the player is over the limit. */
  take(userId: number): Promise<string | null>;
}

export function chatRateLimit(redis?: Redis): ChatRateLimit {
  const options = { keyPrefix: 'chat-rate', points: CHAT_RATE_POINTS, duration: CHAT_RATE_SECONDS };
  const limiter = redis
    ? // While Redis does not answer, each instance counts on its own rather than refusing all.
      new RateLimiterRedis({
        ...options,
        storeClient: redis,
        insuranceLimiter: new RateLimiterMemory(options),
      })
    : new RateLimiterMemory(options);
  return {
    async take(userId) {
      try {
        await limiter.consume(String(userId));
        return null;
      } catch (refusal) {
        // A store error is not a refusal: it propagates to the caller.
        if (refusal instanceof RateLimiterRes) return tooFastText(refusal.msBeforeNext);
        throw refusal;
      }
    },
  };
}
