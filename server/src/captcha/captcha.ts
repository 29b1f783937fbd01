/**
 * Self-hosted ALTCHA proof-of-work captcha (the "captcha" of `actions/refresh.php`).
 *
 * Protocol: ALTCHA PoW v2, the one the `altcha` 3.x browser widget speaks natively, built with
 * altcha-lib's v2 API (`'altcha-lib'`, not `'altcha-lib/v1'`):
 * - `challenge()` answers the JSON the widget fetches from its `challenge` URL:
 *   `{ parameters: { algorithm, cost, data, keyLength, keyPrefix, nonce, salt }, signature }`,
 *   HMAC-signed with the server's secret.
 * - The widget solves it and puts `btoa(JSON.stringify({ challenge: { parameters, signature },
 *   solution: { counter, derivedKey, time } }))` in its hidden form field (named `altcha` by
 *   default) and in its `verified` event; `verify()` checks that string.
 *
 * Deterministic effort mode: the server picks the counter the browser must reach (the challenge
 * carries the first half of that counter's derived key as `keyPrefix`), so the work is predictable.
 * Creating a challenge costs one PBKDF2 derivation; verifying costs an HMAC, then, only for a
 * challenge this server signed, one derivation that recomputes the key from the submitted counter,
 * so a payload whose counter or key was altered is refused. (altcha-lib's faster `keySignature`
 * path would skip that derivation but never looks at the counter.)
 *
 * Expiry is checked against the injected clock, not the wall clock: the expiry time travels in the
 * signed `parameters.data.expiresAtMs`, and `parameters.expiresAt` is deliberately left out, because
 * altcha-lib compares that one with `Date.now()` (which the dev tools' clock does not move) and the
 * widget with the browser's clock (which may be wrong). The widget therefore shows no countdown;
 * an expired solution is refused here and the player solves a new challenge.
 *
 * Replay: `verify()` does not remember anything. It answers the same `id` (the challenge's signed
 * random nonce) for every valid solution of one challenge; the caller stores used ids and refuses
 * one seen before. An id only needs keeping until its challenge expires (ttlSeconds after issue).
 */
import { createHmac, randomInt } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';

export type CaptchaVerdict = { ok: true; id: string } | { ok: false; reason: string };

export interface CaptchaService {
  /** The challenge JSON the ALTCHA widget fetches from its `challenge` URL. */
  challenge(): Promise<unknown>;
  /** Checks the widget's payload (the base64 `altcha` field). Never throws. */
  verify(payload: string): Promise<CaptchaVerdict>;
}

export interface CaptchaOptions {
  /** Signs every challenge; solutions of challenges signed with another secret are refused. */
  secret: string;
  /** The server's clock in milliseconds; challenges expire by this clock. */
  now: () => number;
  /**
   * The most key derivations the browser may need: the counter it must find is drawn from
   * [ceil(difficulty / 2), difficulty]. The default takes a browser about a second.
   */
  difficulty?: number;
  /** Seconds a challenge stays solvable after it is issued. */
  ttlSeconds?: number;
}

