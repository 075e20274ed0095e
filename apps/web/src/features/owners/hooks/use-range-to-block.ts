import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  formatLongDay,
  formatRange,
  type DayRange,
  type IsoDay,
} from '@/components/calendar/calendar-days';
import { selectDay, type RangeSelection } from '../utils/calendar';

/**
 * The days an owner draws on a calendar to block them: a first day, then a last (either
 * order), checked before the range waits for confirmation; what happens is said in
 * `announcement` for a live region, and what is wrong in `problem`.
 */
export type RangeToBlock = ReturnType<typeof useRangeToBlock>;

export function useRangeToBlock() {
  const { t } = useLingui();
  const [selection, setSelection] = useState<RangeSelection>({ anchor: null });
  const [hover, setHover] = useState<IsoDay | null>(null);
  const [pending, setPending] = useState<DayRange | null>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const cancel = () => {
    setSelection({ anchor: null });
    setPending(null);
    setProblem(null);
    setHover(null);
  };

  /**
   * A day chosen after `from` (the selection so far): starts a range, or ends it. An ended
   * range that `check` refuses (it says why) becomes the problem; else it waits for
   * confirmation and is returned.
   */
  const choose = (
    day: IsoDay,
    check: (range: DayRange) => string | null,
    from: RangeSelection = selection,
  ): DayRange | null => {
    setProblem(null);
    const step = selectDay(from, day);
    setSelection(step.state);
    if (!step.range) {
      setPending(null);
      const first = formatLongDay(day);
      setAnnouncement(t`${first} is the first day. Now choose the last day.`);
      return null;
    }
    setHover(null);
    const trouble = check(step.range);
    if (trouble) {
      setProblem(trouble);
      setAnnouncement(trouble);
      return null;
    }
    setPending(step.range);
    const days = formatRange(step.range);
    setAnnouncement(t`${days} selected. Confirm below to block these days.`);
    return step.range;
  };

  /** The server blocked `range`: said, and the note and the selection start afresh. */
  const blocked = (range: DayRange) => {
    const days = formatRange(range);
    setAnnouncement(t`${days} blocked.`);
    setReason('');
    cancel();
  };

  return {
    selection,
    hover,
    setHover,
    pending,
    reason,
    setReason,
    problem,
    setProblem,
    announcement,
    setAnnouncement,
    cancel,
    choose,
    blocked,
  };
}
