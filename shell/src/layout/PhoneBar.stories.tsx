import { configureApi } from '@idle/api-client';
import { fakeFetch, loadState, resetAll, sampleApiAnswers } from '@idle/test-fixtures';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { userEvent, within } from 'storybook/test';
import { MemoryRouter } from 'react-router';
import { PhoneBar } from './PhoneBar';

/**
 * Hero_1 loaded on a phone. The domain panels and the chat dock come from remotes in slots, which
 * storybook does not compose: their stories are the remotes'.
 */
const loaded: Decorator = (Story) => {
  resetAll();
  configureApi({ fetch: fakeFetch(sampleApiAnswers()) });
  loadState();
  return (
    <MemoryRouter>
      <p>The routed view.</p>
      <Story />
    </MemoryRouter>
  );
};

const meta = {
  title: 'Shell/Layout/PhoneBar',
  component: PhoneBar,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  decorators: [loaded],
} satisfies Meta<typeof PhoneBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The tab bar at the bottom: Panels, Chat, Premium and the players online. */
export const Closed: Story = {};

/** The panel drawer open from the left: the left column's panels, then the right's. */
export const PanelsOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Panels' }));
  },
};

/** The chat sheet open from the bottom. */
export const ChatOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Chat' }));
  },
};

/** The narrowest phone the layout is made for. */
export const At360: Story = { globals: { viewport: { value: 'phone360', isRotated: false } } };
