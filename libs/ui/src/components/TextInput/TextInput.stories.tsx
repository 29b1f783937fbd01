import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { TextInput } from './TextInput';

const meta = {
  title: 'UI/TextInput',
  component: TextInput,
  args: { label: 'Username', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'Arthur' } };
export const WithHint: Story = { args: { hint: '3 to 20 letters or digits', maxLength: 20 } };
export const WithError: Story = { args: { defaultValue: 'a', error: 'That username is taken.' } };
export const Password: Story = {
  args: { label: 'Password', type: 'password', defaultValue: 'secret' },
};
export const Inline: Story = { args: { label: 'Search', inline: true, placeholder: 'Item name' } };
export const Disabled: Story = { args: { defaultValue: 'Arthur', disabled: true } };
