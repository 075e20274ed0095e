import { useEffect, useMemo, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ImagePlus, X } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { cn } from '@/lib/cn';

/** The picture types the server's evidence uploads read (it checks the bytes, not the name). */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

/**
 * Optional evidence photos with previews (a damage claim, a dispute, a condition report):
 * chosen with the file picker, which keyboards and screen readers reach as a button, each
 * removable, at most `max`. The hint says what the server takes; the count follows it. The
 * previews are object URLs, revoked when a photo leaves or the form goes.
 */
export function PhotoPicker({
  id,
  label,
  hint,
  max,
  photos,
  onChange,
  error,
  disabled,
}: {
  id: string;
  label: string;
  hint: string;
  /** The most photos the server takes. */
  max: number;
  photos: File[];
  onChange: (photos: File[]) => void;
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const previews = useMemo(() => photos.map((photo) => URL.createObjectURL(photo)), [photos]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const count = photos.length;
  const full = count >= max;
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="text-sm font-semibold text-slate-900 dark:text-white">
        {label}{' '}
        <span className="font-normal text-slate-500 dark:text-slate-400">
          <Trans>(optional)</Trans>
        </span>
      </legend>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {hint}{' '}
        <Trans>
          <bdi>{count}</bdi> of <bdi>{max}</bdi> photos.
        </Trans>
      </p>
      {count > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={t`Chosen photos`}>
          {photos.map((photo, index) => {
            const number = index + 1;
            const name = photo.name;
            return (
              <li key={previews[index]} className="relative">
                <img
                  src={previews[index]}
                  alt={t`Photo ${number}: ${name}`}
                  className="size-20 rounded-xl object-cover ring-1 ring-slate-200 sm:size-24 dark:ring-slate-700"
                />
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onChange(photos.filter((_, i) => i !== index))}
                  aria-label={t`Remove photo ${number}`}
                  className="absolute -end-2 -top-2 inline-flex size-7 items-center justify-center rounded-full bg-white text-slate-700 shadow ring-1 ring-slate-300 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600"
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPT}
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid={`${id}-input`}
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          event.target.value = '';
          onChange([...photos, ...chosen].slice(0, max));
        }}
      />
      <button
        type="button"
        disabled={disabled || full}
        onClick={() => input.current?.click()}
        className={cn(buttonClass('outline', 'sm'), 'mt-3')}
        aria-invalid={error ? true : undefined}
      >
        <ImagePlus className="size-4" aria-hidden="true" />
        {full ? t`All ${max} photos chosen` : t`Add photos`}
      </button>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
