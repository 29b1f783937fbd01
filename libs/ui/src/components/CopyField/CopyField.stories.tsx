import type { Meta, StoryObj } from '@storybook/react';
import { Button } from '../Button/Button';
import { CopyField } from './CopyField';

const meta = {
  title: 'UI/CopyField',
  component: CopyField,
  args: {
    label: 'Your referral link',
    value: 'https://idle.example/?ref=1234',
    copiedText: 'Your referral link is copied.',
    notCopiedText: 'The link could not be copied: it is selected, copy it by hand.',
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8, maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CopyField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Link: Story = {};
export const KeyWithDone: Story = {
  args: {
    label: 'Your new key “Spreadsheet”',
    value: 'idle_k7Qm2x9PzR4tLw8NvB3sYh6Jc1Df5Ga0',
    code: true,
    children: <Button>Done</Button>,
  },
};
