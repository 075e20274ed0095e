import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { AUDIT_SUBJECT_TYPES, type AuditEntry } from '@ownless/shared';
import { ScrollText } from 'lucide-react';
import { useAuditLog } from '../api/console';
import { ACTION_LABELS, SUBJECT_LABELS, actionLabel, subjectNoun } from '../utils/audit-labels';
import {
  ConsoleTable,
  ShowingOnly,
  HeaderCells,
  SearchBox,
  SelectFilter,
  formatWhen,
  tdClass,
} from './console-ui';
import { DateRangeFilter } from './date-range-filter';
import { useUrlState } from './use-url-state';

const KEYS = ['q', 'action', 'subject_type', 'subject_id', 'from', 'to'] as const;

function Changes({ entry }: { entry: AuditEntry }) {
  if (!entry.before && !entry.after) return null;
  return (
    <details className="mt-1">
      <summary className="cursor-pointer text-xs font-semibold text-brand-700 dark:text-brand-400">
        <Trans>Before and after</Trans>
      </summary>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {(['before', 'after'] as const).map((side) => (
          <div key={side}>
            <p className="text-xs font-semibold text-slate-600 dark:text-slate-400">
              {side === 'before' ? <Trans>Before</Trans> : <Trans>After</Trans>}
            </p>
            <pre
              dir="ltr"
              className="mt-1 max-h-48 overflow-auto rounded-lg bg-slate-50 p-2 text-xs whitespace-pre-wrap break-all text-slate-800 dark:bg-slate-950 dark:text-slate-200"
            >
              {JSON.stringify(entry[side], null, 2) ?? '—'}
            </pre>
          </div>
        ))}
      </div>
    </details>
  );
}

function Reason({ reason }: { reason: string }) {
  return (
    <p className="mt-1 text-slate-700 dark:text-slate-300">
      <Trans>
        Reason: <bdi className="break-words">{reason}</bdi>
      </Trans>
    </p>
  );
}

/**
 * The audit log (GET /admin/audit-log): every operator action, newest first, searchable
 * and filtered on the server, with the filters and page in the URL. Read-only by design.
 */
export function AuditLogView() {
  const { t, i18n } = useLingui();
  const id = useId();
  const { values, page, set } = useUrlState(KEYS);
  const query = useAuditLog({ ...values, page });
  const subjectId = values.subject_id;
  const subjectType = subjectNoun(values.subject_type);

  return (
    <div className="space-y-5">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="sm:col-span-2">
          <SearchBox
            id={`${id}-q`}
            label={t`Search`}
            value={values.q}
            placeholder={t`Operator, target, action or reason`}
            onSearch={(q) => set({ q })}
          />
        </div>
        <SelectFilter
          id={`${id}-type`}
          label={t`Target`}
          value={values.subject_type}
          options={[
            ['', t`Everything`],
            ...AUDIT_SUBJECT_TYPES.map((type) => [type, i18n._(SUBJECT_LABELS[type])] as const),
          ]}
          onChange={(subject_type) => set({ subject_type, subject_id: '' })}
        />
        <SelectFilter
          id={`${id}-action`}
          label={t`Action`}
          value={values.action}
          options={[
            ['', t`Any action`],
            ...Object.entries(ACTION_LABELS).map(([key, label]) => [key, i18n._(label)] as const),
          ]}
          onChange={(action) => set({ action })}
        />
        <DateRangeFilter id={id} from={values.from} to={values.to} onChange={set} />
      </div>
      {values.subject_id && (
        <ShowingOnly onShowAll={() => set({ subject_id: '' })}>
          {values.subject_type ? (
            <Trans>
              {subjectType} <bdi>#{subjectId}</bdi>
            </Trans>
          ) : (
            <Trans>
              target <bdi>#{subjectId}</bdi>
            </Trans>
          )}
        </ShowingOnly>
      )}
      <ConsoleTable
        query={query}
        paging={{ page, set }}
        label={t`Operator actions`}
        headers={<HeaderCells labels={[t`When`, t`Who`, t`What`, t`Target`]} />}
        errorTitle={t`The audit log could not be loaded`}
        empty={{
          icon: <ScrollText className="size-6" aria-hidden="true" />,
          title: t`No actions match`,
          message: Object.values(values).some(Boolean)
            ? t`Try fewer filters or another search.`
            : t`Operator actions appear here as they happen.`,
        }}
        renderRows={(items) =>
          items.map((entry) => (
            <tr key={entry.id} data-testid="audit-entry">
              <td className={`${tdClass} whitespace-nowrap`}>
                <time dateTime={entry.created_at}>{formatWhen(entry.created_at)}</time>
              </td>
              <td className={tdClass}>
                <bdi className="break-words">{entry.actor ?? t`A deleted account`}</bdi>
              </td>
              <td className={tdClass}>
                <p className="font-semibold text-slate-900 dark:text-white">
                  {actionLabel(entry.action)}
                </p>
                {entry.reason && <Reason reason={entry.reason} />}
                <Changes entry={entry} />
              </td>
              <td className={tdClass}>
                <bdi className="break-words">{entry.subject ?? '—'}</bdi>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {subjectNoun(entry.subject_type)}
                  {entry.subject_id ? (
                    <>
                      {' '}
                      <bdi>#{entry.subject_id}</bdi>
                    </>
                  ) : null}
                </p>
              </td>
            </tr>
          ))
        }
      />
    </div>
  );
}
