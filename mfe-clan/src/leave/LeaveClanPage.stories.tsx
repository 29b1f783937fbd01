import { configureApi } from '@idle/api-client';
import { fakeFetch, resetAll } from '@idle/test-fixtures';
import type { Meta, StoryObj } from '@storybook/react';
import { MemoryRouter } from 'react-router';
import { clanLayoutApiAnswers } from '../layout/fixtures';
import { whileClanLoads } from '../layout/story-decorators';
import { LeaveClanView } from './LeaveClanPage';

const meta = {
  title: 'Clan/LeaveClanPage',
  component: LeaveClanView,
  decorators: [
    (Story) => {
      resetAll();
      // The leader may not leave while others remain: the second click shows the refusal.
      configureApi({
        fetch: fakeFetch({
          ...clanLayoutApiAnswers(),
          'clan.php?mod=leave': { error: 'The leader cannot leave while others remain.' },
        }),
      });
      return (
        <MemoryRouter initialEntries={['/clan/leave']}>
          <Story />
        </MemoryRouter>
      );
    },
  ],
} satisfies Meta<typeof LeaveClanView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first step: Leave Clan. */
export const FirstClick: Story = {};

/** After the first click: the second click leaves. */
export const SecondClick: Story = { args: { initiallyArmed: true } };

/** While the clan data loads, the menu shows the member links. */
export const LoadingClanData: Story = { decorators: [whileClanLoads] };
