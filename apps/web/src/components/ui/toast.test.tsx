import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './Toaster';
import { toast, toastStore } from './toast-store';
import { useToast } from './use-toast';

function Trigger({ message }: { message?: string }) {
  const { error, success } = useToast();
  return (
    <>
      <button type="button" onClick={() => error(message)}>
        fail
      </button>
      <button type="button" onClick={() => success(message)}>
        succeed
      </button>
    </>
  );
}

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    toastStore.set([]);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows red errors and dark successes with the default messages', () => {
    render(
      <>
        <Trigger />
        <Toaster />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    fireEvent.click(screen.getByRole('button', { name: 'succeed' }));
    const error = screen.getByText('An error occurred').closest('[data-kind]');
    const success = screen.getByText('Successful').closest('[data-kind]');
    expect(error).toHaveAttribute('data-kind', 'error');
    expect(error).toHaveClass('bg-danger-600');
    expect(success).toHaveAttribute('data-kind', 'success');
    expect(success).toHaveClass('bg-ink-900');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });

  it('shows the given message and disappears after 3000 ms', () => {
    render(
      <>
        <Trigger message="Item added to cart" />
        <Toaster />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'succeed' }));
    expect(screen.getByText('Item added to cart')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText('Item added to cart')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Item added to cart')).not.toBeInTheDocument();
  });

  it('stacks toasts and each leaves on its own schedule', () => {
    render(
      <>
        <Trigger message="First" />
        <Toaster />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.click(screen.getByRole('button', { name: 'succeed' }));
    expect(screen.getAllByText('First')).toHaveLength(2);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getAllByText('First')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });

  it('keeps a toast with an action 6 s, and its button runs the action and closes it', () => {
    const undo = vi.fn();
    render(<Toaster />);
    act(() => {
      toast.success('Item deleted', { label: 'Undo', onAction: undo });
    });
    act(() => vi.advanceTimersByTime(5999));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Item deleted')).not.toBeInTheDocument();
    act(() => {
      toast.success('Item deleted', { label: 'Undo', onAction: undo });
    });
    act(() => vi.advanceTimersByTime(6000));
    expect(screen.queryByText('Item deleted')).not.toBeInTheDocument();
  });
});
