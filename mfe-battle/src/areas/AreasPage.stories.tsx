import { configureApi } from '@idle/api-client';
import {
  fakeFetch,
  loadState,
  resetAll,
  sampleApiAnswers,
  sampleInitialData,
} from '@idle/test-fixtures';
import type { Meta, StoryObj } from '@storybook/react';
import { AreasPage } from './AreasPage';

const meta = {
  title: 'Battle/AreasPage',
  component: AreasPage,
  decorators: [
    (Story) => {
      resetAll();
      // Battle answers from a fake server: a story never reaches the network.
      configureApi({ fetch: fakeFetch(sampleApiAnswers()) });
      return <Story />;
    },
  ],
} satisfies Meta<typeof AreasPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two basic areas of three mobs with their loot; the special area is not listed. */
export const Full: Story = {
  decorators: [
    (Story) => {
      loadState();
      return <Story />;
    },
  ],
};

/** No basic area (only special ones). */
export const Empty: Story = {
  decorators: [
    (Story) => {
      const data = sampleInitialData();
      const special = Object.fromEntries(
        Object.entries(data.areaData).filter(([, area]) => area.type !== 1),
      );
      loadState({ ...data, areaData: special });
      return <Story />;
    },
  ],
};

/** Before the game data is loaded. */
export const Loading: Story = {};
