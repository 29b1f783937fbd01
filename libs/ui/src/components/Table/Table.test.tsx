import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Table, type TableColumn } from './Table';

interface Order {
  id: number;
  seller: string;
  amount: number;
}

const columns: TableColumn<Order>[] = [
  { key: 'seller', header: 'Seller', render: (order) => order.seller },
  { key: 'amount', header: 'Amount', render: (order) => order.amount, align: 'right' },
];

describe('Table', () => {
  it('names a column whose header is kept for assistive technology only', () => {
    render(
      <Table
        caption="Sell orders"
        columns={[
          ...columns,
          { key: 'buy', header: 'Buy', hideHeader: true, render: () => <button>Buy</button> },
        ]}
        rows={[{ id: 1, seller: 'Ann', amount: 5 }]}
        rowKey={(order) => order.id}
      />,
    );
    const header = screen.getByRole('columnheader', { name: 'Buy' });
    expect(header.firstElementChild?.className).toMatch(/visuallyHidden/);
    expect(screen.getByRole('columnheader', { name: 'Seller' }).firstElementChild).toBeNull();
  });

  it('renders a header row and one row per item', () => {
    render(
      <Table
        caption="Sell orders"
        columns={columns}
        rows={[
          { id: 1, seller: 'Ann', amount: 5 },
          { id: 2, seller: 'Bob', amount: 7 },
        ]}
        rowKey={(order) => order.id}
      />,
    );
    const table = screen.getByRole('table', { name: 'Sell orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Seller', 'Amount']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('cell', { name: 'Bob' })).toBeInTheDocument();
  });

  it('puts the data attributes rowAttributes gives on each row', () => {
    render(
      <Table
        columns={columns}
        rows={[
          { id: 1, seller: 'Ann', amount: 5 },
          { id: 2, seller: 'Bob', amount: 7 },
        ]}
        rowKey={(order) => order.id}
        rowAttributes={(order) => ({ 'data-seller': order.seller })}
      />,
    );
    expect(screen.getByRole('cell', { name: 'Bob' }).closest('tr')).toHaveAttribute(
      'data-seller',
      'Bob',
    );
    expect(screen.getAllByRole('row')[0]).not.toHaveAttribute('data-seller');
  });

  it('shows the empty text across all columns when there are no rows', () => {
    render(
      <Table columns={columns} rows={[]} rowKey={(order) => order.id} emptyText="No orders." />,
    );
    const cell = screen.getByRole('cell', { name: 'No orders.' });
    expect(cell).toHaveAttribute('colSpan', '2');
  });

  it('renders cell text as text', () => {
    render(
      <Table
        columns={columns}
        rows={[{ id: 1, seller: '<script>alert(1)</script>', amount: 1 }]}
        rowKey={(order) => order.id}
      />,
    );
    expect(screen.getByRole('cell', { name: '<script>alert(1)</script>' })).toBeInTheDocument();
    expect(document.querySelector('tbody script')).toBeNull();
  });

  describe('wider than its place', () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    /** Makes every element `scrollWidth` wide in a place `clientWidth` wide (jsdom lays out nothing). */
    function layOut(scrollWidth: number, clientWidth: number) {
      vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
    }

    it('scrolls inside a focusable region named by its caption', () => {
      layOut(600, 340);
      render(
        <Table columns={columns} rows={[]} rowKey={(order) => order.id} caption="Sell orders" />,
      );
      const region = screen.getByRole('region', { name: 'Sell orders' });
      expect(region).toHaveAttribute('tabindex', '0');
      expect(region).toContainElement(screen.getByRole('table'));
    });

    it('names the region by its label when it has no caption', () => {
      layOut(600, 340);
      render(<Table columns={columns} rows={[]} rowKey={(order) => order.id} label="Loot" />);
      expect(screen.getByRole('region', { name: 'Loot' })).toHaveAttribute('tabindex', '0');
    });

    it('is no region and no tab stop when it fits', () => {
      layOut(340, 340);
      render(<Table columns={columns} rows={[]} rowKey={(order) => order.id} label="Loot" />);
      expect(screen.queryByRole('region')).toBeNull();
      expect(screen.getByRole('table').parentElement).not.toHaveAttribute('tabindex');
    });
  });
});