/** Bundled in the widget's main build and native (WebCrypto) in every browser. */
const ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 iterations per attempt (altcha-lib's default for PBKDF2). */
const PBKDF2_COST = 5_000;
/** 32 bytes: the widget's PBKDF2 worker derives an AES-GCM key, so only 16, 24 or 32 work. */
const KEY_LENGTH = 32;
/**
 * The widget's own PBKDF2 worker (altcha 3.2.2, run under Node 20's WebCrypto on this project's
 * 2-core machine) takes ~1.2 ms per attempt at 5,000 iterations. An average challenge (2,250
 * attempts) took 2.5 s on one worker, and 1.2-2.5 s (median 2.1 s) on two workers while the
 * machine was busy with other work. The widget runs one worker per core, so a 4-core browser
 * needs roughly 0.7 s; it never reports success in under 0.5 s anyway.
 */
export const DEFAULT_CAPTCHA_DIFFICULTY = 3_000;
export const DEFAULT_CAPTCHA_TTL_SECONDS = 600;
/** Longest payload accepted; the widget's is about 600 characters. */
export const MAX_CAPTCHA_PAYLOAD_LENGTH = 4_096;
const MAX_COUNTER = 0xffff_ffff;

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

function hex(bytes: number) {
  return z.string().regex(new RegExp(`^[0-9a-f]{${bytes * 2}}$`));
}

/**
 * What the widget submits. Unknown keys are dropped; that is safe because the signature is then
 * checked over exactly the object kept here.
 */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.literal(ALGORITHM),
      nonce: hex(16),
      salt: hex(16),
      cost: z.number().int().positive().max(1_000_000),
      keyLength: z.literal(KEY_LENGTH),
      keyPrefix: z.string().regex(/^[0-9a-f]{2,64}$/),
      data: z.object({ expiresAtMs: z.number().int().nonnegative() }),
    }),
    signature: hex(32),
  }),
  solution: z.object({
    counter: z.number().int().min(0).max(MAX_COUNTER),
    derivedKey: hex(KEY_LENGTH),
  }),
});

function fail(reason: string): CaptchaVerdict {
  return { ok: false, reason };
}

/** The key that signs challenges, kept apart from any other use of the configured secret. */
function signingKey(secret: string): string {
  return createHmac('sha256', secret).update('idle captcha challenge signature').digest('hex');
}

export function createCaptchaService(options: CaptchaOptions): CaptchaService {
  const {
    secret,
    now,
    difficulty = DEFAULT_CAPTCHA_DIFFICULTY,
    ttlSeconds = DEFAULT_CAPTCHA_TTL_SECONDS,
  } = options;
  if (secret === '') throw new Error('The captcha secret must not be empty.');
  if (!Number.isInteger(difficulty) || difficulty < 1 || difficulty > MAX_COUNTER) {
    throw new RangeError(`Captcha difficulty must be an integer from 1 to ${MAX_COUNTER}.`);
  }
  if (!Number.isFinite(ttlSeconds) || ttlSeconds <= 0) {
    throw new RangeError('Captcha ttlSeconds must be a positive number.');
  }
  const ttlMs = Math.round(ttlSeconds * 1000);
  const signatureSecret = signingKey(secret);

  async function challenge(): Promise<unknown> {
    return createChallenge({
      algorithm: ALGORITHM,
      cost: PBKDF2_COST,
      keyLength: KEY_LENGTH,
      // node:crypto's randomInt excludes its upper bound.
      counter: randomInt(Math.ceil(difficulty / 2), difficulty + 1),
      deriveKey,
      data: { expiresAtMs: Math.floor(now()) + ttlMs },
      hmacSignatureSecret: signatureSecret,
    });
  }

  // Takes unknown: the value comes from a request body, whatever the caller's types say.
  async function verify(payload: unknown): Promise<CaptchaVerdict> {
    if (typeof payload !== 'string' || payload === '') {
      return fail('The captcha answer is missing.');
    }
    if (payload.length > MAX_CAPTCHA_PAYLOAD_LENGTH) return fail('The captcha answer is too long.');
    if (!BASE64.test(payload)) return fail('The captcha answer is not base64.');
    let decoded: unknown;
    try {
      decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    } catch {
      return fail('The captcha answer is not JSON.');
    }
    const parsed = payloadSchema.safeParse(decoded);
    if (!parsed.success) return fail('The captcha answer is malformed.');
    const { challenge: solved, solution } = parsed.data;
    try {
      const result = await verifySolution({
        challenge: solved,
        solution,
        deriveKey,
        hmacSignatureSecret: signatureSecret,
      });
      if (result.invalidSignature !== false) {
        return fail('The captcha challenge was not issued by this server.');
      }
      if (now() >= solved.parameters.data.expiresAtMs) {
        return fail('The captcha challenge has expired.');
      }
      if (!result.verified) return fail('The captcha solution is wrong.');
    } catch {
      return fail('The captcha answer could not be checked.');
    }
    return { ok: true, id: solved.parameters.nonce };
  }

  return { challenge, verify };
}
