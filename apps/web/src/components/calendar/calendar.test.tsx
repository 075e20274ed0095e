import { useState } from 'react';
import { fireEvent, render, screen, within } from '@/testing/render';
import { describe, expect, it, vi } from 'vitest';
import { Calendar, type CalendarProps } from './calendar';

const TODAY = '2026-05-13';

function Harness(props: Partial<CalendarProps>) {
  const [month, setMonth] = useState('2026-05-01');
  return (
    <Calendar
      month={month}
      onMonthChange={setMonth}
      today={TODAY}
      min={TODAY}
      day={(day) => ({
        tone: day < TODAY ? 'past' : day === '2026-05-20' ? 'booked' : 'available',
        label: `day ${day}`,
        disabled: day < TODAY || day === '2026-05-20',
      })}
      legend={[{ swatch: 'booked', label: 'Booked' }]}
      {...props}
    />
  );
}

const day = (iso: string) => screen.getByRole('button', { name: `day ${iso}` });
const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });

describe('Calendar', () => {
  it('is a labelled grid with weekday names and one day in the tab order', () => {
    render(<Harness help="Choose a day." />);
    const grid = screen.getByRole('grid', { name: 'May 2026' });
    expect(grid.getAttribute('aria-describedby')).toBe(
      screen.getByText('Choose a day.').getAttribute('id'),
    );
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers.map((h) => h.getAttribute('abbr'))).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    const tabbable = within(grid)
      .getAllByRole('button')
      .filter((b) => b.tabIndex === 0);
    expect(tabbable).toEqual([day(TODAY)]);
    expect(day(TODAY).getAttribute('aria-current')).toBe('date');
    expect(screen.getByRole('button', { name: 'Previous month' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('list', { name: 'Legend' }).textContent).toBe('Booked');
  });

  it('moves the focus by day, week and month, into the next month, never before min', () => {
    render(<Harness />);
    day(TODAY).focus();
    press('ArrowRight');
    expect(document.activeElement).toBe(day('2026-05-14'));
    press('ArrowDown');
    expect(document.activeElement).toBe(day('2026-05-21'));
    expect(day('2026-05-21').tabIndex).toBe(0);
    expect(day(TODAY).tabIndex).toBe(-1);
    press('End');
    expect(document.activeElement).toBe(day('2026-05-23'));
    press('PageDown');
    expect(screen.getByRole('grid', { name: 'June 2026' })).toBeTruthy();
    expect(document.activeElement).toBe(day('2026-06-23'));
    press('PageUp');
    press('Home');
    expect(document.activeElement).toBe(day('2026-05-17'));
    press('ArrowUp');
    press('ArrowUp');
    expect(document.activeElement).toBe(day(TODAY));
  });

  it('mirrors the arrows in RTL', () => {
    render(
      <div dir="rtl">
        <Harness />
      </div>,
    );
    day('2026-05-14').focus();
    press('ArrowLeft');
    expect(document.activeElement).toBe(day('2026-05-15'));
    press('ArrowRight');
    expect(document.activeElement).toBe(day('2026-05-14'));
  });

  it('chooses days that are not disabled and marks the selected range', () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} selected={{ start: '2026-05-18', end: '2026-05-21' }} />);
    fireEvent.click(day('2026-05-20'));
    fireEvent.click(day('2026-05-01'));
    expect(onSelect).not.toHaveBeenCalled();
    expect(day('2026-05-20').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(day('2026-05-22'));
    expect(onSelect).toHaveBeenCalledWith('2026-05-22');
    const selected = screen
      .getAllByRole('gridcell')
      .filter((cell) => cell.getAttribute('aria-selected') === 'true')
      .map((cell) => cell.textContent);
    expect(selected).toEqual(['18', '19', '20', '21']);
  });

  it('lets the caller take a key first', () => {
    const onDayKeyDown = vi.fn((event: { key: string; preventDefault: () => void }) => {
      if (event.key === 'ArrowRight') event.preventDefault();
    });
    render(<Harness onDayKeyDown={onDayKeyDown} />);
    day(TODAY).focus();
    press('ArrowRight');
    expect(onDayKeyDown).toHaveBeenCalled();
    expect(document.activeElement).toBe(day(TODAY));
  });

  it('shows two months on wide screens, slides by one, and stops at max', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: true,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    render(<Harness months={2} max="2026-07-31" status="Checking availability…" />);
    expect(screen.getAllByRole('grid')).toHaveLength(2);
    expect(screen.getByRole('grid', { name: 'June 2026' })).toBeTruthy();
    expect(screen.getByText('Checking availability…')).toBeTruthy();
    day(TODAY).focus();
    press('PageDown');
    expect(screen.getByRole('grid', { name: 'May 2026' })).toBeTruthy();
    expect(document.activeElement).toBe(day('2026-06-13'));
    press('PageDown');
    expect(screen.queryByRole('grid', { name: 'May 2026' })).toBeNull();
    expect(screen.getByRole('grid', { name: 'July 2026' })).toBeTruthy();
    expect(document.activeElement).toBe(day('2026-07-13'));
    expect(screen.getByRole('button', { name: 'Next month' })).toHaveProperty('disabled', true);
    press('PageDown');
    expect(document.activeElement).toBe(day('2026-07-31'));
  });
});
