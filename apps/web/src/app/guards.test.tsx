import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  Link,
  Route,
  Routes,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  useLocation,
} from 'react-router';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import type { SessionCheck } from '@/lib/access';
import { NavigationRouter } from '@/lib/navigation';
import { Guard } from './guards';

const session = vi.hoisted(() => ({ current: { kind: 'none' } as SessionCheck }));
vi.mock('@/lib/auth', () => ({ checkSession: () => Promise.resolve(session.current) }));

const signedIn: SessionCheck = {
  kind: 'user',
  user: { roles: ['renter'], sellerStatus: null, isStripeConnected: false },
} as unknown as SessionCheck;

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderApp() {
  const history = createMemoryHistory({ initialEntries: ['/'], v5Compat: true });
  render(
    <NavigationRouter history={history}>
      <Where />
      <Suspense fallback={<p>Checking</p>}>
        <Routes>
          <Route path="/" element={<Link to="/admin">Dashboard</Link>} />
          <Route
            path="/admin"
            element={
              <Guard rule="signed-in">
                <p>Your dashboard</p>
                <Link to="/">Home</Link>
              </Guard>
            }
          />
          <Route path={paths.signup} element={<p>Sign up</p>} />
        </Routes>
      </Suspense>
    </NavigationRouter>,
  );
  return history;
}

/** Awaited, so React finishes the suspended navigation inside the test's act scope. */
async function navigate(go: () => void) {
  await act(async () => {
    go();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('Guard', () => {
  it('lets a signed-in visitor in and sends a guest to sign up, replacing the page', async () => {
    session.current = { kind: 'none' };
    const history = renderApp();
    await navigate(() => fireEvent.click(screen.getByRole('link', { name: 'Dashboard' })));
    expect(screen.getByText('Sign up')).toBeTruthy();
    expect(screen.queryByText('Your dashboard')).toBeNull();
    // Replaced: Back goes to where the visitor came from, not to the guarded page again.
    expect(history.index).toBe(1);
  });

  it('checks again when the visitor comes back to a page after signing out', async () => {
    session.current = signedIn;
    const history = renderApp();
    await navigate(() => fireEvent.click(screen.getByRole('link', { name: 'Dashboard' })));
    expect(screen.getByText('Your dashboard')).toBeTruthy();
    await navigate(() => fireEvent.click(screen.getByRole('link', { name: 'Home' })));
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeTruthy();

    session.current = { kind: 'none' };
    await navigate(() => history.go(-1));
    expect(screen.getByText('Sign up')).toBeTruthy();
    expect(screen.queryByText('Your dashboard')).toBeNull();
  });
});
