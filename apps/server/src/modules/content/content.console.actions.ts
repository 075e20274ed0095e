import type { Database, Executor } from '../../db/client';
import type { Message } from '../../i18n';
import { notFound } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import type { TaxonomyCounts } from '../listings/counts.service';
import type { ListingTaxonomyLinksService } from '../listings/taxonomy-links.service';
import type { AuditInput } from '../operator/audit';
import type { UsersService } from '../users/users.service';
import {
  contentConsoleRepository,
  type ContentConsoleRepository,
  type OrderedList,
} from './content.console.repository';

/** What the console's content pages need from the rest of the server. */
export interface ContentConsoleDeps {
  db: Database;
  storage: FileStorage;
  users: Pick<UsersService, 'assertAdmin' | 'namesOf'>;
  /** Listings filed under a category or rental type (usage, keywords that name it). */
  listings: ListingTaxonomyLinksService;
  /** Every listing (any status) per rental type and category, read on `tx`: the listings module's count. */
  listingCountsIn: (tx: Executor) => Promise<TaxonomyCounts>;
  /**
   * Records the operator's audit entry on `tx`, the transaction of the change it describes
   * (the operator module's audit trail, operator_actions).
   */
  auditIn: (tx: Executor, entry: AuditInput) => Promise<unknown>;
  onPublicChange: () => void;
}

/**
 * The steps every console content page shares: the admin check, reads outside a change,
 * and `act`, which runs a change in one transaction with its audit entry and afterwards
 * calls `onPublicChange` so caches that hold content forget it at once.
 */
export function contentConsoleActions(deps: ContentConsoleDeps) {
  const { db, users, auditIn, onPublicChange } = deps;

  const assertAdmin = users.assertAdmin;
  const read = contentConsoleRepository(db);

  /** Runs `work` in a transaction with its audit entry (null: nothing to record), then forgets caches. */
  async function act<T>(
    actorId: number,
    work: (
      repo: ContentConsoleRepository,
      tx: Executor,
    ) => Promise<{ result: T; audit: Omit<AuditInput, 'actorId'> }>,
  ): Promise<T> {
    await assertAdmin(actorId);
    const result = await db.transaction(async (tx) => {
      const done = await work(contentConsoleRepository(tx), tx);
      await auditIn(tx, { actorId, ...done.audit });
      return done.result;
    });
    onPublicChange();
    return result;
  }

  const missing = (message: Message) => notFound(message);

  /** Moves one row of an ordered list up or down and renumbers the list 1…n. */
  async function moveIn(
    repo: ContentConsoleRepository,
    list: OrderedList,
    id: number,
    direction: 'up' | 'down',
    category?: string,
  ) {
    const order = (await repo.lockedOrder(list, category)).map((r) => r.id);
    const from = order.indexOf(id);
    const to = direction === 'up' ? from - 1 : from + 1;
    const moved = from >= 0 && to >= 0 && to < order.length;
    if (moved) [order[from], order[to]] = [order[to]!, order[from]!];
    await repo.renumber(list, order);
    return { moved, position: order.indexOf(id) + 1 };
  }

  return { assertAdmin, read, act, missing, moveIn };
}
export type ContentConsoleActions = ReturnType<typeof contentConsoleActions>;
