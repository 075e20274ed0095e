import { fireEvent, render, screen, within } from '@/testing/render';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

function setup(page: number, total: number, perPage = 9) {
  const onPageChange = vi.fn();
  render(<Pagination page={page} perPage={perPage} total={total} onPageChange={onPageChange} />);
  return { onPageChange, nav: screen.getByTestId('pagination') };
}

describe('Pagination', () => {
  it('summarises the visible range', () => {
    setup(2, 20);
    expect(screen.getByTestId('pagination-summary').textContent).toBe(
      'Showing 10 to 18 of 20 results',
    );
  });

  it('summarises a partial last page', () => {
    setup(3, 20);
    expect(screen.getByTestId('pagination-summary').textContent).toBe(
      'Showing 19 to 20 of 20 results',
    );
  });

  it('says "1,000+" when the total is where counting stopped', () => {
    render(
      <Pagination page={3} perPage={9} total={1000} totalIsLowerBound onPageChange={vi.fn()} />,
    );
    expect(screen.getByTestId('pagination-summary').textContent).toBe(
      'Showing 19 to 27 of 1,000+ results',
    );
  });

  it('marks only the current page with aria-current="page"', () => {
    const { nav } = setup(2, 20);
    const current = within(nav)
      .getAllByRole('button')
      .filter((b) => b.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
    expect(current[0]!.textContent).toBe('2');
  });

  it('goes to a numbered page, the next page and the previous page', () => {
    const { onPageChange } = setup(2, 27);
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    fireEvent.click(screen.getByRole('button', { name: /next/i }));
    fireEvent.click(screen.getByRole('button', { name: /previous/i }));
    expect(onPageChange.mock.calls).toEqual([[3], [3], [1]]);
  });

  it('ignores Previous on the first page', () => {
    const { onPageChange } = setup(1, 20);
    const previous = screen.getByRole('button', { name: /previous/i });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(previous);
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('ignores Next on the last page', () => {
    const { onPageChange } = setup(3, 20);
    fireEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('shows gaps for long ranges and always the first and last page', () => {
    const { nav } = setup(6, 9 * 12);
    const labels = within(nav)
      .getAllByRole('button', { name: /^Page / })
      .map((b) => b.textContent);
    expect(labels[0]).toBe('1');
    expect(labels.at(-1)).toBe('12');
    expect(labels).not.toContain('3');
    expect(nav.textContent).toContain('…');
  });
});
