/** A stand-in for the browser's push subscription (tests and stories of the push section). */
import type { DeviceSubscription } from '../api/push';
import type { NotificationPermissionState } from './delivery';
import { type PushDevice, PushDeviceError } from '../pwa/push-device';

export const SAMPLE_DEVICE: DeviceSubscription = {
  endpoint: 'https://push.example.com/send/device-1',
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
};

export interface FakePushDevice extends PushDevice {
  subscription: DeviceSubscription | null;
  subscribedWith: string[];
}

export function fakePushDevice(
  options: {
    subscribed?: boolean;
    supported?: boolean;
    permission?: NotificationPermissionState;
    /** Subscribing fails with this sentence (the player blocked notifications, say). */
    refusal?: string;
  } = {},
): FakePushDevice {
  const device: FakePushDevice = {
    supported: options.supported ?? true,
    subscription: options.subscribed ? SAMPLE_DEVICE : null,
    subscribedWith: [],
    permission: () => options.permission ?? 'default',
    current: () => Promise.resolve(device.subscription),
    subscribe(publicKey) {
      if (options.refusal) return Promise.reject(new PushDeviceError(options.refusal));
      device.subscribedWith.push(publicKey);
      device.subscription = SAMPLE_DEVICE;
      return Promise.resolve(SAMPLE_DEVICE);
    },
    unsubscribe() {
      device.subscription = null;
      return Promise.resolve();
    },
  };
  return device;
}
