import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Loaded, type LoadedState } from './Loaded';

function Count({ state, onRetry }: { state: LoadedState<number>; onRetry?: () => void }) {
  return (
    <Loaded state={state} failedText="The count could not be loaded." onRetry={onRetry}>
      {(count) => <p>Count {count}</p>}
    </Loaded>
  );
}

describe('Loaded', () => {
  it('announces loading, with the default text unless given one', () => {
    const { rerender } = render(<Count state={{ status: 'loading' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    rerender(
      <Loaded state={{ status: 'loading' }} loadingText="Loading dungeons..." failedText="">
        {() => null}
      </Loaded>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading dungeons...');
  });

  it('shows the failure with Retry, which loads again', async () => {
    const onRetry = vi.fn();
    render(<Count state={{ status: 'error' }} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The count could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('offers no Retry without onRetry', () => {
    render(<Count state={{ status: 'error' }} />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('renders the content from the data, and accepts a load state with a message', () => {
    // The request layer's failures carry a message; the shape still fits.
    const state: LoadedState<number> = { status: 'ready', data: 7 };
    const failed: { status: 'error'; message: string } = { status: 'error', message: 'down' };
    const { rerender } = render(<Count state={state} />);
    expect(screen.getByText('Count 7')).toBeInTheDocument();
    rerender(<Count state={failed} />);
    expect(screen.queryByText('down')).toBeNull();
  });
});
