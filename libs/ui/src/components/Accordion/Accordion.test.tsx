import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Accordion, type AccordionItem } from './Accordion';
import styles from './Accordion.module.css';

const items: AccordionItem[] = [
  { id: 'forest', header: 'Forest', content: 'Wolves and boars' },
  { id: 'cave', header: 'Cave', content: 'Bats and trolls' },
  { id: 'keep', header: 'Keep', content: 'Knights', disabled: true },
  { id: 'swamp', header: 'Swamp', content: 'Lizards' },
];

describe('Accordion', () => {
  it('toggles an item with Enter and Space and reports it with aria-expanded', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    const forest = screen.getByRole('button', { name: 'Forest' });
    expect(forest).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Wolves and boars')).not.toBeVisible();

    forest.focus();
    await user.keyboard('{Enter}');
    expect(forest).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Forest' })).toHaveTextContent('Wolves and boars');
    expect(screen.getByText('Wolves and boars')).toBeVisible();

    await user.keyboard(' ');
    expect(forest).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Wolves and boars')).not.toBeVisible();
  });

  it('links each header to its region with aria-controls', () => {
    render(<Accordion items={items} defaultOpenIds={['cave']} />);
    const cave = screen.getByRole('button', { name: 'Cave' });
    const region = screen.getByRole('region', { name: 'Cave' });
    expect(cave).toHaveAttribute('aria-controls', region.id);
  });

  it('keeps one item open at a time by default', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.click(screen.getByRole('button', { name: 'Forest' }));
    await user.click(screen.getByRole('button', { name: 'Cave' }));
    expect(screen.getByRole('button', { name: 'Forest' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('button', { name: 'Cave' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('lets several items be open with multiple', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Accordion items={items} multiple onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Forest' }));
    await user.click(screen.getByRole('button', { name: 'Cave' }));
    expect(screen.getByRole('button', { name: 'Forest' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Cave' })).toHaveAttribute('aria-expanded', 'true');
    expect(onOpenChange).toHaveBeenLastCalledWith(['forest', 'cave']);
  });

  it('follows the openIds it is given when controlled', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Accordion items={items} openIds={['cave']} onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Forest' }));
    expect(onOpenChange).toHaveBeenCalledWith(['forest']);
    // The parent did not change openIds: nothing moves.
    expect(screen.getByRole('button', { name: 'Forest' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('button', { name: 'Cave' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves between enabled headers with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    screen.getByRole('button', { name: 'Forest' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Cave' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    // Keep is disabled and skipped.
    expect(screen.getByRole('button', { name: 'Swamp' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Forest' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Swamp' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: 'Forest' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Swamp' })).toHaveFocus();
  });

  it('ends a header with its aside, inside the button', () => {
    render(
      <Accordion
        items={[
          { id: 'forest', header: 'Forest', aside: 'Level 1 to 20', content: 'Mobs of the forest' },
        ]}
      />,
    );
    const button = screen.getByRole('button', { name: /Forest/ });
    expect(within(button).getByText('Level 1 to 20').className).toBe(styles.aside);
    expect(within(button).getByText('Forest')).toBeInTheDocument();
  });
});
