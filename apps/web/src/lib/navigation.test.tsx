import { Suspense, use, useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  Link,
  Route,
  Routes,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  useLocation,
  useSearchParams,
} from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  NavigationRouter,
  ScrollRestoration,
  useLeaveCheck,
  useNavigationPending,
  type AppHistory,
} from './navigation';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function Pending() {
  return useNavigationPending() ? <p>Loading the next page</p> : null;
}

/** A wizard step: typing makes it dirty; a link leaves it (as useUnsavedChanges asks). */
function Step() {
  const [text, setText] = useState('');
  const dirty = text !== '';
  const leave = useLeaveCheck(
    (from, to) => dirty && (from.pathname !== to.pathname || from.search !== to.search),
  );
  const dialog = leave.holding && (
    <div role="dialog" aria-label="Leave without saving?">
      <button type="button" onClick={leave.proceed}>
        Leave without saving
      </button>
      <button type="button" onClick={leave.stay}>
        Stay on this step
      </button>
    </div>
  );
  return (
    <>
      <label>
        Title <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <Link to="/elsewhere">Elsewhere</Link>
      <Link to="/step?tab=2">Same step, other tab</Link>
      {dialog}
    </>
  );
}

function renderApp(history: AppHistory, extra?: React.ReactNode) {
  render(
    <NavigationRouter history={history}>
      <Where />
      <Pending />
      <ScrollRestoration />
      <Routes>
        <Route path="/" element={<Link to="/step">Start</Link>} />
        <Route path="/step" element={<Step />} />
        <Route path="/elsewhere" element={<p>Somewhere else</p>} />
        {extra}
      </Routes>
    </NavigationRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;
const memoryHistory = (entries: string[]) =>
  createMemoryHistory({
    initialEntries: entries,
    initialIndex: entries.length - 1,
    v5Compat: true,
  });

describe('NavigationRouter: leaving a step with unsaved changes', () => {
  it('holds a link until the visitor answers, and lets it through on "Leave"', async () => {
    renderApp(memoryHistory(['/step']));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Drill' } });

    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeTruthy();
    expect(where()).toBe('/step');

    fireEvent.click(screen.getByRole('button', { name: 'Stay on this step' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(where()).toBe('/step');
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Drill');

    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByText('Somewhere else')).toBeTruthy();
    expect(where()).toBe('/elsewhere');
  });

  it('lets a clean step go without asking', async () => {
    renderApp(memoryHistory(['/step']));
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Somewhere else')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('holds the Back button too: the step stays, and "Leave" goes back', async () => {
    const history = memoryHistory(['/', '/step']);
    renderApp(history);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Drill' } });

    act(() => history.go(-1));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeTruthy();
    expect(where()).toBe('/step');
    expect(history.location.pathname).toBe('/step');

    fireEvent.click(screen.getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('link', { name: 'Start' })).toBeTruthy();
    expect(history.location.pathname).toBe('/');
  });

  it('asks for another query string on the same path', async () => {
    renderApp(memoryHistory(['/step']));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Drill' } });
    fireEvent.click(screen.getByRole('link', { name: 'Same step, other tab' }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeTruthy();
  });
});

describe('NavigationRouter: the page stays while the next one loads', () => {
  it('keeps the current page on screen and says a page is loading, then shows the next', async () => {
    let arrive!: () => void;
    const nextPage = new Promise<void>((resolve) => (arrive = resolve));
    function Slow() {
      use(nextPage);
      return <p>The slow page</p>;
    }
    const history = memoryHistory(['/']);
    render(
      <NavigationRouter history={history}>
        <Pending />
        <Suspense fallback={<p>Spinner</p>}>
          <Routes>
            <Route path="/" element={<Link to="/slow">Go slow</Link>} />
            <Route path="/slow" element={<Slow />} />
          </Routes>
        </Suspense>
      </NavigationRouter>,
    );

    // Awaited, so React goes on with the suspended navigation inside the test's act scope.
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Go slow' }));
    });
    expect(screen.getByText('Loading the next page')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go slow' })).toBeTruthy();
    expect(screen.queryByText('Spinner')).toBeNull();

    await act(async () => {
      arrive();
      await nextPage;
    });
    expect(screen.getByText('The slow page')).toBeTruthy();
    expect(screen.queryByText('Loading the next page')).toBeNull();
  });
});

describe('ScrollRestoration', () => {
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

  it('goes to the top on a new page, stays when asked, and returns to the spot on Back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const history = memoryHistory(['/filters']);
    renderApp(history, <Route path="/filters" element={<Filters />} />);
    scrollTo.mockClear();

    fireEvent.click(screen.getByRole('button', { name: 'Page 2 (reset)' }));
    await screen.findByText('/filters?page=2');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrollTo.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Page 3 (stay)' }));
    await screen.findByText('/filters?page=3');
    expect(scrollTo).not.toHaveBeenCalled();

    // The visitor scrolls down, opens another page, then comes back.
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    fireEvent.scroll(window);
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await screen.findByText('Somewhere else');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    act(() => history.go(-1));
    await screen.findByText('/filters?page=3');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
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
    const history = memoryHistory(['/filters']);
    renderApp(history, <Route path="/filters" element={<Filters />} />);

    y = 640;
    fireEvent.scroll(window);
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await screen.findByText('Somewhere else');

    act(() => history.go(-1));
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
    act(() => history.go(-1));
    await screen.findByText('/filters');
    fireEvent.wheel(window);
    expect(disconnect).toHaveBeenCalled();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    vi.unstubAllGlobals();
  });
});
