import { act, fireEvent, render, screen } from '@/testing/render';
import {
  createMemoryRouter,
  Link,
  Outlet,
  RouterProvider,
  useLocation,
  useSearchParams,
} from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollRestoration } from './scroll-restoration';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function Filters() {
  const [, setSearchParams] = useSearchParams();
  return (
    <>
      <button type="button" onClick={() => setSearchParams({ page: '2' })}>
        Page 2 (reset)
      </button>
      <button
        type="button"
        onClick={() => setSearchParams({ page: '3' }, { preventScrollReset: true })}
      >
        Page 3 (stay)
      </button>
      <Link to="/elsewhere">Elsewhere</Link>
    </>
  );
}

function renderApp() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Where />
            <ScrollRestoration />
            <Outlet />
          </>
        ),
        children: [
          { path: '/filters', element: <Filters /> },
          { path: '/elsewhere', element: <p>Somewhere else</p> },
        ],
      },
    ],
    { initialEntries: ['/filters'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('ScrollRestoration', () => {
  it('goes to the top on a new page, stays when asked, and returns to the spot on Back', async () => {
    let y = 0;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, to: number) => {
      y = to;
    }) as typeof window.scrollTo);
    const router = renderApp();
    scrollTo.mockClear();

    fireEvent.click(screen.getByRole('button', { name: 'Page 2 (reset)' }));
    await screen.findByText('/filters?page=2');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrollTo.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Page 3 (stay)' }));
    await screen.findByText('/filters?page=3');
    expect(scrollTo).not.toHaveBeenCalled();

    // The visitor scrolls down, opens another page, then comes back.
    y = 640;
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await screen.findByText('Somewhere else');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    await act(() => router.navigate(-1));
    await screen.findByText('/filters?page=3');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('on Back, scrolls again as a page that was too short grows, until the reader scrolls', async () => {
    let pageHeight = 300;
    let y = 0;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, to: number) => {
      y = Math.min(to, pageHeight);
    }) as typeof window.scrollTo);
    const grown: (() => void)[] = [];
    const disconnect = vi.fn();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          grown.push(callback);
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    const router = renderApp();

    y = 640;
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await screen.findByText('Somewhere else');

    await act(() => router.navigate(-1));
    await screen.findByText('/filters');
    expect(y).toBe(300);
    pageHeight = 500;
    grown.at(-1)!();
    expect(y).toBe(500);
    pageHeight = 2000;
    grown.at(-1)!();
    expect(y).toBe(640);
    expect(disconnect).toHaveBeenCalled();

    // A reader who scrolls first keeps their own position.
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await screen.findByText('Somewhere else');
    pageHeight = 300;
    disconnect.mockClear();
    await act(() => router.navigate(-1));
    await screen.findByText('/filters');
    fireEvent.wheel(window);
    expect(disconnect).toHaveBeenCalled();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });
});
