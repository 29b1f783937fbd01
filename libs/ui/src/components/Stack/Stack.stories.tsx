import type { Meta, StoryObj } from '@storybook/react';
import { Muted } from '../Muted/Muted';
import { Section } from '../Section/Section';
import { Stack } from './Stack';

const meta = {
  title: 'UI/Stack',
  component: Stack,
  args: {
    gap: 6,
    children: (
      <>
        <Section title="Credits">
          <Muted>Buy credits with gold.</Muted>
        </Section>
        <Section title="Caches">
          <Muted>Open a cache for a random reward.</Muted>
        </Section>
      </>
    ),
  },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sections: Story = {};
export const List: Story = {
  args: {
    as: 'ul',
    gap: 2,
    children: (
      <>
        <li>Dragon (level 120)</li>
        <li>Hydra (level 80)</li>
      </>
    ),
  },
};
