import { STATISTIC_KEYS, type Statistics } from '@idle/contracts';
import { loadState, resetAll, sampleInitialData } from '@idle/test-fixtures';
import type { Meta, StoryObj } from '@storybook/react';
import { HomePage } from './HomePage';

const meta = {
  title: 'Shell/Pages/HomePage',
  component: HomePage,
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hero_1's statistics, with thousands separators. */
export const Full: Story = {
  decorators: [
    (Story) => {
      resetAll();
      loadState();
      return <Story />;
    },
  ],
};

/** A player who has not played yet. */
export const NewPlayer: Story = {
  decorators: [
    (Story) => {
      resetAll();
      const data = sampleInitialData();
      const zeros = Object.fromEntries(STATISTIC_KEYS.map((key) => [key, 0])) as Statistics;
      loadState({ ...data, misc: { ...data.misc, statistics: zeros } });
      return <Story />;
    },
  ],
};

/** Before the initial data is loaded. */
export const Loading: Story = {
  decorators: [
    (Story) => {
      resetAll();
      return <Story />;
    },
  ],
};
