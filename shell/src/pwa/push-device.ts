/**
 * This browser's side of pushes (issue 30): its push subscription through the service worker's
 * PushManager. The alerts page takes it as a prop, so tests and stories give a stand-in.
 */
import type { DeviceSubscription } from '../api/push';
import { type NotificationPermissionState, notificationPermission } from '../alerts/delivery';
import { SERVICE_WORKER_URL } from './service-worker';

export const PUSH_BLOCKED_TEXT =
  'Your browser blocks notifications for this site; allow them in the site settings to get pushes.';
export const PUSH_NO_WORKER_TEXT =
  'Pushes need the game installed in this browser: reload the page and try again.';
export const PUSH_SUBSCRIBE_FAILED_TEXT =
  'This browser could not subscribe to pushes. Try again later.';

/** A refusal of the browser's, in a sentence for the player. */
export class PushDeviceError extends Error {}

export interface PushDevice {
  /** Whether this browser can receive pushes at all. */
  readonly supported: boolean;
  permission(): NotificationPermissionState;
  /** The subscription this browser holds now, if any. */
  current(): Promise<DeviceSubscription | null>;
  /** Asks for permission if needed and subscribes with the server's key. */
  subscribe(publicKey: string): Promise<DeviceSubscription>;
  unsubscribe(): Promise<void>;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let n = 0; n < text.length; n += 1) bytes[n] = text.charCodeAt(n);
  return bytes;
}

function asDevice(subscription: PushSubscription): DeviceSubscription {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
}

export const browserPushDevice: PushDevice = {
  supported:
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    typeof Notification !== 'undefined',
  permission: notificationPermission,
  async current() {
    const subscription = await (await registration())?.pushManager.getSubscription();
    return subscription ? asDevice(subscription) : null;
  },
  async subscribe(publicKey) {
    if ((await Notification.requestPermission()) !== 'granted') {
      throw new PushDeviceError(PUSH_BLOCKED_TEXT);
    }
    const worker = await registration();
    if (!worker) throw new PushDeviceError(PUSH_NO_WORKER_TEXT);
    try {
      const subscription = await worker.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      });
      return asDevice(subscription);
    } catch {
      throw new PushDeviceError(PUSH_SUBSCRIBE_FAILED_TEXT);
    }
  },
  async unsubscribe() {
    await (await (await registration())?.pushManager.getSubscription())?.unsubscribe();
  },
};
