import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { loadState, resetAll, sampleInitialData } from '@idle/test-fixtures';
import { MemoryRouter } from 'react-router';
import { NavBar } from './NavBar';

function withAnnouncements(newAnnouncements: number): Decorator {
  return (Story) => {
    resetAll();
    loadState(sampleInitialData({ clientData: { playersOnline: 42, newAnnouncements } }));
    return <Story />;
  };
}

const meta = {
  title: 'Shell/Layout/NavBar',
  component: NavBar,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/areas']}>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof NavBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On /areas (Battle is the current link), no new announcement. */
export const Default: Story = { decorators: [withAnnouncements(0)] };

/** The yellow "{n} New Announcement(s)" link while there are new announcements. */
export const WithNewAnnouncements: Story = { decorators: [withAnnouncements(2)] };
