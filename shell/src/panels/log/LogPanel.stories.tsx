import { addToLog, type DeviceLogEntry } from '@idle/state';
import { loadState, resetAll } from '@idle/test-fixtures';
import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { LogPanel } from './LogPanel';
import { sampleDeviceLog, sampleTime } from './sample-log';

function withLog(entries: DeviceLogEntry[]): Decorator {
  return (Story) => {
    resetAll();
    loadState();
    addToLog(entries);
    return (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    );
  };
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
