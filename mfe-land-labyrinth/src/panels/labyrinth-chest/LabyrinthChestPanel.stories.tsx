import type { InitialData } from '@idle/contracts';
import { configureApi } from '@idle/api-client';
import { answerNever, fakeFetch, loadState, resetAll } from '@idle/test-fixtures';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { chestInitialData, sampleChestRewards } from './fixtures';
import { LabyrinthChestPanel } from './LabyrinthChestPanel';

/** Hero_1 with this chest; Open answers `answer` from a fake server. */
function withChest(data: InitialData, answer: unknown = sampleChestRewards()): Decorator {
  return (Story) => {
    resetAll();
    configureApi({ fetch: fakeFetch({ 'misc.php?mod=getLabyrinthRewards': answer }) });
    loadState(data);
    return (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    );
  };
}

const meta = {
  title: 'Land/Panels/LabyrinthChest',
  component: LabyrinthChestPanel,
} satisfies Meta<typeof LabyrinthChestPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The chest waits to be opened; Open fills it with gold, credits and artisan shards. */
export const Waiting: Story = { decorators: [withChest(chestInitialData())] };

/** Open never answers: the panel says it is opening. Click Open to see it. */
export const Opening: Story = {
  decorators: [withChest(chestInitialData(), answerNever)],
};

/** Open is refused by the server: the text shows and the chest keeps waiting. Click Open. */
export const Refused: Story = {
  decorators: [
    withChest(chestInitialData(), { error: 'You have already opened your chest today.' }),
  ],
};

/** The chest was opened: its rewards and Close. */
export const Opened: Story = {
  decorators: [withChest(chestInitialData(sampleChestRewards()))],
};
