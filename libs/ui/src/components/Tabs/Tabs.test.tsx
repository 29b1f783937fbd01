import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, type TabItem } from './Tabs';

const tabs: TabItem[] = [
  { id: 'sell', label: 'Sell', content: 'Sell orders' },
  { id: 'buy', label: 'Buy', content: 'Buy orders' },
  { id: 'locked', label: 'Locked', content: 'Nope', disabled: true },
  { id: 'mine', label: 'Mine', content: 'Your listings' },
];

describe('Tabs', () => {
  it('selects the first tab and shows its panel', () => {
    render(<Tabs label="Market" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Market' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sell' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Sell' })).toHaveTextContent('Sell orders');
  });

  it('selects with a click and with the arrow keys, skipping disabled tabs', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Tabs label="Market" tabs={tabs} onSelect={onSelect} />);
    await user.click(screen.getByRole('tab', { name: 'Buy' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Buy orders');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Mine' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Your listings');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Sell' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(onSelect).toHaveBeenLastCalledWith('mine');
  });

  it('gives the list a single tab stop', () => {
    render(<Tabs label="Market" tabs={tabs} defaultSelectedId="buy" />);
    expect(screen.getByRole('tab', { name: 'Buy' })).toHaveAttribute('tabIndex', '0');
    expect(screen.getByRole('tab', { name: 'Sell' })).toHaveAttribute('tabIndex', '-1');
  });

  it('makes the panel a tab stop unless its content starts with one', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Tabs label="Market" tabs={tabs} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
    unmount();
    const withField = tabs.map((tab) => ({ ...tab, content: <input aria-label="Price" /> }));
    render(<Tabs label="Market" tabs={withField} panelTabStop={false} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Price' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).not.toHaveAttribute('tabIndex');
  });
});
