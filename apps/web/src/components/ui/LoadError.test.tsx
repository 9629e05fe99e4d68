import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { LoadError } from './LoadError';

describe('load error', () => {
  it('says what could not load, the server’s words, and tries again', () => {
    const retry = vi.fn();
    render(
      <LoadError
        title="We could not load the categories."
        read={{ error: new ApiError('Server is busy', 503), refetch: retry }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load the categories.Server is busy');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('shows the read being asked again', () => {
    render(<LoadError read={{ error: new Error('offline'), refetch: () => {}, isFetching: true }} />);
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveAttribute('aria-busy', 'true');
  });

  it('stands in for a page: its title a heading, the ways out beside Try again, or alone when asking again cannot help', () => {
    const { rerender } = render(
      <LoadError
        layout="page"
        headingLevel={1}
        title="We could not load this car"
        read={{ error: new ApiError('Server is busy', 503), refetch: () => {} }}
        links={<a href="/">Home</a>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'We could not load this car' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Server is busy');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();

    rerender(
      <LoadError
        layout="page"
        title="Car not found"
        message="This car may have been removed."
        read={{ error: new ApiError('Not found', 404), refetch: () => {} }}
        canRetry={false}
        links={<a href="/">Home</a>}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This car may have been removed.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
  });
});
