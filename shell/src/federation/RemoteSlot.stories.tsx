import type { Meta, StoryObj } from '@storybook/react';
import { RemoteUnavailableError, type LoadedRoutes } from './registry';
import { RemoteSlot } from './RemoteSlot';

/** A stand-in for the chat remote's dock. */
function SampleDock() {
  return (
    <p style={{ margin: 0, padding: 8 }}>[09:46:55] Peasant Hero_1: anyone selling iron bars?</p>
  );
}

const dockRoutes: LoadedRoutes = {
  contractsVersion: '1.0.0',
  buildId: 'story',
  routes: {},
  slots: { chatDock: SampleDock },
};

/**
 * The chat dock's fixed place on every game screen: a quiet loading state while the chat remote
 * loads, the remote's dock once it has, and "Chat is unavailable." with Retry in the dock's
 * place when the remote is down or the dock throws (the rest of the game keeps working).
 */
const meta = {
  title: 'Shell/Federation/Remote slot',
  component: RemoteSlot,
  args: { slot: 'chatDock' },
} satisfies Meta<typeof RemoteSlot>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While the chat remote loads. */
export const Loading: Story = {
  args: { loadSlotModule: () => new Promise<LoadedRoutes>(() => undefined) },
};

/** The chat remote loaded: its dock fills the slot. */
export const Ready: Story = {
  args: { loadSlotModule: () => Promise.resolve(dockRoutes) },
};

/** The chat remote is down: the fallback with Retry stands in the dock's place. */
export const Unavailable: Story = {
  args: {
    loadSlotModule: (remote) =>
      Promise.reject(
        new RemoteUnavailableError(remote, 'unreachable', 'This area could not be loaded.'),
      ),
  },
};
