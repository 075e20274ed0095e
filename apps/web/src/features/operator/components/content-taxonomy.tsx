import { useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Taxonomy } from '@ownless/shared';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CategoryIcon } from '@/components/ui/category-icon';
import { useDeleteTaxonomy, useMove, useTaxonomy } from '../api/content';
import { type Kind, type Row, TaxonomyForm } from './content-taxonomy-form';
import {
  ContentCard,
  DeleteConfirm,
  EditableItem,
  OrderedRowActions,
  QueryView,
  useInlineEditing,
} from './content-ui';

/** Rental types and their categories: add, edit, order, and delete those no listing uses. */
export function TaxonomyManager() {
  const { t } = useLingui();
  return (
    <QueryView
      query={useTaxonomy()}
      loadingLabel={t`Loading categories`}
      errorTitle={t`The categories could not be loaded`}
    >
      {(data) => <TaxonomyLists data={data} />}
    </QueryView>
  );
}

/** How many listings (and categories) use a row: "3 listings · 2 categories". */
function Counts({ row }: { row: Row }) {
  const listings = row.listings_count;
  return (
    <>
      <Plural value={listings} one="# listing" other="# listings" />
      {'categories_count' in row && (
        <>
          {' · '}
          <CategoryCount count={row.categories_count} />
        </>
      )}
    </>
  );
}

function CategoryCount({ count }: { count: number }) {
  return <Plural value={count} one="# category" other="# categories" />;
}

/** What deleting a rental type or category does, or why it is refused. */
function DeleteConsequences({ row, blocked }: { row: Row; blocked: boolean }) {
  const name = row.name;
  const listings = row.listings_count;
  const categories = 'categories_count' in row ? row.categories_count : 0;
  return (
    <ul className="list-disc space-y-1 ps-5">
      <li>
        <Trans>
          <bdi className="font-semibold">{name}</bdi> leaves search filters and the listing wizard
          at once.
        </Trans>
      </li>
      {blocked ? (
        <li className="text-red-700 dark:text-red-400">
          {categories > 0 ? (
            <Trans>
              It is still in use (<Plural value={listings} one="# listing" other="# listings" />,{' '}
              <Plural value={categories} one="# category" other="# categories" />
              ): move them first, or the deletion is refused.
            </Trans>
          ) : (
            <Trans>
              It is still in use (<Plural value={listings} one="# listing" other="# listings" />
              ): move them first, or the deletion is refused.
            </Trans>
          )}
        </li>
      ) : (
        <li>
          <Trans>No listing uses it.</Trans>
        </li>
      )}
    </ul>
  );
}

function TaxonomyLists({ data }: { data: Taxonomy }) {
  const { t } = useLingui();
  const move = useMove();
  const remove = useDeleteTaxonomy();
  const { notice, editing, setEditing, cancel, done } = useInlineEditing<{
    kind: Kind;
    id: number | null;
  }>();
  const [toDelete, setToDelete] = useState<{ kind: Kind; row: Row } | null>(null);

  const typeName = (id: number | null) =>
    data.rental_types.find((type) => type.id === id)?.name ?? t`No rental type`;
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
          {kind === 'categories' ? <Trans>New category</Trans> : <Trans>New rental type</Trans>}
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
                <bdi>/{row.slug}</bdi>
                {'rental_type_id' in row && (
                  <>
                    {' · '}
                    <bdi>{typeName(row.rental_type_id)}</bdi>
                  </>
                )}
                {' · '}
                <Counts row={row} />
              </p>
            </div>
            <OrderedRowActions
              className="flex flex-wrap items-center gap-1"
              label={row.name}
              first={index === 0}
              last={index === rows.length - 1}
              move={move}
              target={{ kind: kind, id: row.id }}
              notice={notice}
              onEdit={() => setEditing({ kind, id: row.id })}
              onDelete={() => setToDelete({ kind, row })}
            />
          </EditableItem>
        ))}
      </ol>
    </ContentCard>
  );

  return (
    <div className="space-y-5">
      {notice.view}
      {section('rental-types', t`Rental types`, data.rental_types)}
      {section('categories', t`Categories`, data.categories)}
      <DeleteConfirm
        target={toDelete}
        title={
          toDelete?.kind === 'categories' ? t`Delete this category?` : t`Delete this rental type?`
        }
        confirmLabel={t`Delete`}
        mutation={remove}
        variables={(target) => ({ kind: target.kind, id: target.row.id })}
        onClose={() => setToDelete(null)}
        onDone={notice.success}
        testId="delete-taxonomy-dialog"
      >
        {deleting && <DeleteConsequences row={deleting} blocked={Boolean(blocked)} />}
      </DeleteConfirm>
    </div>
  );
}
