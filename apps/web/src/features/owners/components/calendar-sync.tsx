import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import {
  addCalendarFeedSchema,
  type AddCalendarFeed,
  type CalendarFeed,
  MAX_CALENDAR_FEEDS,
} from '@ownless/shared';
import { AlertTriangle, Check, Copy, Link2, Plus, RefreshCw, Trash2 } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button, LoadingButton } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { controlProps, Field, inputClass } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { useServerForm, zodResolver } from '@/lib/form';
import { dateTimeFormat, groupDigits } from '@/lib/i18n/format';
import {
  useAddCalendarFeed,
  useCalendarSync,
  useRemoveCalendarFeed,
  useRotateCalendarLink,
  useSyncCalendarFeed,
} from '../api/calendar-sync';

async function copyText(text: string) {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  throw new Error('Copy is not available.');
}

/** One private export link: shown read-only, copied, or replaced after a confirmation. */
function ExportLink({
  label,
  hint,
  url,
  listingId,
  scope,
  onDone,
}: {
  label: string;
  hint: string;
  url: string;
  listingId: number;
  scope: 'listing' | 'owner';
  onDone: (message: string) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const [confirming, setConfirming] = useState(false);
  const rotate = useRotateCalendarLink(listingId, scope);

  useEffect(() => {
    if (copied === 'idle') return;
    const timer = setTimeout(() => setCopied('idle'), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  return (
    <div>
      <Field id={`${id}-url`} label={label} hint={hint}>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            readOnly
            dir="ltr"
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className={`${inputClass(false)} min-w-0 flex-1 font-mono text-xs`}
            data-testid={`ical-${scope}-url`}
            {...controlProps(`${id}-url`, undefined, hint)}
          />
          <div className="flex shrink-0 gap-2">
            <Button
              variant="outline"
              size="sm"
              className="h-10"
              onClick={() =>
                copyText(url).then(
                  () => setCopied('copied'),
                  () => setCopied('failed'),
                )
              }
            >
              {copied === 'copied' ? (
                <Check className="size-4" aria-hidden="true" />
              ) : (
                <Copy className="size-4" aria-hidden="true" />
              )}
              {copied === 'copied' ? t`Copied` : t`Copy`}
            </Button>
            <Button variant="ghost" size="sm" className="h-10" onClick={() => setConfirming(true)}>
              <RefreshCw className="size-4" aria-hidden="true" />
              <Trans>New link</Trans>
            </Button>
          </div>
        </div>
      </Field>
      <span className="sr-only" role="status">
        {copied === 'copied'
          ? t`Link copied to the clipboard`
          : copied === 'failed'
            ? t`Could not copy; select the link and copy it by hand`
            : ''}
      </span>
      <ConfirmDialog
        open={confirming}
        title={t`Make a new link?`}
        confirmLabel={t`Make a new link`}
        confirmVariant="danger"
        busy={rotate.isPending}
        error={rotate.error ? errorMessage(rotate.error) : null}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          rotate.mutate(undefined, {
            onSuccess: (answer) => {
              setConfirming(false);
              onDone(answer.message);
            },
          })
        }
        testId={`ical-${scope}-rotate`}
      >
        <Trans>
          Calendars that use the current link stop getting updates. Give them the new link.
        </Trans>
      </ConfirmDialog>
    </div>
  );
}

/** One imported calendar: its state in words, sync now and remove. */
function FeedRow({
  feed,
  listingId,
  onDone,
}: {
  feed: CalendarFeed;
  listingId: number;
  onDone: (message: string) => void;
}) {
  const { t } = useLingui();
  const sync = useSyncCalendarFeed(listingId);
  const remove = useRemoveCalendarFeed(listingId);
  const [confirming, setConfirming] = useState(false);
  const when = feed.last_synced_at
    ? dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(feed.last_synced_at),
      )
    : null;
  const count = feed.event_count;
  const name = feed.name;
  const problem = feed.last_error;
  const skipped = feed.events_skipped;
  // A cut feed imported as many blocks as the server allows, the earliest (its count).
  const imported = groupDigits(count);

  return (
    <li className="space-y-2 px-4 py-3" data-testid="calendar-feed">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1">
          <p className="font-medium text-slate-900 dark:text-white">{feed.name}</p>
          {/* Left to right, and on the row's start side: a long address loses its end. */}
          <p
            dir="ltr"
            className="truncate text-left text-xs text-slate-500 rtl:text-right dark:text-slate-400"
          >
            {feed.url}
          </p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {when === null ? (
              <Trans>Not imported yet.</Trans>
            ) : feed.last_status === 'ok' ? (
              t`Imported ${when}: ${plural(count, { one: '# blocked period', other: '# blocked periods' })}.`
            ) : (
              <Trans>Last tried {when}.</Trans>
            )}
          </p>
          {skipped > 0 && (
            <p
              className="mt-1 flex items-start gap-1.5 text-sm text-amber-800 dark:text-amber-300"
              data-testid="calendar-feed-skipped"
            >
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                {plural(skipped, {
                  one: `This calendar has more events than we import: the first ${imported} are in, # later one is not.`,
                  other: `This calendar has more events than we import: the first ${imported} are in, # later ones are not.`,
                })}
              </span>
            </p>
          )}
        </div>
        <div className="flex shrink-0 gap-2">
          <LoadingButton
            size="sm"
            variant="outline"
            loading={sync.isPending}
            loadingText={t`Importing…`}
            onClick={() => sync.mutate(feed.id, { onSuccess: (answer) => onDone(answer.message) })}
          >
            <RefreshCw className="size-4" aria-hidden="true" />
            <Trans>Sync now</Trans>
            <span className="sr-only"> {feed.name}</span>
          </LoadingButton>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
            <Trash2 className="size-4" aria-hidden="true" />
            <Trans>Remove</Trans>
            <span className="sr-only"> {feed.name}</span>
          </Button>
        </div>
      </div>
      {feed.last_status === 'error' && feed.last_error && (
        <Alert tone="warning">
          <Trans>Could not import: {problem}</Trans>
          {count > 0 && (
            <>
              {' '}
              <Trans>The days from the last good import stay blocked.</Trans>
            </>
          )}
        </Alert>
      )}
      {sync.isError && <Alert tone="error">{errorMessage(sync.error)}</Alert>}
      <ConfirmDialog
        open={confirming}
        title={t`Remove ${name}?`}
        confirmLabel={t`Remove calendar`}
        confirmVariant="danger"
        busy={remove.isPending}
        error={remove.error ? errorMessage(remove.error) : null}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(feed.id, {
            onSuccess: (answer) => {
              setConfirming(false);
              onDone(answer.message);
            },
          })
        }
        testId="calendar-feed-remove"
      >
        <Trans>The days this calendar blocked become free again for renters.</Trans>
      </ConfirmDialog>
    </li>
  );
}

const FIELDS = ['url', 'name'] as const;

/** The form that adds a calendar; inside the step's form, so it submits on its own button. */
function AddFeedForm({ listingId, onDone }: { listingId: number; onDone: (m: string) => void }) {
  const { t } = useLingui();
  const id = useId();
  const add = useAddCalendarFeed(listingId);
  const { form, formError, submit } = useServerForm<AddCalendarFeed, AddCalendarFeed>({
    resolver: zodResolver(addCalendarFeedSchema),
    defaultValues: { url: '', name: '' },
    fields: FIELDS,
    onSubmit: async (values) => {
      const answer = await add.mutateAsync(values);
      form.reset({ url: '', name: '' });
      onDone(answer.message);
    },
  });
  const { errors } = form.formState;
  const onEnter = (event: KeyboardEvent) => {
    // Enter adds the calendar instead of saving the step.
    if (event.key === 'Enter') {
      event.preventDefault();
      void submit();
    }
  };
  const urlHint = t`The .ics link other sites give for export (Airbnb, Booking.com, Google Calendar).`;

  return (
    <div className="space-y-3 rounded-2xl bg-slate-50 p-4 dark:bg-slate-800/60">
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
        <Field id={`${id}-url`} label={t`Calendar link`} error={errors.url?.message} hint={urlHint}>
          <input
            type="url"
            dir="ltr"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            className={`${inputClass(!!errors.url)} text-start`}
            onKeyDown={onEnter}
            {...controlProps(`${id}-url`, errors.url?.message, urlHint)}
            {...form.register('url')}
          />
        </Field>
        <Field id={`${id}-name`} label={t`Name`} error={errors.name?.message}>
          <input
            type="text"
            maxLength={60}
            placeholder={t`e.g. Airbnb`}
            className={inputClass(!!errors.name)}
            onKeyDown={onEnter}
            {...controlProps(`${id}-name`, errors.name?.message)}
            {...form.register('name')}
          />
        </Field>
      </div>
      {formError && <Alert tone="error">{formError.message}</Alert>}
      <LoadingButton
        loading={form.formState.isSubmitting}
        loadingText={t`Adding and importing…`}
        onClick={() => void submit()}
      >
        <Plus className="size-4" aria-hidden="true" />
        <Trans>Add calendar</Trans>
      </LoadingButton>
    </div>
  );
}

/**
 * Calendar sync on the listing's availability step (decision 0028): the private links other
 * calendars subscribe to, and the external calendars whose events block days here.
 */
export function CalendarSync({ listingId }: { listingId: number }) {
  const { t } = useLingui();
  const id = useId();
  const sync = useCalendarSync(listingId);
  const [announcement, setAnnouncement] = useState('');
  const data = sync.data;

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4" data-testid="calendar-sync">
      <div>
        <h3
          id={`${id}-title`}
          className="flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white"
        >
          <Link2 className="size-4" aria-hidden="true" />
          <Trans>Calendar sync</Trans>
        </h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          <Trans>
            Rent it elsewhere too? Share this listing’s calendar with other sites, and import theirs
            so the same days cannot be booked twice.
          </Trans>
        </p>
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>

      {sync.isPending && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <Trans>Loading calendar sync…</Trans>
        </p>
      )}
      {sync.isError && (
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="outline" onClick={() => void sync.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          }
        >
          {errorMessage(sync.error)}
        </Alert>
      )}

      {data && (
        <>
          <ExportLink
            label={t`This listing’s calendar link`}
            hint={t`Private: anyone with the link sees which days are booked or blocked, nothing else.`}
            url={data.export_url}
            listingId={listingId}
            scope="listing"
            onDone={setAnnouncement}
          />
          <ExportLink
            label={t`All your listings in one calendar`}
            hint={t`For your own calendar app: every listing’s bookings and blocked days.`}
            url={data.owner_export_url}
            listingId={listingId}
            scope="owner"
            onDone={setAnnouncement}
          />

          <div>
            <h4 className="text-sm font-semibold text-slate-900 dark:text-white">
              <Trans>Imported calendars</Trans>
            </h4>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              <Trans>
                Their events block days here. They are imported again every little while, or now
                with Sync now.
              </Trans>
            </p>
            {data.feeds.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
                <Trans>None yet.</Trans>
              </p>
            ) : (
              <ul
                className="mt-2 divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
                data-testid="calendar-feeds"
              >
                {data.feeds.map((feed) => (
                  <FeedRow
                    key={feed.id}
                    feed={feed}
                    listingId={listingId}
                    onDone={setAnnouncement}
                  />
                ))}
              </ul>
            )}
          </div>
          {data.feeds.length < MAX_CALENDAR_FEEDS ? (
            <AddFeedForm listingId={listingId} onDone={setAnnouncement} />
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              <Trans>
                This listing imports as many calendars as it can. Remove one to add another.
              </Trans>
            </p>
          )}
        </>
      )}
    </section>
  );
}
