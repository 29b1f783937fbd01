import { configureApi } from '@idle/api-client';
import { fakeFetch, resetAll, sampleApiAnswers } from '@idle/test-fixtures';
import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { LoginPage } from './LoginPage';

const meta = {
  title: 'Shell/Pages/LoginPage',
  component: LoginPage,
  args: { notice: null, onLoggedIn: fn() },
  decorators: [
    (Story) => {
      resetAll();
      // Submitting answers from a fake server: a story never reaches the network.
      configureApi({ fetch: fakeFetch(sampleApiAnswers()) });
      return <Story />;
    },
  ],
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {};

/** The registration form, reached with the "New here?" toggle. */
export const Register: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'New here? Create an account' }));
  },
};

/** After the server ended the session (fatalError logout or the socket). */
export const ExpiredSession: Story = { args: { notice: 'expired' } };

/** After the player chose Logout in the menu. */
export const LoggedOut: Story = { args: { notice: 'loggedOut' } };
