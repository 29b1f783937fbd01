import type { GatheringEvent } from '@idle/contracts';
import { beginAction, updateAction } from '@idle/state';
import { loadState, resetAll, sampleEvent, sampleInitialData } from '@idle/test-fixtures';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { EventPanel } from './EventPanel';

/** Hero_1 loaded with this event running (or none); Join asks the shell (absent here) to start. */
function withEvent(event: GatheringEvent | null, joined = false): Decorator {
  return (Story) => {
    resetAll();
    loadState(sampleInitialData({ event }));
    if (joined && event) {
      beginAction(event.type, { event: event.id });
      updateAction({ status: 'running' });
    }
    return (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    );
  };
}

const meta = {
  title: 'Gathering/Panels/Event',
  component: EventPanel,
} satisfies Meta<typeof EventPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An Epic mining event, +50% resources, 15 minutes left, counting down (mm:ss). */
export const Running: Story = { decorators: [withEvent(sampleEvent())] };

/** A Mythical woodcutting event over an hour long (h:mm:ss). */
export const Long: Story = {
  decorators: [
    withEvent(
      sampleEvent({ type: 'woodcutting', rarity: 6, bonusPercent: 150, timeRemaining: 5_425 }),
    ),
  ],
};

/** A Celestial quarrying event the player takes part in: the button reads Joined. */
export const Joined: Story = {
  decorators: [withEvent(sampleEvent({ type: 'quarrying', rarity: 7, bonusPercent: 200 }), true)],
};

/** The last seconds: at 0 the event is cleared and the panel rules hide the panel. */
export const Ending: Story = { decorators: [withEvent(sampleEvent({ timeRemaining: 5 }))] };

/** No event running (the panel rules hide the panel then). */
export const NoEvent: Story = { decorators: [withEvent(null)] };
