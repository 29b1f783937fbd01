import type { Meta, StoryObj } from '@storybook/react';
import { ComingSoonPage } from './ComingSoonPage';

const meta = {
  title: 'Shell/Pages/ComingSoonPage',
  component: ComingSoonPage,
  args: { area: 'Leaderboards' },
} satisfies Meta<typeof ComingSoonPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A shell route that is not built yet. */
export const ShellRoute: Story = {};

/** A remote that the registry does not list yet (RemoteRoute names it by its owner). */
export const RemoteNotDeployed: Story = { args: { area: 'Market' } };
