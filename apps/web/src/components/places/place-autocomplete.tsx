import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoaderCircle, MapPin, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { inputClass } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { PlaceFieldFrame } from './place-field-frame';
import { useAppConfig } from '@/lib/app-config';
import { getPlaceProvider, type PlaceLocation, type PlaceSuggestion } from './place-provider';

export type { PlaceLocation } from './place-provider';

/** Searching starts at this many characters, this long after the last key press. */
export const MIN_QUERY_LENGTH = 2;
export const SEARCH_DEBOUNCE_MS = 250;

type Status = 'idle' | 'loading' | 'ready' | 'error';

export interface PlaceAutocompleteProps {
  /** The chosen place, or null while nothing is chosen (typing alone never sets one). */
  value: PlaceLocation | null;
  onChange: (value: PlaceLocation | null) => void;
  placeholder?: string;
  id?: string;
  /** A visible label; without one, pass aria-label or aria-labelledby. */
  label?: string;
  error?: string;
  'aria-describedby'?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  name?: string;
  disabled?: boolean;
  className?: string;
  onBlur?: () => void;
  /** Text typed before this component loaded (place-field.tsx): it starts from it, searching. */
  typed?: string;
  /** Takes the focus when it mounts (it replaces a stand-in that had it, place-field.tsx). */
  autoFocus?: boolean;
}

const valueKey = (value: PlaceLocation | null) =>
  value ? `${value.placeId}|${value.formattedAddress}` : '';

/**
 * Address autocomplete (US only): an ARIA 1.2 combobox
 * over the offline US gazetteer (or Google Places when the build has a key). Only a
 * chosen suggestion with a map position becomes the value.
 */
