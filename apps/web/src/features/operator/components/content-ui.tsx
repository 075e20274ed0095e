import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, Plus } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button, LoadingButton } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QueryError } from '@/components/ui/error-state';
import { controlProps, Field, inputClass } from '@/components/ui/field';
import { LoadingState, Skeleton } from '@/components/ui/skeleton';
import { errorMessage, isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import type { OrderedKind, useMove } from '../api/content';

/** The first server message of each field of a failed save (400 and 409 carry them). */
export function fieldErrors(error: unknown): Record<string, string | undefined> {
  if (!isApiError(error) || !error.errors) return {};
  return Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v[0]]));
}

/** A success or failure line above a content list, replaced by the next one. */
export type Notice = { tone: 'success' | 'error'; text: string } | null;

export function useNotice(initial: Notice = null) {
  const [notice, setNotice] = useState<Notice>(initial);
  return {
    notice,
    setNotice,
    success: (text: string) => setNotice({ tone: 'success', text }),
    failure: (error: unknown) => setNotice({ tone: 'error', text: errorMessage(error) }),
    view: notice && <Alert tone={notice.tone}>{notice.text}</Alert>,
  };
}

/**
 * The state of a content form: its values, the failed save's field errors, and `field(key)`,
 * the id, value, change handler and error a `TextField` of that key needs.
 */
export function useContentForm<F extends Record<string, string | boolean>>(
  initial: () => F,
  saveError: unknown,
) {
  const id = useId();
  const [form, setForm] = useState(initial);
  const errors = fieldErrors(saveError);
  const set = <K extends keyof F>(key: K, value: F[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const field = (key: keyof F & string) => ({
    id: `${id}-${key}`,
    value: String(form[key]),
    onChange: (value: string) => set(key, value as F[typeof key]),
    error: errors[key],
  });
  return { id, form, set, errors, field };
}

/** An inline add/edit form of a content list: its fields, the save's failure, Save and Cancel. */
export function InlineForm({
  label,
  onSubmit,
  saving,
  error,
  saveLabel,
  onCancel,
  className,
  children,
}: {
  label: string;
  onSubmit: () => void;
  saving: boolean;
  error: unknown;
  saveLabel?: string;
  onCancel: () => void;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <form
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
      aria-label={label}
      className={cn('space-y-4 rounded-xl bg-slate-50 p-4 dark:bg-slate-800/50', className)}
    >
      {children}
      <FormFailure error={error} />
      <FormButtons saving={saving} saveLabel={saveLabel ?? t`Save`} onCancel={onCancel} />
    </form>
  );
}

/** A row of a content list; while `form` is given (the row is edited) the form stands in it. */
export function EditableItem({
  form,
  className,
  testId,
  children,
}: {
  form: ReactNode;
  className: string;
  testId: string;
  children: ReactNode;
}) {
  if (form) return <li className="py-3">{form}</li>;
  return (
    <li className={className} data-testid={testId}>
      {children}
    </li>
  );
}

/** The optional description of a shipping option or rental type. */
export function DescriptionField(props: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t } = useLingui();
  return (
    <TextField label={t`Description`} {...props} optional multiline rows={2} maxLength={500} />
  );
}

/**
 * Which row of a content list is edited (`'new'` for the add form), and the list's notice:
 * `done` closes the form and shows the save's message, `cancel` closes it.
 */
export function useInlineEditing<E>() {
  const notice = useNotice();
  const [editing, setEditing] = useState<E | null>(null);
  const cancel = () => setEditing(null);
  const done = (message: string) => {
    setEditing(null);
    notice.success(message);
  };
  return { notice, editing, setEditing, cancel, done };
}

/** A labelled text input or text area with its server error. */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  optional,
  multiline,
  rows = 4,
  className,
  inputClassName,
  ...rest
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  multiline?: boolean;
  rows?: number;
  className?: string;
  inputClassName?: string;
  type?: string;
  inputMode?: 'numeric' | 'text';
  maxLength?: number;
  required?: boolean;
  placeholder?: string;
  dir?: 'auto';
  /** A <datalist> of suggestions. */
  list?: string;
}) {
  const props = {
    ...controlProps(id, error, hint),
    name: id,
    value,
    className: inputClass(!!error, inputClassName),
    ...rest,
  };
  return (
    <Field
      id={id}
      label={label}
      error={error}
      hint={hint}
      optional={optional}
      className={className}
    >
      {multiline ? (
        <textarea {...props} rows={rows} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...props} onChange={(e) => onChange(e.target.value)} />
      )}
    </Field>
  );
}

/**
 * Move up / move down buttons of an ordered list (the first cannot go up, the last not
 * down): posts the move with the list's `move` mutation and reports it in `notice`.
 */
interface MoveButtonsProps {
  /** Names the row for screen readers ("Move “Tools” up"). */
  label: string;
  first: boolean;
  last: boolean;
  move: ReturnType<typeof useMove>;
  target: { kind: OrderedKind; id: number };
  notice: Pick<ReturnType<typeof useNotice>, 'success' | 'failure'>;
}

