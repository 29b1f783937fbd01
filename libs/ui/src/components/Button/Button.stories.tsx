import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Start', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['default', 'primary', 'danger', 'link'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Primary: Story = { args: { variant: 'primary', children: 'Confirm' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Stop Action' } };
export const Link: Story = { args: { variant: 'link', children: 'Back to dungeons' } };
export const Small: Story = { args: { size: 'sm', children: 'Max' } };
export const Disabled: Story = { args: { disabled: true, children: 'Enter' } };

export const All: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Button {...args}>Default</Button>
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="danger">
        Danger
      </Button>
      <Button {...args} variant="link">
        Link
      </Button>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} disabled>
        Disabled
      </Button>
    </div>
  ),
};
