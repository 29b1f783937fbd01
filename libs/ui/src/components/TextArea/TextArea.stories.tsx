import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  args: { label: 'Message', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = {
  args: { defaultValue: 'The market closes for an hour tonight.\nThank you for your patience.' },
};
export const WithHint: Story = { args: { hint: 'At most 500 characters', maxLength: 500 } };
export const WithError: Story = { args: { error: 'Enter a message.' } };
export const Disabled: Story = { args: { defaultValue: 'Saved', disabled: true } };