export function MoveButtons({ label, first, last, move, target, notice }: MoveButtonsProps) {
  const { t } = useLingui();
  const onMove = (direction: 'up' | 'down') =>
    move.mutate(
      { ...target, direction },
      { onSuccess: (r) => notice.success(r.message), onError: notice.failure },
    );
  return (
    <span className="inline-flex gap-1">
      <Button
        size="icon"
        variant="ghost"
        disabled={first || move.isPending}
        aria-label={t`Move “${label}” up`}
        onClick={() => onMove('up')}
      >
        <ArrowUp className="size-4" aria-hidden="true" />
      </Button>
      <Button
        size="icon"
        variant="ghost"
        disabled={last || move.isPending}
        aria-label={t`Move “${label}” down`}
        onClick={() => onMove('down')}
      >
        <ArrowDown className="size-4" aria-hidden="true" />
      </Button>
    </span>
  );
}

/** A row's actions in an ordered content list: move up and down, Edit and Delete. */
export function OrderedRowActions({
  className,
  onEdit,
  onDelete,
  ...moveProps
}: MoveButtonsProps & {
  className: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <span className={className}>
      <MoveButtons {...moveProps} />
      <Button size="sm" variant="outline" onClick={onEdit}>
        <Trans>Edit</Trans>
      </Button>
      <Button size="sm" variant="ghost" onClick={onDelete}>
        <Trans>Delete</Trans>
      </Button>
    </span>
  );
}

/** The button above a content list that opens its add form (off while the form is open). */
export function AddButton({
  open,
  onAdd,
  children,
}: {
  open: boolean;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <div className="flex justify-end">
      <Button onClick={onAdd} disabled={open}>
        <Plus className="size-4" aria-hidden="true" />
        {children}
      </Button>
    </div>
  );
}

/** A bordered card around an inline form or a list of a content section. */
export function ContentCard({
  title,
  children,
  className,
  actions,
  titleId,
}: {
  title?: ReactNode;
  children: ReactNode;
  className?: string;
  actions?: ReactNode;
  titleId?: string;
}) {
  return (
    <section
      aria-labelledby={title ? titleId : undefined}
      className={cn(
        'rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900',
        className,
      )}
    >
      {(title || actions) && (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          {title && (
            <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
              {title}
            </h2>
          )}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}

/** Save and Cancel of an inline form. */
export function FormButtons({
  saving,
  saveLabel,
  onCancel,
}: {
  saving: boolean;
  saveLabel: string;
  onCancel?: () => void;
}) {
  const { t } = useLingui();
  return (
    <div className="flex flex-wrap gap-3">
      <LoadingButton type="submit" loading={saving} loadingText={t`Saving…`}>
        {saveLabel}
      </LoadingButton>
      {onCancel && (
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          <Trans>Cancel</Trans>
        </Button>
      )}
    </div>
  );
}

/** A failed save's message when no field carries it (a 403, a 404, a network error). */
export function FormFailure({ error }: { error: unknown }) {
  if (!error || Object.keys(fieldErrors(error)).length > 0) return null;
  return (
    <p role="alert" className="text-sm text-red-700 dark:text-red-400">
      {errorMessage(error)}
    </p>
  );
}

/** A content section's query: skeletons while it loads, an error with a retry, or the data. */
export function QueryView<T>({
  query,
  loadingLabel,
  errorTitle,
  children,
}: {
  query: UseQueryResult<T>;
  /** "Loading questions": said while it loads. */
  loadingLabel: string;
  /** "The questions could not be loaded": said on failure. */
  errorTitle: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending)
    return (
      <LoadingState label={loadingLabel} className="space-y-3">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </LoadingState>
    );
  if (query.isError) return <QueryError query={query} title={errorTitle} />;
  return children(query.data);
}

/**
 * The confirmation of a delete: open while `target` is set, says what will happen
 * (`children`), runs `mutation` with `variables(target)` and reports its message.
 */
export function DeleteConfirm<T, V>({
  target,
  title,
  confirmLabel,
  mutation,
  variables,
  onClose,
  onDone,
  testId,
  children,
}: {
  target: T | null;
  title: string;
  confirmLabel: string;
  mutation: UseMutationResult<{ message: string }, Error, V>;
  variables: (target: T) => V;
  onClose: () => void;
  onDone: (message: string) => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <ConfirmDialog
      open={target !== null}
      title={title}
      confirmLabel={confirmLabel}
      confirmVariant="danger"
      busy={mutation.isPending}
      error={mutation.error ? errorMessage(mutation.error) : null}
      onClose={() => {
        mutation.reset();
        onClose();
      }}
      onConfirm={() => {
        if (target === null) return;
        mutation.mutate(variables(target), {
          onSuccess: (result) => {
            onClose();
            onDone(result.message);
          },
        });
      }}
      testId={testId}
    >
      {children}
    </ConfirmDialog>
  );
}
