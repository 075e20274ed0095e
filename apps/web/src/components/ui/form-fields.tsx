import { useLingui } from '@lingui/react/macro';
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { type FieldValues, type Path, type UseFormReturn, get } from 'react-hook-form';
import { Field, controlProps, inputClass } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';

/** The part of a react-hook-form form a bound field needs. */
export type BoundForm<T extends FieldValues> = Pick<UseFormReturn<T>, 'register' | 'formState'>;

interface BoundFieldProps<T extends FieldValues> {
  form: BoundForm<T>;
  /** The form's useId(); the control's id is `${idPrefix}-${name}`. */
  idPrefix: string;
  name: Path<T>;
  label: ReactNode;
  hint?: ReactNode;
  optional?: boolean;
  labelAside?: ReactNode;
  className?: string;
  /** Extra classes of the control itself. */
  controlClassName?: string;
  /** Shown under the control, above the hint (a strength meter, a counter). */
  after?: ReactNode;
}

const BOUND_KEYS = [
  'form',
  'idPrefix',
  'name',
  'label',
  'hint',
  'optional',
  'labelAside',
  'className',
  'controlClassName',
  'after',
] as const;

/** The props meant for the control element itself (autoComplete, rows, placeholder…). */
function controlOnly<P extends object>(props: P) {
  const rest = { ...props } as Record<string, unknown>;
  for (const key of BOUND_KEYS) delete rest[key];
  return rest as Omit<P, (typeof BOUND_KEYS)[number]>;
}

function bindField<T extends FieldValues>({ form, idPrefix, name, hint }: BoundFieldProps<T>) {
  const id = `${idPrefix}-${name}`;
  const error = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  return { id, error, wiring: { ...controlProps(id, error, hint), ...form.register(name) } };
}

function BoundField<T extends FieldValues>({
  props,
  id,
  error,
  children,
}: {
  props: BoundFieldProps<T>;
  id: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <Field
      id={id}
      label={props.label}
      error={error}
      hint={props.hint}
      optional={props.optional}
      labelAside={props.labelAside}
      className={props.className}
    >
      {children}
      {props.after}
    </Field>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'form' | 'className'>;

/** A labelled <input> bound to a form field: its error, hint and aria wiring come with it. */
export function TextField<T extends FieldValues>(props: BoundFieldProps<T> & InputProps) {
  const input = controlOnly(props);
  const { id, error, wiring } = bindField(props);
  return (
    <BoundField props={props} id={id} error={error}>
      <input
        type="text"
        className={inputClass(!!error, props.controlClassName)}
        {...input}
        {...wiring}
      />
    </BoundField>
  );
}

type TextareaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'name' | 'id' | 'form' | 'className'
>;

/** A labelled <textarea> bound to a form field. */
export function TextareaField<T extends FieldValues>(props: BoundFieldProps<T> & TextareaProps) {
  const textarea = controlOnly(props);
  const { id, error, wiring } = bindField(props);
  return (
    <BoundField props={props} id={id} error={error}>
      <textarea className={inputClass(!!error, props.controlClassName)} {...textarea} {...wiring} />
    </BoundField>
  );
}

/** A labelled password input (with its show/hide button) bound to a form field. */
export function PasswordField<T extends FieldValues>(
  props: BoundFieldProps<T> & { autoComplete: 'current-password' | 'new-password' | 'off' },
) {
  const { id, error, wiring } = bindField(props);
  return (
    <BoundField props={props} id={id} error={error}>
      <PasswordInput autoComplete={props.autoComplete} invalid={!!error} {...wiring} />
    </BoundField>
  );
}

/** The attributes of an e-mail address input (keyboards, autofill, no capitals). */
/** A count the owner types (units, quantity): a whole number from 1 to 1,000. */
export const countInputProps = {
  type: 'number',
  inputMode: 'numeric',
  min: 1,
  max: 1000,
  step: 1,
} as const;

export const emailInputProps = {
  type: 'email',
  autoComplete: 'email',
  inputMode: 'email',
  autoCapitalize: 'none',
} as const;

/** First and last name side by side (sign-up, profile). */
export function NameFields<T extends FieldValues & { first_name?: unknown; last_name?: unknown }>({
  form,
  idPrefix,
}: {
  form: BoundForm<T>;
  idPrefix: string;
}) {
  const { t } = useLingui();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        form={form}
        idPrefix={idPrefix}
        name={'first_name' as Path<T>}
        label={t`First name`}
        autoComplete="given-name"
      />
      <TextField
        form={form}
        idPrefix={idPrefix}
        name={'last_name' as Path<T>}
        label={t`Last name`}
        autoComplete="family-name"
      />
    </div>
  );
}
