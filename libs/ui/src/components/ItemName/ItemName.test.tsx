import { GOLD_COLOUR_HEX, RARITIES, rarityColour } from '@idle/game-rules';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $marketValues, setMarketValues } from '@idle/state';
import { ItemName } from './ItemName';

const sword = { name: 'Iron Sword', description: 'A plain blade.', rarity: 3 };

/** jsdom reports inline colours as rgb(); compare through a probe element. */
function cssColour(value: string): string {
  const probe = document.createElement('span');
  probe.style.color = value;
  return probe.style.color;
}

describe('ItemName', () => {
  afterEach(() => {
    vi.useRealTimers();
    $marketValues.set(null);
  });

  it("adds the item's 7-day average price to its popup, from the shared values", () => {
    vi.useFakeTimers();
    setMarketValues({
      days: 7,
      values: [{ itemid: 'iron_sword', averageCents: 123_450, volume: 3 }],
    });
    render(
      <>
        <ItemName itemId="iron_sword" item={sword} />
        <ItemName itemId="copper_ore" item={{ ...sword, name: 'Copper Ore' }} />
      </>,
    );
    const traded = screen.getByText('Iron Sword');
    fireEvent.mouseEnter(traded);
    act(() => {
      vi.advanceTimersByTime(80);
    });
    expect(screen.getByRole('tooltip')).toHaveTextContent(
      'Market value: 1,234.5 gold each (7-day average)',
    );
    fireEvent.mouseLeave(traded);
    fireEvent.mouseEnter(screen.getByText('Copper Ore'));
    act(() => {
      vi.advanceTimersByTime(200);
    });
    // Not traded over the week: no value line.
    expect(screen.getByRole('tooltip')).not.toHaveTextContent('Market value');
  });

  it.each(Object.entries(RARITIES))('draws a rarity %s item in its colour', (rarity, entry) => {
    render(<ItemName itemId="thing" item={{ ...sword, rarity: Number(rarity) }} />);
    expect(screen.getByText('Iron Sword').parentElement).toHaveStyle({
      color: cssColour(entry.hex),
    });
  });

  it('draws gold in the gold colour whatever its rarity', () => {
    render(<ItemName itemId="gold" item={{ name: 'Gold', description: '', rarity: 5 }} />);
    expect(screen.getByText('Gold').parentElement).toHaveStyle({
      color: cssColour(GOLD_COLOUR_HEX),
    });
  });

  it('shows name, rarity name and description 80 ms after hover', () => {
    vi.useFakeTimers();
    render(<ItemName itemId="iron_sword" item={sword} />);
    fireEvent.mouseEnter(screen.getByText('Iron Sword'));
    act(() => {
      vi.advanceTimersByTime(79);
    });
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    const popup = screen.getByRole('tooltip');
    expect(popup).toHaveTextContent('Iron Sword');
    expect(popup).toHaveTextContent('Rare');
    expect(popup).toHaveTextContent('A plain blade.');
    expect(screen.getByText('Rare')).toHaveStyle({ color: cssColour(rarityColour(3)) });
    expect(
      screen.getByText('Iron Sword', { selector: '[data-item-id] *' }).parentElement,
    ).toHaveAttribute('aria-describedby', popup.id);
  });

  it('shows an amount with thousands separators', () => {
    render(<ItemName itemId="copper_ore" item={{ ...sword, name: 'Copper Ore' }} amount={1250} />);
    expect(screen.getByText('x1,250')).toBeInTheDocument();
  });

  it('is a button when it has an action', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<ItemName itemId="iron_sword" item={sword} onClick={onClick} />);
    await user.click(screen.getByRole('button', { name: 'Iron Sword' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('carries its item tag for shift-click to the chat, as a span and as a button', () => {
    const { container, rerender } = render(<ItemName itemId="iron_sword" item={sword} />);
    expect(container.querySelector('[data-chat-link]')).toHaveAttribute(
      'data-chat-link',
      '[item:iron_sword]',
    );
    rerender(<ItemName itemId="iron_sword" item={sword} onClick={() => undefined} />);
    expect(screen.getByRole('button')).toHaveAttribute('data-chat-link', '[item:iron_sword]');
  });

  it('renders markup in names and descriptions as text', () => {
    vi.useFakeTimers();
    const item = { name: '<b>Bold</b>', description: '<img src=x onerror=alert(1)>', rarity: 1 };
    const { container } = render(<ItemName itemId="x" item={item} />);
    fireEvent.mouseEnter(screen.getByText('<b>Bold</b>'));
    act(() => {
      vi.advanceTimersByTime(80);
    });
    expect(container.querySelector('b')).toBeNull();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByRole('tooltip')).toHaveTextContent('<img src=x onerror=alert(1)>');
  });

  it('survives an item with an unknown rarity', () => {
    render(<ItemName itemId="odd" item={{ ...sword, rarity: 9 }} />);
    expect(screen.getByText('Iron Sword')).toBeInTheDocument();
  });
});
