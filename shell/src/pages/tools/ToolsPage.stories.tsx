import { type CalculatorId, type RemoteName } from '@idle/contracts';
import type { Meta, StoryObj } from '@storybook/react';
import type { ComponentType } from 'react';
import { type LoadedCalculators, RemoteUnavailableError } from '../../federation/registry';
import { ToolsPage } from './ToolsPage';

/** A stand-in for a remote's calculator. */
function sample(text: string): ComponentType {
  return function SampleCalculator() {
    return <p style={{ margin: 0 }}>{text}</p>;
  };
}

const SAMPLES: Record<RemoteName, Partial<Record<CalculatorId, ComponentType>>> = {
  'mfe-battle': { dungeons: sample('Runs to the next jewel slot.') },
  'mfe-gathering-crafting': { toolComponents: sample('Tool components to the target level.') },
  'mfe-land-labyrinth': {
    land: sample('Land costs to the target level.'),
    trinkets: sample('Trinket fragments and the wait for a trinket.'),
    personnel: sample('Gold and credits to a tier.'),
    labyrinth: sample("Today's rooms at your levels."),
  },
  'mfe-clan': {},
  'mfe-market': {},
  'mfe-premium-chat': {},
  'mfe-admin': {},
};

function loaded(remote: RemoteName): Promise<LoadedCalculators> {
  return Promise.resolve({
    contractsVersion: '1.0.0',
    buildId: 'story',
    calculators: SAMPLES[remote],
  });
}

/**
 * /tools hosts the calculators of the remotes that own them (each remote's own stories show the
 * calculators themselves): every heading at once, each calculator loading, shown, or
 * unavailable with Retry on its own.
 */
const meta = {
  title: 'Shell/Pages/Tools',
  component: ToolsPage,
  args: { loadCalculators: loaded },
} satisfies Meta<typeof ToolsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every remote loaded. */
export const Ready: Story = {};

/** While the remotes' calculators load. */
export const Loading: Story = {
  args: { loadCalculators: () => new Promise<LoadedCalculators>(() => undefined) },
};

/** The land and labyrinth remote is down: its calculators say so, the others work. */
export const OneRemoteDown: Story = {
  args: {
    loadCalculators: (remote) =>
      remote === 'mfe-land-labyrinth'
        ? Promise.reject(
            new RemoteUnavailableError(remote, 'unreachable', 'This area could not be loaded.'),
          )
        : loaded(remote),
  },
};
