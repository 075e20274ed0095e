import { useState } from 'react';
import { act, fireEvent, render, screen } from '@/testing/render';
import { createMemoryRouter, Link, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUnsavedChanges } from './use-unsaved-changes';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

/** A wizard step: typing makes it dirty; links leave it. */
function Step() {
  const [text, setText] = useState('');
  const { dialog } = useUnsavedChanges(text !== '');
  return (
    <>
      <Where />
      <label>
        Title <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <Link to="/elsewhere">Elsewhere</Link>
      <Link to="/step?tab=2">Same step, other tab</Link>
      <Link to="/step#photos">Same step, another part</Link>
      {dialog}
    </>
  );
}

function renderApp(entries: string[]) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Link to="/step">Start</Link> },
      { path: '/step', element: <Step /> },
      { path: '/elsewhere', element: <p>Somewhere else</p> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const where = () => screen.getByTestId('where').textContent;
const type = (value: string) =>
  fireEvent.change(screen.getByLabelText('Title'), { target: { value } });
const leaveDialog = () => screen.findByRole('dialog', { name: 'Leave without saving?' });

describe('useUnsavedChanges', () => {
  it('holds a link until the visitor answers, and lets it through on "Leave"', async () => {
    renderApp(['/step']);
    type('Drill');

    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await leaveDialog()).toBeTruthy();
    expect(where()).toBe('/step');

    fireEvent.click(screen.getByRole('button', { name: 'Stay on this step' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(where()).toBe('/step');
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Drill');

    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await leaveDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByText('Somewhere else')).toBeTruthy();
  });

  it('lets a clean step go without asking', async () => {
    renderApp(['/step']);
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Somewhere else')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('holds the Back button too: the step stays, and "Leave" goes back', async () => {
    const router = renderApp(['/', '/step']);
    type('Drill');

    await act(() => router.navigate(-1));
    expect(await leaveDialog()).toBeTruthy();
    expect(where()).toBe('/step');
    expect(router.state.location.pathname).toBe('/step');

    fireEvent.click(screen.getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('link', { name: 'Start' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('asks for another query string on the same path, not for another part of the page', async () => {
    renderApp(['/step']);
    type('Drill');
    fireEvent.click(screen.getByRole('link', { name: 'Same step, another part' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Same step, other tab' }));
    expect(await leaveDialog()).toBeTruthy();
  });

  it('asks the browser before a reload or a closed tab while changes are unsaved', () => {
    renderApp(['/step']);
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    type('Drill');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
