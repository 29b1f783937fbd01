import { MARKET_INPUT_MAX_LENGTH } from '@idle/game-rules';
import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { NumberInput } from './NumberInput';

const meta = {
  title: 'UI/NumberInput',
  component: NumberInput,
  args: { label: 'Amount', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NumberInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** The market's amount and price inputs take up to 15 characters. */
export const MarketAmount: Story = {
  args: { maxLength: MARKET_INPUT_MAX_LENGTH, defaultValue: '1250', hint: 'Digits only, up to 15' },
};
export const Deconstruct: Story = {
  args: { label: 'Deconstruct amount', maxLength: 5, defaultValue: '99999' },
};
export const WithError: Story = { args: { defaultValue: '0', error: 'Invalid amount.' } };
export const Inline: Story = { args: { label: 'Price', inline: true, defaultValue: '14' } };

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('42');
    return (
      <>
        <NumberInput
          {...args}
          value={value}
          onChange={(next) => {
            setValue(next);
            args.onChange?.(next);
          }}
        />
        <p>Value: {value === '' ? '(empty)' : value}</p>
      </>
    );
  },
};
