import { useState } from 'react';
import type { Taxonomy } from '@ownless/shared';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CategoryIcon } from '@/components/ui/category-icon';
import { useDeleteTaxonomy, useMove, useTaxonomy } from '../api/content';
import { type Kind, NOUN, type Row, TaxonomyForm } from './content-taxonomy-form';
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
