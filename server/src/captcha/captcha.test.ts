import { solveChallenge, type Challenge, type DeriveKeyFunction, type Solution } from 'altcha-lib';
import { deriveKey as nodeDeriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { deriveKey as webCryptoDeriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCaptchaService, type CaptchaService, type CaptchaVerdict } from './captcha';

const SECRET = 'test secret';
/** Years before the wall clock: expiry must follow the injected clock, not Date.now(). */
const START = Date.UTC(2020, 0, 1);

let time = START;
const now = () => time;

function service(options: { secret?: string; ttlSeconds?: number; difficulty?: number } = {}) {
  return createCaptchaService({ secret: SECRET, now, difficulty: 4, ...options });
}

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64');
}

interface Solved {
  challenge: Challenge;
  solution: Solution;
  /** What the widget puts in its `altcha` field. */
  payload: string;
}

/** Fetches a challenge as the widget does (JSON over the wire) and solves it with altcha-lib. */
async function solve(
  captcha: CaptchaService,
  deriveKey: DeriveKeyFunction = nodeDeriveKey,
): Promise<Solved> {
  const challenge = JSON.parse(JSON.stringify(await captcha.challenge())) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (solution === null) throw new Error('altcha-lib found no solution');
  // The widget's payload: btoa(JSON.stringify({ challenge: { parameters, signature }, solution })).
  const payload = encode({
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  });
  return { challenge, solution, payload };
}

function reasonOf(verdict: CaptchaVerdict): string {
  return verdict.ok ? 'ok' : verdict.reason;
}

beforeEach(() => {
  time = START;
});

describe('challenge()', () => {
  it('answers the ALTCHA v2 challenge JSON the widget fetches', async () => {
    const challenge = (await service().challenge()) as Challenge;
    expect(challenge).toEqual({
      parameters: {
        algorithm: 'PBKDF2/SHA-256',
        cost: 5000,
        data: { expiresAtMs: START + 600_000 },
        keyLength: 32,
        keyPrefix: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown,
        nonce: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown,
        salt: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown,
      },
      signature: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown,
    });
  });

  it('asks for a counter between half the difficulty and the difficulty', async () => {
    const captcha = service({ difficulty: 8 });
    for (let i = 0; i < 8; i++) {
      const { solution } = await solve(captcha);
      expect(solution.counter).toBeGreaterThanOrEqual(4);
      expect(solution.counter).toBeLessThanOrEqual(8);
    }
  });

  it('refuses options that cannot work', () => {
    expect(() => createCaptchaService({ secret: '', now })).toThrow();
    expect(() => createCaptchaService({ secret: SECRET, now, difficulty: 0 })).toThrow();
    expect(() => createCaptchaService({ secret: SECRET, now, difficulty: 1.5 })).toThrow();
    expect(() => createCaptchaService({ secret: SECRET, now, difficulty: 2 ** 32 })).toThrow();
    expect(() => createCaptchaService({ secret: SECRET, now, ttlSeconds: 0 })).toThrow();
    expect(() => createCaptchaService({ secret: SECRET, now, ttlSeconds: NaN })).toThrow();
  });
});

