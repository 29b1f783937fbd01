import type { InitialData } from '@idle/contracts';
import { addToLog, applySocketMessage, applyTick, type DeviceLogEntry } from '@idle/state';
import { loadState, resetAll } from '@idle/test-fixtures';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { LogPanel } from './LogPanel';
import {
  chestInitialData,
  sampleBossReward,
  sampleChestTick,
  sampleDeviceLog,
  sampleTime,
} from './fixtures';

/** Fresh state from `data`, then `write` fills the log as the game would. */
function withState(write: () => void, data?: InitialData): Decorator {
  return (Story) => {
    resetAll();
    loadState(data);
    write();
    return (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    );
  };
}

function withLog(entries: DeviceLogEntry[]): Decorator {
  return withState(() => {
    addToLog(entries);
  });
}

const meta = {
  title: 'Shell/Panels/Log',
  component: LogPanel,
} satisfies Meta<typeof LogPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No entries yet: "Your log is empty...". */
export const Empty: Story = { decorators: [withLog([])] };

/** One entry of every type: msg, item (a drop), rmsg, jewel and trinket. */
export const EveryType: Story = { decorators: [withLog(sampleDeviceLog())] };

/**
 * The end of a dungeon (the last fight's drop, then the chest's tokens and Ember Core) and a
 * world boss's reward, logged by the state library from the tick answer and the socket message.
 */
export const ChestDrops: Story = {
  decorators: [
    withState(() => {
      applyTick('dungeoneering', sampleChestTick(), sampleTime(0));
      applySocketMessage(sampleBossReward(), sampleTime(1));
    }, chestInitialData()),
  ],
};

/** A long log scrolls inside the panel. */
export const Full: Story = {
  decorators: [
    withLog(
      Array.from({ length: 40 }, (_, index) => {
        const sample = sampleDeviceLog()[index % 5];
        return { ...(sample as DeviceLogEntry), tstamp: sampleTime(index) };
      }),
    ),
  ],
};
