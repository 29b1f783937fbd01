import type { Meta, StoryObj } from '@storybook/react';
import { Button } from '../Button/Button';
import { Muted } from '../Muted/Muted';
import { Section } from './Section';

const meta = {
  title: 'UI/Section',
  component: Section,
  args: {
    title: 'Change Username',
    children: (
      <>
        <Muted>A new username costs 500 credits.</Muted>
        <div>
          <Button variant="primary">Change</Button>
        </div>
      </>
    ),
  },
} satisfies Meta<typeof Section>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Box: Story = {};
export const Plain: Story = { args: { variant: 'plain', title: 'Donate' } };
export const Level4: Story = { args: { level: 4, title: 'Attack upgrade' } };
export const OwnWidth: Story = { args: { align: 'start' } };
export const TitleBarTone: Story = { args: { titleTone: 'titlebar', title: 'Statistics' } };
