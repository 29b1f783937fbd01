import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Panel } from './Panel';

describe('Panel', () => {
  it('is a region named by its title bar', () => {
    render(<Panel title="Bonus Time">75% bonus</Panel>);
    expect(screen.getByRole('region', { name: 'Bonus Time' })).toHaveTextContent('75% bonus');
    expect(screen.getByRole('heading', { name: 'Bonus Time' })).toBeInTheDocument();
  });

  it('calls onToggle and hides its content when the parent collapses it', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    const { rerender } = render(
      <Panel title="Effects" collapsed={false} onToggle={onToggle}>
        Potion of strength
      </Panel>,
    );
    const toggle = screen.getByRole('button', { name: 'Collapse Effects' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Potion of strength')).toBeVisible();

    await user.click(toggle);
    expect(onToggle).toHaveBeenCalledWith(true);

    rerender(
      <Panel title="Effects" collapsed onToggle={onToggle}>
        Potion of strength
      </Panel>,
    );
    expect(screen.getByText('Potion of strength')).not.toBeVisible();
    const expand = screen.getByRole('button', { name: 'Expand Effects' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    await user.click(expand);
    expect(onToggle).toHaveBeenLastCalledWith(false);
  });

  it('collapses by itself when uncontrolled', async () => {
    const user = userEvent.setup();
    render(<Panel title="Event">Mining event</Panel>);
    await user.click(screen.getByRole('button', { name: 'Collapse Event' }));
    expect(screen.getByText('Mining event')).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Expand Event' }));
    expect(screen.getByText('Mining event')).toBeVisible();
  });

  it('has no toggle when not collapsible', () => {
    render(
      <Panel title="Land" collapsible={false}>
        Plot
      </Panel>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
