import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Pager, pageFrom } from './Pager';

function renderPager(element: React.ReactNode, path: string) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('pager', () => {
  it('reads ?page=, the first page when it is anything else', () => {
    expect(pageFrom(new URLSearchParams('page=3'))).toBe(3);
    expect(pageFrom(new URLSearchParams('page=-1'))).toBe(1);
    expect(pageFrom(new URLSearchParams('page=2.5'))).toBe(1);
    expect(pageFrom(new URLSearchParams('page=abc'))).toBe(1);
    expect(pageFrom(new URLSearchParams(''))).toBe(1);
  });

  it('shows nothing when everything fits on one page', () => {
    renderPager(<Pager label="Pages" pagination={{ page: 1, lastPage: 1 }} />, '/list');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('links to the pages around, keeping the rest of the query string', () => {
    renderPager(
      <Pager label="Car pages" pagination={{ page: 2, lastPage: 3 }} controls="links" />,
      '/cars?sort=newest&page=2',
    );
    const nav = screen.getByRole('navigation', { name: 'Car pages' });
    expect(nav).toHaveTextContent('Page 2 of 3');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/cars?sort=newest');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/cars?sort=newest&page=3');
  });

  it('leaves out the link past the last page', () => {
    renderPager(
      <Pager label="Car pages" pagination={{ page: 3, lastPage: 3 }} controls="links" />,
      '/cars?page=3',
    );
    expect(screen.getByRole('link', { name: 'Previous' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('moves with buttons, newest-first lists saying Newer and Older', () => {
    const router = renderPager(
      <Pager label="Inbox pages" pagination={{ page: 1, lastPage: 2 }} newestFirst />,
      '/account/inbox?message=abc',
    );
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(router.state.location.search).toBe('?message=abc&page=2');
  });
});
