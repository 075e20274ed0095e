import { act, fireEvent, render, screen } from '@/testing/render';
import { createMemoryRouter, Link, Outlet, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import type { SessionCheck } from '@/lib/access';
import { guard, guardNavigationsOf } from './guards';

const session = vi.hoisted(() => ({ current: { kind: 'none' } as SessionCheck }));
vi.mock('@/lib/auth', () => ({ checkSession: () => Promise.resolve(session.current) }));

const signedIn: SessionCheck = {
  kind: 'user',
  user: { roles: ['renter'], sellerStatus: null, isStripeConnected: false },
} as unknown as SessionCheck;

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderApp(initialEntries = ['/']) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Where />
            <Outlet />
          </>
        ),
        HydrateFallback: () => <p>Checking</p>,
        children: [
          { path: '/', element: <Link to="/admin">Dashboard</Link> },
          {
            path: '/admin',
            ...guard('signed-in'),
            element: (
              <>
                <p>Your dashboard</p>
                <Link to="/">Home</Link>
              </>
            ),
          },
          { path: paths.signup, element: <p>Sign up</p> },
        ],
      },
    ],
    { initialEntries, initialIndex: initialEntries.length - 1 },
  );
  guardNavigationsOf(router);
  render(<RouterProvider router={router} />);
  return router;
}

/** Awaited, so the router's navigation (the guard's check) settles inside the test's act scope. */
async function navigate(go: () => unknown) {
  await act(async () => {
    await go();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('guard', () => {
  it('lets a signed-in visitor in and sends a guest to sign up, after the page they came from', async () => {
    session.current = { kind: 'none' };
    const router = renderApp();
    await navigate(() => fireEvent.click(screen.getByRole('link', { name: 'Dashboard' })));
    expect(await screen.findByText('Sign up')).toBeTruthy();
    expect(screen.queryByText('Your dashboard')).toBeNull();
    // The guarded page never was an entry: Back goes to where the visitor came from.
    await navigate(() => router.navigate(-1));
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeTruthy();
  });

  it('replaces a first page the visitor may not open', async () => {
    session.current = { kind: 'none' };
    const router = renderApp(['/', '/admin']);
    await navigate(() => undefined);
    expect(await screen.findByText('Sign up')).toBeTruthy();
    // Replaced: Back goes to the page before, not to the guarded page again.
    await navigate(() => router.navigate(-1));
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeTruthy();
  });

  it('checks again when the visitor comes back to a page after signing out', async () => {
    session.current = signedIn;
    const router = renderApp();
    await navigate(() => fireEvent.click(screen.getByRole('link', { name: 'Dashboard' })));
    expect(await screen.findByText('Your dashboard')).toBeTruthy();
    await navigate(() => fireEvent.click(screen.getByRole('link', { name: 'Home' })));
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeTruthy();

    session.current = { kind: 'none' };
    await navigate(() => router.navigate(-1));
    expect(await screen.findByText('Sign up')).toBeTruthy();
    expect(screen.queryByText('Your dashboard')).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe(paths.signup);
  });
});
