import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { CalendarX2 } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button, LoadingButton } from '@/components/ui/button';
import { controlProps, Field, inputClass } from '@/components/ui/field';
import { formatRange } from '@/components/calendar/calendar-days';
import type { RangeToBlock } from '../hooks/use-range-to-block';

/**
 * Under a calendar where the owner draws days to block: why the drawn range cannot be
 * blocked, the first day while the last is awaited, and the panel that blocks the range with
 * a note. One of them at a time, in that order.
 */
export function BlockRangePanels({
  range,
  anchorDay,
  blocking,
  onConfirm,
  children,
}: {
  range: RangeToBlock;
  /** The first day chosen, in words, while the last is awaited; null when none is. */
  anchorDay: string | null;
  blocking: boolean;
  onConfirm: () => void;
  /** Fields above the note, such as the listing to block. */
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const id = useId();
  const { problem, pending, reason, setReason, cancel } = range;
  const pendingDays = pending ? formatRange(pending) : null;
  return (
    <>
      {problem && (
        <Alert
          tone="warning"
          action={
            <Button size="sm" variant="outline" onClick={cancel}>
              <Trans>Start over</Trans>
            </Button>
          }
        >
          {problem}
        </Alert>
      )}

      {anchorDay !== null && pendingDays === null && !problem && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-slate-50 px-4 py-3 text-sm dark:bg-slate-800/60">
          <span>
            <Trans>
              From <strong>{anchorDay}</strong>: now choose the last day.
            </Trans>
          </span>
          <Button size="sm" variant="ghost" onClick={cancel}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      )}

      {pendingDays !== null && (
        <div
          className="space-y-3 rounded-2xl border border-brand-200 bg-brand-50/60 p-4 dark:border-brand-800 dark:bg-brand-950/30"
          data-testid="block-panel"
        >
          <p className="font-semibold text-slate-900 dark:text-white">
            <Trans>Block {pendingDays}</Trans>
          </p>
          {children}
          <Field id={`${id}-reason`} label={t`Note for yourself`} optional>
            <input
              type="text"
              maxLength={200}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              onKeyDown={(event) => {
                // Enter blocks the days, and does not submit a form around the calendar.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  onConfirm();
                }
              }}
              placeholder={t`e.g. On holiday`}
              className={inputClass(false)}
              {...controlProps(`${id}-reason`)}
            />
          </Field>
          <div className="flex flex-wrap gap-2">
            <LoadingButton loading={blocking} loadingText={t`Blocking…`} onClick={onConfirm}>
              <CalendarX2 className="size-4" aria-hidden="true" />
              <Trans>Block these days</Trans>
            </LoadingButton>
            <Button variant="ghost" onClick={cancel}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </div>
      )}
    </>
  );
}