describe('verify()', () => {
  it("accepts a solution found by altcha-lib's solver and names the challenge", async () => {
    const captcha = service();
    const { challenge, payload } = await solve(captcha);
    const verdict = await captcha.verify(payload);
    expect(verdict).toEqual({ ok: true, id: challenge.parameters.nonce });
  });

  it("accepts a solution found with the browser's WebCrypto derivation", async () => {
    const captcha = service();
    const { payload } = await solve(captcha, webCryptoDeriveKey);
    expect(reasonOf(await captcha.verify(payload))).toBe('ok');
  });

  it('answers the same id for the same payload, so the caller can refuse a replay', async () => {
    const captcha = service();
    const { payload } = await solve(captcha);
    const first = await captcha.verify(payload);
    const second = await captcha.verify(payload);
    expect(first.ok).toBe(true);
    expect(second).toEqual(first);
  });

  it('answers different ids for different challenges', async () => {
    const captcha = service();
    const a = await captcha.verify((await solve(captcha)).payload);
    const b = await captcha.verify((await solve(captcha)).payload);
    expect(a.ok && b.ok).toBe(true);
    expect(a).not.toEqual(b);
  });

  it('refuses a tampered counter', async () => {
    const captcha = service();
    const { challenge, solution } = await solve(captcha);
    const payload = encode({ challenge, solution: { ...solution, counter: solution.counter + 1 } });
    expect(reasonOf(await captcha.verify(payload))).toBe('The captcha solution is wrong.');
  });

  it('refuses a tampered derived key', async () => {
    const captcha = service();
    const { challenge, solution } = await solve(captcha);
    const derivedKey = solution.derivedKey.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
    const payload = encode({ challenge, solution: { ...solution, derivedKey } });
    expect(reasonOf(await captcha.verify(payload))).toBe('The captcha solution is wrong.');
  });

  it('refuses a wrong answer to a genuine challenge', async () => {
    const captcha = service();
    const challenge = (await captcha.challenge()) as Challenge;
    const payload = encode({ challenge, solution: { counter: 0, derivedKey: '00'.repeat(32) } });
    expect(reasonOf(await captcha.verify(payload))).toBe('The captcha solution is wrong.');
  });

  it('refuses a tampered signature', async () => {
    const captcha = service();
    const { challenge, solution } = await solve(captcha);
    const signature = (challenge.signature ?? '').replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    const payload = encode({ challenge: { ...challenge, signature }, solution });
    expect(reasonOf(await captcha.verify(payload))).toBe(
      'The captcha challenge was not issued by this server.',
    );
  });

  it('refuses a challenge whose signed parameters were changed', async () => {
    const captcha = service();
    const { challenge, solution } = await solve(captcha);
    const changes = [
      { cost: 1 },
      { keyPrefix: '00' },
      { nonce: 'ab'.repeat(16) },
      { data: { expiresAtMs: START + 3_600_000 } },
    ];
    for (const change of changes) {
      const parameters = { ...challenge.parameters, ...change };
      const payload = encode({ challenge: { ...challenge, parameters }, solution });
      expect(reasonOf(await captcha.verify(payload))).toBe(
        'The captcha challenge was not issued by this server.',
      );
    }
  });

  it('refuses a challenge signed with another secret', async () => {
    const { payload } = await solve(service({ secret: 'another secret' }));
    expect(reasonOf(await service().verify(payload))).toBe(
      'The captcha challenge was not issued by this server.',
    );
  });

  it('refuses a challenge once its time to live has passed on the injected clock', async () => {
    const captcha = service({ ttlSeconds: 60 });
    const { payload } = await solve(captcha);
    time = START + 59_999;
    expect(reasonOf(await captcha.verify(payload))).toBe('ok');
    time = START + 60_000;
    expect(reasonOf(await captcha.verify(payload))).toBe('The captcha challenge has expired.');
  });

  it('keeps challenges for 600 seconds by default', async () => {
    const captcha = service();
    const { payload } = await solve(captcha);
    time = START + 599_000;
    expect(reasonOf(await captcha.verify(payload))).toBe('ok');
    time = START + 600_000;
    expect(reasonOf(await captcha.verify(payload))).toBe('The captcha challenge has expired.');
  });

  it('refuses a payload longer than 4096 characters, even a valid one', async () => {
    const captcha = service();
    const { challenge, solution } = await solve(captcha);
    // JSON allows trailing white space: this payload is valid apart from its length.
    const padded = Buffer.from(JSON.stringify({ challenge, solution }) + ' '.repeat(3000)).toString(
      'base64',
    );
    time = START;
    expect(reasonOf(await captcha.verify(encode({ challenge, solution })))).toBe('ok');
    expect(padded.length).toBeGreaterThan(4096);
    expect(reasonOf(await captcha.verify(padded))).toBe('The captcha answer is too long.');
    expect(reasonOf(await captcha.verify('A'.repeat(4100)))).toBe(
      'The captcha answer is too long.',
    );
  });

  const garbage: [string, unknown][] = [
    ['an empty string', ''],
    ['not base64', 'not base64!'],
    ['base64 with spaces', 'eyJh IjoxfQ=='],
    ['base64url', encode({ a: '>>>???' }).replace(/\+/g, '-').replace(/\//g, '_')],
    ['base64 of text', Buffer.from('hello captcha').toString('base64')],
    ['base64 of invalid UTF-8', Buffer.from([0xff, 0xfe, 0xfd]).toString('base64')],
    ['JSON null', encode(null)],
    ['a JSON number', encode(42)],
    ['a JSON array', encode([1, 2, 3])],
    ['an empty object', encode({})],
    ['the widget test mode', encode({ challenge: null, solution: null, test: true })],
    [
      'an ALTCHA v1 payload',
      encode({
        algorithm: 'SHA-256',
        challenge: 'ab'.repeat(32),
        number: 5,
        salt: 'abc?expires=9999999999',
        signature: 'cd'.repeat(32),
        took: 10,
      }),
    ],
    [
      'wrong types',
      encode({
        challenge: { parameters: { algorithm: 1, nonce: [], salt: {} }, signature: 7 },
        solution: { counter: '3', derivedKey: null },
      }),
    ],
    ['a number', 12345],
    ['null', null],
    ['undefined', undefined],
    ['an object', { challenge: {}, solution: {} }],
  ];

  it.each(garbage)('refuses %s without throwing', async (_name, input) => {
    const verdict = await service().verify(input as string);
    expect(verdict.ok).toBe(false);
    expect(reasonOf(verdict)).toMatch(/^The captcha /);
  });

  it('refuses garbage inside a genuine challenge', async () => {
    const captcha = service();
    const { challenge, solution } = await solve(captcha);
    const bad = [
      { challenge, solution: { ...solution, counter: -1 } },
      { challenge, solution: { ...solution, counter: 2 ** 32 } },
      { challenge, solution: { ...solution, counter: 1.5 } },
      { challenge, solution: { ...solution, derivedKey: solution.derivedKey.toUpperCase() } },
      { challenge, solution: { ...solution, derivedKey: 'zz' } },
      { challenge, solution: null },
      { challenge: { parameters: challenge.parameters }, solution },
      { challenge: { ...challenge, parameters: { ...challenge.parameters, keyLength: 4 } } },
    ];
    for (const payload of bad) {
      expect((await captcha.verify(encode(payload))).ok).toBe(false);
    }
  });
});
