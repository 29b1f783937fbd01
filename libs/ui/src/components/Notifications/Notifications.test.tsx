import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Notifications, type NotificationItem } from './Notifications';

const items: NotificationItem[] = [
  { id: 1, kind: 'success', text: 'Your raid has started.' },
  { id: 2, kind: 'error', text: 'Not enough gold.' },
  { id: 3, kind: 'info', text: 'Bonus time is active.' },
];

describe('Notifications', () => {
  it('shows each notification, errors as alerts and others as status', () => {
    render(<Notifications items={items} onDismiss={vi.fn()} />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('alert')).toHaveTextContent('Not enough gold.');
    expect(screen.getAllByRole('status')).toHaveLength(2);
  });

  it('calls onDismiss with the id', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(<Notifications items={items} onDismiss={onDismiss} />);
    await user.click(screen.getByRole('button', { name: 'Dismiss: Not enough gold.' }));
    expect(onDismiss).toHaveBeenCalledWith(2);
  });

  it('renders markup as text', () => {
    const { container } = render(
      <Notifications
        items={[{ id: 'x', kind: 'info', text: '<img src=x onerror=alert(1)> [item:gold]' }]}
        onDismiss={vi.fn()}
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(
      '<img src=x onerror=alert(1)> [item:gold]',
    );
  });

  it('draws each text with renderText when given', () => {
    render(
      <Notifications
        items={[{ id: 'x', kind: 'success', text: 'You found [item:gold].' }]}
        onDismiss={vi.fn()}
        renderText={(text) => <em>{text.replace('[item:gold]', 'Gold')}</em>}
      />,
    );
    expect(screen.getByRole('status').querySelector('em')).toHaveTextContent('You found Gold.');
  });
});

describe('Notifications placement', () => {
  it('stacks fixed notifications at the bottom right, clear of the top bar', () => {
    render(<Notifications items={items} onDismiss={vi.fn()} />);
    const style = getComputedStyle(screen.getByRole('region', { name: 'Notifications' }));
    expect(style.position).toBe('fixed');
    expect(style.bottom).not.toBe('');
    expect(style.right).not.toBe('');
    expect(style.top).toBe('');
  });
});
