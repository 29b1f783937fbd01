import { OWNER_LABELS } from '@idle/contracts';
import { LoadError, LoadingState } from '@idle/ui';
import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { ComingSoonPage } from '../pages/ComingSoonPage';

/**
 * What RemoteRoute shows in a remote's own area while it cannot show the remote: the error with
 * Retry (unreachable, incompatible, or a screen that threw), the loading state and the coming
 * soon page. The rest of the game keeps working around it.
 */
const meta = {
  title: 'Shell/Federation/Remote fallback',
  component: LoadError,
  args: {
    title: `${OWNER_LABELS['mfe-market']} is unavailable`,
    message: 'This area could not be loaded. The rest of the game keeps working.',
    onRetry: fn(),
  },
} satisfies Meta<typeof LoadError>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The remote's entry could not be fetched (down, or a wrong URL in the registry). */
export const Unreachable: Story = {};

/** The registry itself could not be read. */
export const RegistryUnreachable: Story = {
  args: {
    message: 'The list of game areas could not be loaded. The rest of the game keeps working.',
  },
};

/** The remote was built against another contracts major. */
export const Incompatible: Story = {
  args: {
    title: `${OWNER_LABELS['mfe-battle']} is unavailable`,
    message:
      'This area was built for another version of the game (contracts 2.0.0). The rest of the game keeps working.',
  },
};

/** The remote's screen threw while rendering; its error boundary caught it. */
export const ScreenCrashed: Story = {
  args: {
    title: `${OWNER_LABELS['mfe-clan']} is unavailable`,
    message:
      "Cannot read properties of undefined (reading 'members') The rest of the game keeps working.",
  },
};

/** While the remote loads. */
export const Loading: Story = { render: () => <LoadingState label="Loading Market..." /> };

/** The registry does not list the remote yet. */
export const NotDeployed: Story = {
  render: () => <ComingSoonPage area={OWNER_LABELS['mfe-market']} />,
};
