import { TIMINGS } from '@idle/game-rules';
import type { Meta, StoryObj } from '@storybook/react';
import { useEffect, useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { Notifications, type NotificationItem } from './Notifications';

const several: NotificationItem[] = [
  { id: 1, kind: 'success', text: 'Your raid has started.' },
  { id: 2, kind: 'error', text: 'Not enough gold.' },
  { id: 3, kind: 'info', text: 'A mining event has started: 30 minutes remaining.' },
];

const meta = {
  title: 'UI/Notifications',
  component: Notifications,
  args: { items: several, onDismiss: fn(), placement: 'inline' },
} satisfies Meta<typeof Notifications>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SeveralKinds: Story = {};
export const Success: Story = {
  args: { items: [{ id: 1, kind: 'success', text: 'Item listed on the market.' }] },
};
export const Error: Story = {
  args: { items: [{ id: 1, kind: 'error', text: 'Server is down.' }] },
};
export const Info: Story = {
  args: { items: [{ id: 1, kind: 'info', text: 'You progress to the next room.' }] },
};
export const MarkupShownAsText: Story = {
  args: { items: [{ id: 1, kind: 'info', text: '<b>not bold</b> [item:gold]' }] },
};

/** The shell's way: it owns the list and closes each notification after 5 s. */
export const WithAutoClose: Story = {
  args: { items: [], placement: 'fixed' },
  render: function Render(args) {
    const [items, setItems] = useState<NotificationItem[]>(several);
    const [next, setNext] = useState(4);
    useEffect(() => {
      const timers = items.map((item) =>
        setTimeout(() => {
          setItems((list) => list.filter((other) => other.id !== item.id));
        }, TIMINGS.NOTIFICATION_AUTO_CLOSE),
      );
      return () => {
        timers.forEach(clearTimeout);
      };
    }, [items]);
    return (
      <>
        <Button
          onClick={() => {
            setItems((list) => [...list, { id: next, kind: 'info', text: `Notification ${next}` }]);
            setNext(next + 1);
          }}
        >
          Notify
        </Button>
        <Notifications
          {...args}
          items={items}
          onDismiss={(id) => {
            setItems((list) => list.filter((item) => item.id !== id));
            args.onDismiss(id);
          }}
        />
      </>
    );
  },
};