export function PlaceAutocomplete({
  value,
  onChange,
  placeholder,
  id: idProp,
  label,
  error,
  'aria-describedby': describedByProp,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  name,
  disabled,
  className,
  onBlur,
  typed,
  autoFocus,
}: PlaceAutocompleteProps) {
  const { t } = useLingui();
  const generatedId = useId();
  const id = idProp ?? `place-${generatedId.replace(/:/g, '')}`;
  const listboxId = `${id}-listbox`;
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);

  const typedQuery = typed?.trim() ?? '';
  const [text, setText] = useState(typed ?? value?.formattedAddress ?? '');
  const [syncedKey, setSyncedKey] = useState(valueKey(value));
  const [query, setQuery] = useState(typedQuery);
  const [open, setOpen] = useState(typed !== undefined);
  const [status, setStatus] = useState<Status>(
    typedQuery.length >= MIN_QUERY_LENGTH ? 'loading' : 'idle',
  );
  const [suggestions, setSuggestions] = useState<PlaceSuggestion[]>([]);
  const [active, setActive] = useState(-1);
  const [resolving, setResolving] = useState(false);
  const [touched, setTouched] = useState(typed !== undefined);
  const googleMapsApiKey = useAppConfig().data?.googleMapsApiKey;

  // A value set from outside (a loaded draft, a form reset) replaces the text.
  const key = valueKey(value);
  if (key !== syncedKey) {
    setSyncedKey(key);
    setText(value?.formattedAddress ?? '');
  }

  // Debounced search; typing again cancels the timer and any request in flight.
  useEffect(() => {
    if (query.length < MIN_QUERY_LENGTH) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      getPlaceProvider(googleMapsApiKey)
        .then((provider) => provider.search(query, controller.signal))
        .then((found) => {
          if (controller.signal.aborted) return;
          setSuggestions(found);
          setActive(-1);
          setStatus('ready');
        })
        .catch((err: unknown) => {
          if (controller.signal.aborted) return;
          if (err instanceof DOMException && err.name === 'AbortError') return;
          setSuggestions([]);
          setStatus('error');
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, googleMapsApiKey]);

  const searching = query.length >= MIN_QUERY_LENGTH;
  const options = searching && status === 'ready' ? suggestions : [];
  const showPopup = open && searching && status !== 'idle';
  const expanded = showPopup && options.length > 0;

  const changeText = (next: string) => {
    setText(next);
    setTouched(true);
    const trimmed = next.trim();
    setQuery(trimmed);
    setOpen(true);
    setActive(-1);
    setStatus(trimmed.length >= MIN_QUERY_LENGTH ? 'loading' : 'idle');
    if (value) {
      setSyncedKey('');
      onChange(null);
    }
  };

  const choose = async (suggestion: PlaceSuggestion) => {
    setOpen(false);
    setResolving(true);
    try {
      const place = await suggestion.resolve();
      if (place && Number.isFinite(place.latitude) && Number.isFinite(place.longitude)) {
        setSyncedKey(valueKey(place));
        setText(place.formattedAddress);
        setQuery('');
        setStatus('idle');
        onChange(place);
      } else {
        setStatus('error');
      }
    } catch {
      setStatus('error');
    } finally {
      setResolving(false);
    }
  };

  const clear = () => {
    setText('');
    setQuery('');
    setStatus('idle');
    setOpen(false);
    setSyncedKey('');
    if (value) onChange(null);
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown': {
        event.preventDefault();
        if (!open) setOpen(true);
        if (options.length) setActive((i) => (i + 1) % options.length);
        break;
      }
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) setOpen(true);
        if (options.length) setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
        break;
      }
      case 'Enter': {
        if (expanded && active >= 0 && options[active]) {
          event.preventDefault();
          void choose(options[active]);
        } else if (expanded) {
          // Enter on an open list never submits the surrounding form by accident.
          event.preventDefault();
        }
        break;
      }
      case 'Escape': {
        if (showPopup) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        } else if (text && !value) {
          event.preventDefault();
          clear();
        }
        break;
      }
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  const found = options.length;
  let statusText = '';
  if (showPopup) {
    if (status === 'loading') statusText = t`Searching places…`;
    else if (status === 'error') statusText = t`Places could not be loaded. Please try again.`;
    else if (options.length === 0) statusText = t`No US place matches.`;
    else
      statusText = plural(found, {
        one: '# place found. Use the up and down arrows to choose.',
        other: '# places found. Use the up and down arrows to choose.',
      });
  } else if (resolving) {
    statusText = t`Getting the place…`;
  }

  const unresolved = touched && !open && !value && text.trim().length > 0 && !resolving;
  const hintId = `${id}-unchosen`;
  const describedBy =
    [describedByProp, error ? errorId : null, unresolved && !error ? hintId : null]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <PlaceFieldFrame
      id={id}
      label={label}
      className={className}
      after={
        <>
          <p id={statusId} role="status" aria-live="polite" className="sr-only">
            {statusText}
          </p>
          {unresolved && !error && (
            <p id={hintId} className="mt-2 text-sm text-amber-800 dark:text-amber-300">
              <Trans>Choose a place from the suggestions to set the location.</Trans>
            </p>
          )}
          {error && (
            <p id={errorId} className="mt-2 text-sm text-red-700 dark:text-red-400">
              {error}
            </p>
          )}
        </>
      }
    >
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-label={label ? undefined : ariaLabel}
        aria-labelledby={label ? undefined : ariaLabelledBy}
        autoComplete="off"
        spellCheck={false}
        autoFocus={autoFocus}
        placeholder={placeholder ?? t`Enter a location`}
        disabled={disabled}
        value={text}
        onChange={(event) => changeText(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => {
          if (query.length >= MIN_QUERY_LENGTH && !value) setOpen(true);
        }}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
          onBlur?.();
        }}
        className={inputClass(Boolean(error), 'ps-11 pe-11')}
      />
      <span className="absolute end-2 top-1/2 flex -translate-y-1/2 items-center">
        {status === 'loading' || resolving ? (
          <LoaderCircle
            className="m-2 size-5 animate-spin text-slate-500 dark:text-slate-400"
            aria-hidden="true"
          />
        ) : text && !disabled ? (
          <button
            type="button"
            onClick={clear}
            className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
          >
            <X className="size-4" aria-hidden="true" />
            <span className="sr-only">
              <Trans>Clear location</Trans>
            </span>
          </button>
        ) : null}
      </span>

      <ul
        id={listboxId}
        role="listbox"
        aria-label={label ? t`${label} suggestions` : t`Place suggestions`}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-40 mt-1 max-h-72 overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {options.map((option, index) => (
          <li
            key={option.id}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            // Keep focus in the input, so blur does not close the list before the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => void choose(option)}
            onMouseMove={() => setActive(index)}
            className={cn(
              'flex cursor-pointer items-start gap-3 px-4 py-2.5 text-start',
              index === active
                ? 'bg-brand-50 text-brand-900 dark:bg-brand-900/40 dark:text-white'
                : 'text-slate-900 dark:text-slate-100',
            )}
          >
            <MapPin
              className="mt-0.5 size-4 shrink-0 text-slate-500 dark:text-slate-400"
              aria-hidden="true"
            />
            <span className="min-w-0">
              <span className="block truncate font-medium">{option.primary}</span>
              {option.secondary && (
                <span className="block truncate text-sm text-slate-600 dark:text-slate-400">
                  {option.secondary}
                </span>
              )}
            </span>
          </li>
        ))}
      </ul>
      {showPopup && !expanded && (
        <div
          aria-hidden="true"
          className="absolute inset-x-0 top-full z-40 mt-1 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-600 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300"
        >
          {statusText}
        </div>
      )}
    </PlaceFieldFrame>
  );
}
