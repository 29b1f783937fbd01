import { configureApi } from '@idle/api-client';
import { addToLog, beginAction, setPanelCollapsed, updateAction } from '@idle/state';
import {
  fakeFetch,
  loadState,
  resetAll,
  sampleApiAnswers,
  sampleEvent,
  sampleInitialData,
} from '@idle/test-fixtures';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { PanelColumn } from './PanelColumn';

/**
 * Hero_1 loaded. The domain panels (Attributes, Masteries, Event, Effects, Bosses, Equipment, ...)
 * get their contents from their remotes in slots, which storybook does not compose: their stories
 * are the remotes' (Battle/Panels, Gathering/Panels, Land/Panels).
 */
const loaded: Decorator = (Story) => {
  resetAll();
  configureApi({ fetch: fakeFetch(sampleApiAnswers()) });
  loadState();
  return <Story />;
};

const meta = {
  title: 'Shell/Panels/PanelColumn',
  component: PanelColumn,
  args: { side: 'left' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PanelColumn>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Attributes, Masteries (slots), Skills, Current Action (idle) and an empty Log. */
export const Left: Story = { decorators: [loaded] };

/** Bonus Time, Effects, Bosses and Equipment (slots) and Action Bonus. */
export const Right: Story = { args: { side: 'right' }, decorators: [loaded] };

/** The right side during an Epic mining event: the Event panel (a slot) shows above Bonus Time. */
export const RightWithEvent: Story = {
  args: { side: 'right' },
  decorators: [
    (Story) => {
      resetAll();
      configureApi({ fetch: fakeFetch(sampleApiAnswers()) });
      loadState(sampleInitialData({ event: sampleEvent() }));
      return <Story />;
    },
  ],
};

/** Battling the Cellar Rat, with drops and messages in the log. */
export const LeftWhileBattling: Story = {
  decorators: [
    (Story) => {
      beginAction('battling');
      updateAction({ status: 'running' });
      const now = Date.now();
      addToLog([
        { type: 'msg', tstamp: now - 4_000, data: 'You have reached battling level 12!' },
        { type: 'item', tstamp: now - 2_000, data: { id: 'rat_tail', amount: 1 } },
        { type: 'item', tstamp: now, data: { id: 'weapon_component', amount: 2 } },
      ]);
      return <Story />;
    },
    loaded,
  ],
};

/** Panels the player collapsed stay collapsed on this device. */
export const CollapsedPanels: Story = {
  decorators: [
    (Story) => {
      setPanelCollapsed('masteries', true);
      setPanelCollapsed('skills', true);
      return <Story />;
    },
    loaded,
  ],
};

/** Before the initial data is loaded. */
export const Loading: Story = {
  args: { side: 'right' },
  decorators: [
    (Story) => {
      resetAll();
      return <Story />;
    },
  ],
};
