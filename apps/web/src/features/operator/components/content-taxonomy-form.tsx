import { Trans, useLingui } from '@lingui/react/macro';
import {
  CATEGORY_ICONS,
  type OperatorCategory,
  type OperatorRentalType,
  type Taxonomy,
} from '@ownless/shared';
import { CategoryIcon } from '@/components/ui/category-icon';
import { cn } from '@/lib/cn';
import { useSaveTaxonomy } from '../api/content';
import { selectClass } from './console-ui';
import { DescriptionField, InlineForm, TextField, useContentForm } from './content-ui';

export type Kind = 'rental-types' | 'categories';
export type Row = OperatorRentalType | OperatorCategory;

/** The add or edit form of a rental type or a category (its rental type and icon). */
export function TaxonomyForm({
  kind,
  row,
  taxonomy,
  onDone,
  onCancel,
}: {
  kind: Kind;
  row: Row | null;
  taxonomy: Taxonomy;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const save = useSaveTaxonomy();
  const category = row && 'icon' in row ? row : null;
  const name = row?.name;
  const { id, form, errors, field } = useContentForm(
    () => ({
      name: row?.name ?? '',
      slug: row?.slug ?? '',
      description: row && 'description' in row ? (row.description ?? '') : '',
      icon: category?.icon ?? '',
      rental_type_id: String(category?.rental_type_id ?? taxonomy.rental_types[0]?.id ?? ''),
    }),
    save.error,
  );

  const submit = () => {
    const common = { name: form.name, slug: form.slug.trim() || undefined };
    save.mutate(
      kind === 'categories'
        ? {
            kind,
            id: row?.id ?? null,
            input: {
              ...common,
              icon: (form.icon || null) as (typeof CATEGORY_ICONS)[number] | null,
              rental_type_id: Number(form.rental_type_id),
            },
          }
        : {
            kind,
            id: row?.id ?? null,
            input: { ...common, description: form.description || null },
          },
      { onSuccess: (r) => onDone(r.message) },
    );
  };

  return (
    <InlineForm
      label={row ? t`Edit ${name}` : kind === 'categories' ? t`New category` : t`New rental type`}
      onSubmit={submit}
      saving={save.isPending}
      error={save.error}
      onCancel={onCancel}
      className="mb-3"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t`Name`} {...field('name')} required maxLength={80} dir="auto" />
        <TextField
          label={t`Slug`}
          {...field('slug')}
          optional
          hint={t`Left empty, it is made from the name.`}
          maxLength={120}
        />
      </div>
      {kind === 'rental-types' ? (
        <DescriptionField {...field('description')} />
      ) : (
        <>
          <div>
            <label
              htmlFor={`${id}-type`}
              className="block text-sm font-semibold text-slate-900 dark:text-white"
            >
              <Trans>Rental type</Trans>
            </label>
            <select
              id={`${id}-type`}
              className={cn(selectClass, 'mt-2')}
              value={form.rental_type_id}
              onChange={(e) => field('rental_type_id').onChange(e.target.value)}
              aria-invalid={errors.rental_type_id ? true : undefined}
            >
              {taxonomy.rental_types.map((type) => (
                <option key={type.id} value={type.id}>
                  {type.name}
                </option>
              ))}
            </select>
            {errors.rental_type_id && (
              <p className="mt-2 text-sm text-red-700 dark:text-red-400">{errors.rental_type_id}</p>
            )}
          </div>
          <fieldset>
            <legend className="text-sm font-semibold text-slate-900 dark:text-white">
              <Trans>Icon</Trans>
            </legend>
            <div className="mt-2 grid grid-cols-[repeat(auto-fill,minmax(2.75rem,1fr))] gap-2">
              {['', ...CATEGORY_ICONS].map((name) => (
                <label
                  key={name || 'none'}
                  title={name || t`No icon`}
                  className="relative flex size-11 cursor-pointer items-center justify-center rounded-xl border border-slate-300 bg-white text-slate-700 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-800 has-focus-visible:outline-2 has-focus-visible:outline-brand-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300 dark:has-checked:bg-brand-950/50 dark:has-checked:text-brand-200"
                >
                  <input
                    type="radio"
                    name={`${id}-icon`}
                    value={name}
                    checked={form.icon === name}
                    onChange={() => field('icon').onChange(name)}
                    className="sr-only"
                  />
                  <span className="sr-only">{name ? name.replace(/-/g, ' ') : t`No icon`}</span>
                  {name ? <CategoryIcon name={name} /> : <span aria-hidden="true">–</span>}
                </label>
              ))}
            </div>
            {errors.icon && (
              <p className="mt-2 text-sm text-red-700 dark:text-red-400">{errors.icon}</p>
            )}
          </fieldset>
        </>
      )}
    </InlineForm>
  );
}
