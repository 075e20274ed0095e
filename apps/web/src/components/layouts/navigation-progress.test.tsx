import { act, fireEvent, render, screen } from '@/testing/render';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NavigationProgress } from './navigation-progress';

describe('NavigationProgress', () => {
  it('shows while the next page loads, with the current page still on screen', async () => {
    let arrive!: () => void;
    const nextPage = new Promise<void>((resolve) => (arrive = resolve));
    const router = createMemoryRouter([
      {
        element: (
          <>
            <NavigationProgress />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <Link to="/slow">Go slow</Link> },
          {
            path: '/slow',
            lazy: async () => {
              await nextPage;
              return { Component: () => <p>The slow page</p> };
            },
          },
        ],
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.queryByRole('progressbar')).toBeNull();

    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Go slow' }));
    });
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go slow' })).toBeTruthy();

    await act(async () => {
      arrive();
      await nextPage;
    });
    expect(await screen.findByText('The slow page')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
