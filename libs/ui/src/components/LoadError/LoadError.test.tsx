import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from '../EmptyState/EmptyState';
import { LoadingState } from '../LoadingState/LoadingState';
import { Spinner } from '../Spinner/Spinner';
import { LoadError } from './LoadError';

describe('LoadError', () => {
  it('announces the message and retries on demand', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<LoadError message="Server is down." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Server is down.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('has no Retry button without onRetry', () => {
    render(<LoadError message="Server is down." />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('EmptyState, LoadingState and Spinner', () => {
  it('shows the empty message', () => {
    render(<EmptyState message="Your log is empty..." />);
    expect(screen.getByText('Your log is empty...')).toBeInTheDocument();
  });

  it('announces loading once', () => {
    render(<LoadingState />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('gives a standalone spinner an accessible name', () => {
    render(<Spinner label="Saving" />);
    expect(screen.getByRole('status')).toHaveTextContent('Saving');
  });
});
