import type { Meta, StoryObj } from '@storybook/react';
import { Button } from '../Button/Button';
import { Figure, Figures } from '../Figures/Figures';
import { Section } from '../Section/Section';
import { Page } from './Page';

const meta = {
  title: 'UI/Page',
  component: Page,
  args: {
    title: 'Heroic Upgrades',
    children: (
      <Section title="Heroic potions">
        <Figures>
          <Figure label="Doses used">3 / 10</Figure>
          <Figure label="Owned">12</Figure>
        </Figures>
      </Section>
    ),
  },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleAndContent: Story = {};
export const WithIntroAndActions: Story = {
  args: {
    title: 'Your Listings',
    intro: 'Orders you placed on the market; cancel one to get its items or gold back.',
    actions: <Button size="sm">Refresh</Button>,
  },
};
