import { configureApi } from '@idle/api-client';
import type { PushRule } from '@idle/contracts';
import { answerNever, fakeFetch, resetAll } from '@idle/test-fixtures';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { PUSH_BLOCKED_TEXT } from '../pwa/push-device';
import { PushSection } from './PushSection';
import { fakePushDevice } from './push-testing';

const KEY = 'BPublicKeyOfTheServer';

/** The server answers this device's subscription with `rules` (null: not subscribed). */
function withServer(rules: PushRule[] | null | 'down' | 'never'): Decorator {
  return (Story) => {
    resetAll();
    let answer: unknown = { publicKey: KEY, rules };
    if (rules === 'down') answer = () => new Response('', { status: 500 });
    if (rules === 'never') answer = answerNever;
    configureApi({
      fetch: fakeFetch({
        'push.php?mod=loadPush': answer,
        'push.php?mod=savePush': { publicKey: KEY, rules: ['bossSpawned', 'raidReturned'] },
        'push.php?mod=removePush': { publicKey: KEY, rules: null },
      }),
    });
    return <Story />;
  };
}

const meta = {
  title: 'Shell/Alerts/PushSection',
  component: PushSection,
} satisfies Meta<typeof PushSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not subscribed yet: every rule ticked, one button to subscribe. */
export const NotSubscribed: Story = {
  args: { device: fakePushDevice() },
  decorators: [withServer(null)],
};

/** Subscribed for two rules: changes save at once, and pushes can be stopped. */
export const Subscribed: Story = {
  args: { device: fakePushDevice({ subscribed: true }) },
  decorators: [withServer(['bossSpawned', 'raidReturned'])],
};

/** The player blocked notifications: subscribing says how to allow them. */
export const Blocked: Story = {
  args: { device: fakePushDevice({ refusal: PUSH_BLOCKED_TEXT }) },
  decorators: [withServer(null)],
};

/** A browser without push. */
export const Unsupported: Story = {
  args: { device: fakePushDevice({ supported: false }) },
  decorators: [withServer(null)],
};

export const Loading: Story = {
  args: { device: fakePushDevice() },
  decorators: [withServer('never')],
};

export const LoadFailed: Story = {
  args: { device: fakePushDevice() },
  decorators: [withServer('down')],
};
