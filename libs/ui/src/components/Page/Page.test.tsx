import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Page } from './Page';

describe('Page', () => {
  it('is a region named by its h2 title', () => {
    render(<Page title="Dungeons">content</Page>);
    const page = screen.getByRole('region', { name: 'Dungeons' });
    expect(screen.getByRole('heading', { level: 2, name: 'Dungeons' })).toBeInTheDocument();
    expect(page).toHaveTextContent('content');
  });

  it('keeps a given title id, and shows the intro and the actions', () => {
    render(
      <Page
        title="Market"
        titleId="market-title"
        intro="Buy and sell."
        actions={<button>Go</button>}
      >
        content
      </Page>,
    );
    expect(screen.getByRole('heading', { name: 'Market' })).toHaveAttribute('id', 'market-title');
    const page = screen.getByRole('region', { name: 'Market' });
    expect(page).toHaveTextContent('Buy and sell.');
    expect(screen.getByRole('button', { name: 'Go' })).toBeInTheDocument();
  });
});
