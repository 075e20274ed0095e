import { useState } from 'react';
import {
  CATEGORY_ICONS,
  type OperatorCategory,
  type OperatorRentalType,
  type Taxonomy,
} from '@ownless/shared';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CategoryIcon } from '@/components/ui/category-icon';
import { cn } from '@/lib/cn';
import { useDeleteTaxonomy, useMove, useSaveTaxonomy, useTaxonomy } from '../api/content';
import { selectClass } from './console-ui';
import {
  ContentCard,
  DescriptionField,
  DeleteConfirm,
  EditableItem,
  InlineForm,
  MoveButtons,
  QueryView,
  TextField,
  useContentForm,
  useInlineEditing,
} from './content-ui';

type Kind = 'rental-types' | 'categories';
type Row = OperatorRentalType | OperatorCategory;
const NOUN: Record<Kind, string> = { 'rental-types': 'rental type', categories: 'category' };

/** Rental types and their categories: add, edit, order, and delete those no listing uses. */
export function TaxonomyManager() {
  return (
    <QueryView query={useTaxonomy()} what="categories">
      {(data) => <TaxonomyLists data={data} />}
    </QueryView>
  );
}

function TaxonomyLists({ data }: { data: Taxonomy }) {
  const move = useMove();
  const remove = useDeleteTaxonomy();
  const { notice, editing, setEditing, cancel, done } = useInlineEditing<{
    kind: Kind;
    id: number | null;
  }>();
  const [toDelete, setToDelete] = useState<{ kind: Kind; row: Row } | null>(null);

  const typeName = (id: number | null) =>
    data.rental_types.find((t) => t.id === id)?.name ?? 'No rental type';
  const deleting = toDelete?.row;
  const blocked =
    deleting &&
    (deleting.listings_count > 0 ||
      ('categories_count' in deleting && deleting.categories_count > 0));

  const section = (kind: Kind, title: string, rows: Row[]) => (
    <ContentCard
      title={title}
      titleId={`taxonomy-${kind}`}
      actions={
        <Button size="sm" onClick={() => setEditing({ kind, id: null })}>
          <Plus className="size-4" aria-hidden="true" />
          New {NOUN[kind]}
        </Button>
      }
    >
      {editing?.kind === kind && editing.id === null && (
        <TaxonomyForm kind={kind} row={null} taxonomy={data} onDone={done} onCancel={cancel} />
      )}
      <ol className="divide-y divide-slate-100 dark:divide-slate-800">
        {rows.map((row, index) => (
          <EditableItem
            key={row.id}
            className="flex flex-wrap items-center gap-3 py-3"
            testId={`operator-${kind}`}
            form={
              editing?.kind === kind &&
              editing.id === row.id && (
                <TaxonomyForm
                  kind={kind}
                  row={row}
                  taxonomy={data}
                  onDone={done}
                  onCancel={cancel}
                />
              )
            }
          >
            {'icon' in row && (
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-950/50 dark:text-brand-300">
                <CategoryIcon name={row.icon} />
              </span>
            )}
            <div className="min-w-0 flex-1 basis-48">
              <p className="font-semibold text-slate-900 dark:text-white">
                <bdi>{row.name}</bdi>
              </p>
              <p className="text-xs text-slate-600 dark:text-slate-400">
                /{row.slug}
                {'rental_type_id' in row && ` · ${typeName(row.rental_type_id)}`} ·{' '}
                {row.listings_count} listing{row.listings_count === 1 ? '' : 's'}
                {'categories_count' in row &&
                  ` · ${row.categories_count} categor${row.categories_count === 1 ? 'y' : 'ies'}`}
              </p>
            </div>
            <span className="flex flex-wrap items-center gap-1">
              <MoveButtons
                label={row.name}
                first={index === 0}
                last={index === rows.length - 1}
                move={move}
                target={{ kind: kind, id: row.id }}
                notice={notice}
              />
              <Button size="sm" variant="outline" onClick={() => setEditing({ kind, id: row.id })}>
                Edit
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setToDelete({ kind, row })}>
                Delete
              </Button>
            </span>
          </EditableItem>
        ))}
      </ol>
    </ContentCard>
  );

  return (
    <div className="space-y-5">
      {notice.view}
      {section('rental-types', 'Rental types', data.rental_types)}
      {section('categories', 'Categories', data.categories)}
      <DeleteConfirm
        target={toDelete}
        title={toDelete ? `Delete this ${NOUN[toDelete.kind]}?` : ''}
        confirmLabel="Delete"
        mutation={remove}
        variables={(t) => ({ kind: t.kind, id: t.row.id })}
        onClose={() => setToDelete(null)}
        onDone={notice.success}
        testId="delete-taxonomy-dialog"
      >
        {deleting && (
          <ul className="list-disc space-y-1 ps-5">
            <li>
              <bdi className="font-semibold">{deleting.name}</bdi> leaves search filters and the
              listing wizard at once.
            </li>
            {blocked ? (
              <li className="text-red-700 dark:text-red-400">
                It is still in use ({deleting.listings_count} listings
                {'categories_count' in deleting ? `, ${deleting.categories_count} categories` : ''}
                ): move them first, or the deletion is refused.
              </li>
            ) : (
              <li>No listing uses it.</li>
            )}
          </ul>
        )}
      </DeleteConfirm>
    </div>
  );
}

function TaxonomyForm({
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
  const save = useSaveTaxonomy();
  const category = row && 'icon' in row ? row : null;
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
      label={row ? `Edit ${row.name}` : `New ${NOUN[kind]}`}
      onSubmit={submit}
      saving={save.isPending}
      error={save.error}
      onCancel={onCancel}
      className="mb-3"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" {...field('name')} required maxLength={80} dir="auto" />
        <TextField
          label="Slug"
          {...field('slug')}
          optional
          hint="Left empty, it is made from the name."
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
              Rental type
            </label>
            <select
              id={`${id}-type`}
              className={cn(selectClass, 'mt-2')}
              value={form.rental_type_id}
              onChange={(e) => field('rental_type_id').onChange(e.target.value)}
              aria-invalid={errors.rental_type_id ? true : undefined}
            >
              {taxonomy.rental_types.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
            {errors.rental_type_id && (
              <p className="mt-2 text-sm text-red-700 dark:text-red-400">{errors.rental_type_id}</p>
            )}
          </div>
          <fieldset>
            <legend className="text-sm font-semibold text-slate-900 dark:text-white">Icon</legend>
            <div className="mt-2 grid grid-cols-[repeat(auto-fill,minmax(2.75rem,1fr))] gap-2">
              {['', ...CATEGORY_ICONS].map((name) => (
                <label
                  key={name || 'none'}
                  title={name || 'No icon'}
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
                  <span className="sr-only">{name ? name.replace(/-/g, ' ') : 'No icon'}</span>
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
