import { SERVER_DOWN_TEXT } from '@idle/game-rules';
import { $items } from '@idle/state';
import { type FakeRequest, loadState, resetAll, useFakeApi } from '@idle/test-fixtures';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { PreferencesView } from './PreferencesPage';

/**
 * Hero_1 with `credits` credits; a fake server accepts both changes, so a click never reaches
 * the network.
 */
function withPlayer(credits: number): Decorator {
  return (Story) => {
    resetAll();
    loadState();
    $items.setKey('credits', credits);
    useFakeApi({
      'preferences.php?mod=changeUsername': (request: FakeRequest) => ({
        username: request.params.newUsername,
      }),
      'preferences.php?mod=changePassword': true,
      'preferences.php?mod=listApiKeys': [],
    });
    return <Story />;
  };
}

/**
 * /preferences in each of its states. The page loads `preferences.php mod=getPreferences`; these
 * stories draw the view for each answer, with the username and password forms.
 */
const meta = {
  title: 'Shell/Pages/Account/Preferences',
  component: PreferencesView,
  args: { onRetry: fn(), email: { status: 'loading' } },
  decorators: [withPlayer(120)],
} satisfies Meta<typeof PreferencesView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While the email is on its way; the forms can be used already. */
export const Loading: Story = {};

/** The email could not be loaded: its text and Retry. */
export const Failed: Story = {
  name: 'Error',
  args: { email: { status: 'error', message: SERVER_DOWN_TEXT } },
};

/** The account's email, and enough credits for a username change. */
export const Full: Story = {
  args: { email: { status: 'ready', data: { email: 'hero@idle.test' } } },
};

/** No email linked to the account. */
export const NoEmail: Story = {
  name: 'Empty (no email)',
  args: { email: { status: 'ready', data: { email: null } } },
};

/** 40 credits: a username change is refused before anything is sent. */
export const NotEnoughCredits: Story = {
  args: { email: { status: 'ready', data: { email: 'hero@idle.test' } } },
  decorators: [withPlayer(40)],
};
