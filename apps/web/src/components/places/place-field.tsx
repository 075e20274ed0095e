import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { inputClass } from '@/components/ui/field';
import { withCatalogs } from '@/lib/i18n';
import { PlaceFieldFrame } from './place-field-frame';
import type * as PlaceAutocompleteModule from './place-autocomplete';
import type { PlaceAutocompleteProps } from './place-autocomplete';

type Loaded = typeof PlaceAutocompleteModule;
let loaded: Loaded | null = null;
let loading: Promise<Loaded> | null = null;

function loadPlaceAutocomplete(): Promise<Loaded> {
  loading ??= withCatalogs(() => import('./place-autocomplete')).then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The place autocomplete of the search forms, whose code loads when the visitor reaches for
 * it (pointer over it, focus, typing), not with the first page (home and the
 * search pages). Until then a plain input of the same look stands in: what is typed there is
 * handed over, with the focus, to the autocomplete, which then searches it.
 */
export function PlaceField(props: PlaceAutocompleteProps) {
  const { t } = useLingui();
  const [module, setModule] = useState(loaded);
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const [focused, setFocused] = useState(false);

  if (module) return <module.PlaceAutocomplete {...props} typed={typed} autoFocus={focused} />;

  const { value, onChange, placeholder, id, label, error, className } = props;
  const load = () => {
    loadPlaceAutocomplete().then(setModule, (err: unknown) =>
      console.error('The place search could not be loaded.', err),
    );
  };
  return (
    <PlaceFieldFrame
      id={id}
      label={label}
      className={className}
      after={<>{error && <p className="mt-2 text-sm text-red-700 dark:text-red-400">{error}</p>}</>}
    >
      <input
        id={id}
        name={props.name}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={props['aria-describedby']}
        aria-label={label ? undefined : props['aria-label']}
        aria-labelledby={label ? undefined : props['aria-labelledby']}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder ?? t`Enter a location`}
        disabled={props.disabled}
        value={typed ?? value?.formattedAddress ?? ''}
        onPointerEnter={load}
        onFocus={() => {
          setFocused(true);
          load();
        }}
        onChange={(event) => {
          setTyped(event.target.value);
          if (value) onChange(null);
          load();
        }}
        onBlur={() => {
          setFocused(false);
          props.onBlur?.();
        }}
        className={inputClass(Boolean(error), 'ps-11 pe-11')}
      />
    </PlaceFieldFrame>
  );
}
