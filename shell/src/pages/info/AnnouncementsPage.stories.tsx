import { SERVER_DOWN_TEXT } from '@idle/game-rules';
import { loadState, resetAll } from '@idle/test-fixtures';
import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router';
import { fn } from 'storybook/test';
import { AnnouncementsView } from './AnnouncementsPage';
import { sampleAnnouncements } from './fixtures';

/**
 * /announcements in each of its states. The page loads `misc.php mod=getAnnouncements`; these
 * stories draw the view it renders for each answer.
 */
const meta = {
  title: 'Shell/Pages/Info/Announcements',
  component: AnnouncementsView,
  args: { onRetry: fn(), state: { status: 'loading' } },
  decorators: [
    (Story) => {
      resetAll();
      loadState();
      return (
        <MemoryRouter initialEntries={['/announcements']}>
          <Story />
        </MemoryRouter>
      );
    },
  ],
} satisfies Meta<typeof AnnouncementsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While the list is on its way. */
export const Loading: Story = {};

/** No announcement has been posted. */
export const Empty: Story = { args: { state: { status: 'ready', data: [] } } };

/** The call failed: its text and Retry. */
export const Failed: Story = {
  name: 'Error',
  args: { state: { status: 'error', message: SERVER_DOWN_TEXT } },
};

/** A new "Update" with line breaks (its tag shown as text), and an older one of another type. */
export const Full: Story = { args: { state: { status: 'ready', data: sampleAnnouncements() } } };
