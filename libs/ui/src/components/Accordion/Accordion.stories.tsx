import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { Accordion, type AccordionItem } from './Accordion';

const areas: AccordionItem[] = [
  {
    id: 'meadow',
    header: 'Green Meadow (power level 10)',
    content: 'Rabbit, Fox, Wild Boar. Loot: Rabbit Fur x1-3 (1/4).',
  },
  {
    id: 'forest',
    header: 'Dark Forest (power level 150)',
    content: 'Wolf, Bear, Forest Troll. Loot: Wolf Pelt x1-2 (1/6).',
  },
  { id: 'caves', header: 'Crystal Caves (power level 2,400)', content: 'Cave Bat, Golem.' },
  { id: 'keep', header: '[Unable To Enter] Shadow Keep', content: 'Locked', disabled: true },
];

const meta = {
  title: 'UI/Accordion',
  component: Accordion,
  args: { items: areas, onOpenChange: fn() },
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllClosed: Story = {};
export const OneOpen: Story = { args: { defaultOpenIds: ['forest'] } };
export const Multiple: Story = { args: { multiple: true, defaultOpenIds: ['meadow', 'caves'] } };
export const WithAsides: Story = {
  args: {
    defaultOpenIds: ['meadow'],
    items: [
      { id: 'meadow', header: 'Meadow', aside: 'Power level 1 to 400', content: 'Rabbit, Fox.' },
      {
        id: 'caves',
        header: 'Crystal Caves',
        aside: '3 battles left',
        content: 'Cave Bat, Golem.',
      },
    ],
  },
};
