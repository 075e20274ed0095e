import type { CategoryInput, RentalTypeInput, Taxonomy } from '@ownless/shared';
import type { Executor } from '../../db/client';
import { conflict } from '../../lib/errors';
import type { ContentConsoleActions, ContentConsoleDeps } from './content.console.actions';
import {
  contentConsoleRepository,
  type ContentConsoleRepository,
  type TaxonomyList,
} from './content.console.repository';
import { slugOf } from './slug';

/**
 * The console's categories and rental types: both lists with how many listings use each,
 * ordered by the operator. Renaming one rekeys the listings filed under it; one still in use
 * cannot be deleted.
 */
export function contentConsoleTaxonomy(
  {
    db,
    listings,
    listingCountsIn,
  }: Pick<ContentConsoleDeps, 'db' | 'listings' | 'listingCountsIn'>,
  { assertAdmin, act, missing, moveIn }: ContentConsoleActions,
) {
  /** Both lists with their usage, read on `tx` when given (inside a change). */
  async function taxonomy(tx: Executor = db): Promise<Taxonomy> {
    const [{ types, cats }, counts] = await Promise.all([
      contentConsoleRepository(tx).taxonomy(),
      listingCountsIn(tx),
    ]);
    return {
      rental_types: types.map(({ row, categories: n }) => ({
        id: row.id,
        name: row.name,
        slug: row.slug,
        description: row.description,
        position: row.position,
        listings_count: counts.byRentalType.get(row.id) ?? 0,
        categories_count: Number(n),
      })),
      categories: cats.map((row) => ({
        id: row.id,
        name: row.name,
        slug: row.slug,
        icon: row.icon,
        rental_type_id: row.rentalTypeId,
        position: row.position,
        listings_count: counts.byCategory.get(row.id) ?? 0,
      })),
    };
  }

  async function assertTaxonomyFree(
    repo: ContentConsoleRepository,
    taxonomy: TaxonomyList,
    slug: string,
    name: string,
    exceptId?: number,
  ) {
    const clash = await repo.taxonomyClash(taxonomy, slug, name, exceptId);
    if (!clash.slug && !clash.name) return;
    const errors: Record<string, string[]> = {};
    if (clash.name) errors.name = [/*i18n*/ 'Another one already has this name.'];
    if (clash.slug) errors.slug = [/*i18n*/ 'Another one already uses this slug; choose another.'];
    throw conflict(/*i18n*/ 'That name or slug is taken.', errors);
  }

  return {
    async taxonomy(actorId: number) {
      await assertAdmin(actorId);
      return taxonomy();
    },

    async saveRentalType(actorId: number, id: number | null, input: RentalTypeInput) {
      return act(actorId, async (repo, tx) => {
        const before = id === null ? null : await repo.rentalType(id, true);
        if (id !== null && !before) throw missing(/*i18n*/ 'That rental type does not exist.');
        const slug = slugOf(input.slug, input.name, 'type');
        await assertTaxonomyFree(repo, 'rentalTypes', slug, input.name, id ?? undefined);
        const values = { name: input.name, slug, description: input.description ?? null };
        const row = before
          ? await repo.updateRentalType(before.id, values)
          : await repo.insertRentalType({
              ...values,
              position: await repo.nextPosition('rentalTypes'),
            });
        if (before && before.name !== row.name) await listings.rekeyIn(tx, 'rental_type', row.id);
        return {
          result: {
            taxonomy: await taxonomy(tx),
            message: /*i18n*/ { id: 'Saved “{name}”.', values: { name: row.name } },
          },
          audit: {
            action: before ? 'rental_type.update' : 'rental_type.create',
            subjectType: 'rental_type',
            subjectId: row.id,
            subjectLabel: row.name,
            before: before ? { name: before.name, slug: before.slug } : null,
            after: { name: row.name, slug: row.slug, description: row.description },
          },
        };
      });
    },

    async saveCategory(actorId: number, id: number | null, input: CategoryInput) {
      return act(actorId, async (repo, tx) => {
        const before = id === null ? null : await repo.category(id, true);
        if (id !== null && !before) throw missing(/*i18n*/ 'That category does not exist.');
        if (!(await repo.rentalType(input.rental_type_id)))
          throw conflict(/*i18n*/ 'That rental type does not exist.', {
            rental_type_id: [/*i18n*/ 'Choose a rental type from the list.'],
          });
        const slug = slugOf(input.slug, input.name, 'category');
        await assertTaxonomyFree(repo, 'categories', slug, input.name, id ?? undefined);
        const values = {
          name: input.name,
          slug,
          icon: input.icon ?? null,
          rentalTypeId: input.rental_type_id,
        };
        const row = before
          ? await repo.updateCategory(before.id, values)
          : await repo.insertCategory({
              ...values,
              position: await repo.nextPosition('categories'),
            });
        if (before && before.name !== row.name) await listings.rekeyIn(tx, 'category', row.id);
        return {
          result: {
            taxonomy: await taxonomy(tx),
            message: /*i18n*/ { id: 'Saved “{name}”.', values: { name: row.name } },
          },
          audit: {
            action: before ? 'category.update' : 'category.create',
            subjectType: 'category',
            subjectId: row.id,
            subjectLabel: row.name,
            before: before
              ? {
                  name: before.name,
                  slug: before.slug,
                  icon: before.icon,
                  rental_type_id: before.rentalTypeId,
                }
              : null,
            after: {
              name: row.name,
              slug: row.slug,
              icon: row.icon,
              rental_type_id: row.rentalTypeId,
            },
          },
        };
      });
    },

    async deleteTaxonomy(actorId: number, kind: 'category' | 'rental_type', id: number) {
      return act(actorId, async (repo, tx) => {
        const row =
          kind === 'category' ? await repo.category(id, true) : await repo.rentalType(id, true);
        if (!row)
          throw missing(
            kind === 'category'
              ? /*i18n*/ 'That category does not exist.'
              : /*i18n*/ 'That rental type does not exist.',
          );
        const usage = {
          listings: await listings.countUsingIn(tx, kind, id),
          categories: kind === 'rental_type' ? await repo.childCategories(id) : 0,
        };
        if (usage.listings > 0)
          throw conflict(
            kind === 'category'
              ? /*i18n*/ {
                  id: '{count, plural, one {# listing uses “{name}”. Move it to another category before deleting it.} other {# listings use “{name}”. Move them to another category before deleting it.}}',
                  values: { count: usage.listings, name: row.name },
                }
              : /*i18n*/ {
                  id: '{count, plural, one {# listing uses “{name}”. Move it to another rental type before deleting it.} other {# listings use “{name}”. Move them to another rental type before deleting it.}}',
                  values: { count: usage.listings, name: row.name },
                },
          );
        if (usage.categories > 0)
          throw conflict(
            /*i18n*/ {
              id: '{count, plural, one {# category belongs to “{name}”. Move or delete it first.} other {# categories belong to “{name}”. Move or delete them first.}}',
              values: { count: usage.categories, name: row.name },
            },
          );
        if (kind === 'category') await repo.deleteCategory(id);
        else await repo.deleteRentalType(id);
        return {
          result: {
            taxonomy: await taxonomy(tx),
            message: /*i18n*/ { id: '“{name}” was deleted.', values: { name: row.name } },
          },
          audit: {
            action: `${kind}.delete`,
            subjectType: kind,
            subjectId: id,
            subjectLabel: row.name,
            before: { name: row.name, slug: row.slug },
            after: null,
          },
        };
      });
    },

    async moveTaxonomy(
      actorId: number,
      kind: 'category' | 'rental_type',
      id: number,
      direction: 'up' | 'down',
    ) {
      return act(actorId, async (repo, tx) => {
        const row = kind === 'category' ? await repo.category(id) : await repo.rentalType(id);
        if (!row)
          throw missing(
            kind === 'category'
              ? /*i18n*/ 'That category does not exist.'
              : /*i18n*/ 'That rental type does not exist.',
          );
        const list = kind === 'category' ? 'categories' : 'rentalTypes';
        const { moved, position } = await moveIn(repo, list, id, direction);
        return {
          result: {
            taxonomy: await taxonomy(tx),
            message: moved
              ? /*i18n*/ {
                  id: 'Moved “{name}” {direction, select, up {up} other {down}}.',
                  values: { name: row.name, direction },
                }
              : /*i18n*/ {
                  id: '“{name}” is already {direction, select, up {first} other {last}}.',
                  values: { name: row.name, direction },
                },
          },
          audit: {
            action: `${kind}.move`,
            subjectType: kind,
            subjectId: id,
            subjectLabel: row.name,
            before: { position: row.position },
            after: { position, direction },
          },
        };
      });
    },
  };
}
