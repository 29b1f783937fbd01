/**
 * A push service of our own for tests (issue 30): it takes Web Push requests on a loopback port
 * as a browser vendor's service would, answers 201 (or the status a test sets for an
 * endpoint), and decrypts each payload with the subscription's keys (RFC 8291, aes128gcm), so a
 * test reads exactly what the device would show.
 */
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestDevice {
  endpoint: string;
  /** As `PushSubscription.toJSON()` gives them. */
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  endpoint: string;
  /** The decrypted payload. */
  payload: unknown;
  headers: Record<string, string | string[] | undefined>;
}

export interface TestPushService {
  /** A new device's subscription on this service. */
  device(name: string): TestDevice;
  /** Makes the service answer `status` to pushes for the device (410: gone). */
  answer(device: TestDevice, status: number): void;
  received: ReceivedPush[];
  close(): Promise<void>;
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');

function decrypt(body: Buffer, privateKey: ReturnType<typeof createECDH>, auth: Buffer): unknown {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const devicePublic = privateKey.getPublicKey();
  const shared = privateKey.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), devicePublic, serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const padded = Buffer.concat([
    decipher.update(cipherText.subarray(0, cipherText.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2, then any zeros of padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return JSON.parse(padded.subarray(0, end).toString('utf8'));
}

export async function startTestPushService(): Promise<TestPushService> {
  const devices = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const statuses = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      const device = devices.get(path);
      const status = statuses.get(path) ?? (device ? 201 : 404);
      if (device && status === 201) {
        received.push({
          endpoint: path,
          payload: decrypt(Buffer.concat(chunks), device.ecdh, device.auth),
          headers: request.headers,
        });
      }
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    device(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${name}`;
      devices.set(path, { ecdh, auth });
      return {
        endpoint: `http://127.0.0.1:${String(port)}${path}`,
        keys: { p256dh: base64url(ecdh.getPublicKey()), auth: base64url(auth) },
      };
    },
    answer(device, status) {
      statuses.set(new URL(device.endpoint).pathname, status);
    },
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
