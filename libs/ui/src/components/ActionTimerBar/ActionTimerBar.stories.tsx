import type { Meta, StoryObj } from '@storybook/react';
import { useEffect, useState } from 'react';
import { fn } from 'storybook/test';
import { ActionTimerBar } from './ActionTimerBar';

function Caption({ autos, duration }: { autos: number; duration: number }) {
  return (
    <p style={{ margin: '4px 0 0', fontSize: 11 }}>
      {autos} Autos, {duration} ms per action
    </p>
  );
}

const meta = {
  title: 'UI/ActionTimerBar',
  component: ActionTimerBar,
  args: { duration: 2000, autos: 150, onClick: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <>
      <ActionTimerBar {...args} />
      <Caption autos={args.autos} duration={args.duration} />
    </>
  ),
} satisfies Meta<typeof ActionTimerBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Above 10 Autos: green. */
export const Green: Story = {};
/** 1 to 10 Autos: yellow. */
export const Yellow: Story = { args: { autos: 7 } };
/** 0 Autos or fewer: red. */
export const Red: Story = { args: { autos: 0 } };
export const Idle: Story = { args: { running: false } };
/** Without onClick it is a plain timer, not a button. */
export const NotClickable: Story = {
  render: (args) => (
    <>
      <ActionTimerBar duration={args.duration} autos={args.autos} />
      <Caption autos={args.autos} duration={args.duration} />
    </>
  ),
};

/** Ticks every `duration` ms and spends one Auto per tick, as the action loop does. */
export const Looping: Story = {
  args: { autos: 14 },
  render: function Render(args) {
    const [tick, setTick] = useState(0);
    useEffect(() => {
      const id = setInterval(() => {
        setTick((count) => count + 1);
      }, args.duration);
      return () => {
        clearInterval(id);
      };
    }, [args.duration]);
    const autos = Math.max(0, args.autos - tick);
    return (
      <>
        <ActionTimerBar {...args} autos={autos} runKey={tick} running={autos > 0} />
        <Caption autos={autos} duration={args.duration} />
      </>
    );
  },
};
