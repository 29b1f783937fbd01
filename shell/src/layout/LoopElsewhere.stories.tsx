import type { Meta, StoryObj } from '@storybook/react';
import { useLayoutEffect } from 'react';
import { $loopElsewhere } from '../action-loop/one-tab';
import { LoopElsewhere } from './LoopElsewhere';

function Elsewhere({ elsewhere }: { elsewhere: boolean }) {
  useLayoutEffect(() => {
    $loopElsewhere.set(elsewhere);
    return () => {
      $loopElsewhere.set(false);
    };
  }, [elsewhere]);
  return <LoopElsewhere />;
}

const meta: Meta<typeof Elsewhere> = {
  title: 'Shell/LoopElsewhere',
  component: Elsewhere,
};
export default meta;

type Story = StoryObj<typeof Elsewhere>;

/** A second tab of the player: the loop runs in the first one. */
export const RunningInAnotherTab: Story = { args: { elsewhere: true } };
