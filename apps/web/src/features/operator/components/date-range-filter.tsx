import { useLingui } from '@lingui/react/macro';
import { FilterField, selectClass } from './console-ui';

/**
 * Two day pickers of a console list (a range of days, kept in the URL by the caller); each
 * stops the other from choosing a range that ends before it starts.
 */
export function DateRangeFilter({
  id,
  from,
  to,
  labels,
  onChange,
}: {
  id: string;
  from: string;
  to: string;
  labels?: readonly [string, string];
  onChange: (range: { from?: string; to?: string }) => void;
}) {
  const { t } = useLingui();
  const [fromLabel, toLabel] = labels ?? [
    t({ message: 'From', context: 'date range' }),
    t({ message: 'To', context: 'date range' }),
  ];
  return (
    <>
      <FilterField id={`${id}-from`} label={fromLabel}>
        <input
          id={`${id}-from`}
          type="date"
          className={selectClass}
          value={from}
          max={to || undefined}
          onChange={(e) => onChange({ from: e.target.value })}
        />
      </FilterField>
      <FilterField id={`${id}-to`} label={toLabel}>
        <input
          id={`${id}-to`}
          type="date"
          className={selectClass}
          value={to}
          min={from || undefined}
          onChange={(e) => onChange({ to: e.target.value })}
        />
      </FilterField>
    </>
  );
}
