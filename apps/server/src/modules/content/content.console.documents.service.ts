import type { ContentDocument, ContentDocumentInput, ContentDocumentKind } from '@ownless/shared';
import type { policies, termsAndConditions } from '../../db/schema';
import { fullNameOf } from '../users/users.presenter';
import type { ContentConsoleActions, ContentConsoleDeps } from './content.console.actions';
import type { ContentConsoleRepository } from './content.console.repository';

type PolicyRow = typeof policies.$inferSelect;
type TermsRow = typeof termsAndConditions.$inferSelect;

const documentOf = (
  kind: ContentDocumentKind,
  row: PolicyRow | TermsRow,
  versions: number,
): ContentDocument =>
  kind === 'policy'
    ? {
        kind,
        id: row.id,
        key: (row as PolicyRow).slug,
        title: (row as PolicyRow).name,
        body: (row as PolicyRow).description,
        updated_at: row.updatedAt.toISOString(),
        versions: Math.max(versions, 1),
      }
    : {
        kind,
        id: row.id,
        key: (row as TermsRow).category,
        title: (row as TermsRow).title,
        body: (row as TermsRow).content,
        updated_at: row.updatedAt.toISOString(),
        versions: Math.max(versions, 1),
      };

const titleOf = (kind: ContentDocumentKind, row: PolicyRow | TermsRow) =>
  kind === 'policy' ? (row as PolicyRow).name : (row as TermsRow).title;
const bodyOf = (kind: ContentDocumentKind, row: PolicyRow | TermsRow) =>
  kind === 'policy' ? (row as PolicyRow).description : (row as TermsRow).content;

/**
 * The console's versioned documents: cancellation policies and terms. Every edit publishes a
 * new version, kept in content_versions beside the live row.
 */
export function contentConsoleDocuments(
  { users }: Pick<ContentConsoleDeps, 'users'>,
  { assertAdmin, read, act, missing }: ContentConsoleActions,
) {
  async function documentRow(
    repo: ContentConsoleRepository,
    kind: ContentDocumentKind,
    id: number,
    lock = false,
  ) {
    const row = kind === 'policy' ? await repo.policy(id, lock) : await repo.termsRow(id, lock);
    if (!row)
      throw missing(
        kind === 'policy'
          ? /*i18n*/ 'That policy does not exist.'
          : /*i18n*/ 'That document does not exist.',
      );
    return row;
  }

  return {
    async documents(actorId: number) {
      await assertAdmin(actorId);
      const [policyRows, termsRows, policyCounts, termsCounts] = await Promise.all([
        read.policies(),
        read.terms(),
        read.versionCounts('policy'),
        read.versionCounts('terms'),
      ]);
      return {
        items: [
          ...policyRows.map((r) => documentOf('policy', r, policyCounts.get(r.id) ?? 0)),
          ...termsRows.map((r) => documentOf('terms', r, termsCounts.get(r.id) ?? 0)),
        ],
      };
    },

    /** A document and its versions, newest first; one never edited is its own version 1. */
    async documentVersions(actorId: number, kind: ContentDocumentKind, id: number) {
      await assertAdmin(actorId);
      const row = await documentRow(read, kind, id);
      const stored = await read.versions(kind, id);
      const authors = await users.namesOf(
        stored.flatMap((v) => (v.createdById === null ? [] : [v.createdById])),
      );
      const authorOf = (id: number | null) => {
        const author = id === null ? undefined : authors.get(id);
        return author ? fullNameOf(author) : null;
      };
      const versions = stored.length
        ? stored.map((v) => ({
            version: v.version,
            title: v.title,
            body: v.body,
            created_by: authorOf(v.createdById),
            created_at: v.createdAt.toISOString(),
          }))
        : [
            {
              version: 1,
              title: titleOf(kind, row),
              body: bodyOf(kind, row),
              created_by: null,
              created_at: row.updatedAt.toISOString(),
            },
          ];
      return { document: documentOf(kind, row, versions.length), versions };
    },

    /** Publishes a new version: kept in content_versions, copied to the live row. */
    async saveDocument(
      actorId: number,
      kind: ContentDocumentKind,
      id: number,
      input: ContentDocumentInput,
    ) {
      return act(actorId, async (repo) => {
        const before = await documentRow(repo, kind, id, true);
        const stored = await repo.versions(kind, id);
        let latest = stored[0]?.version ?? 0;
        if (latest === 0) {
          // The first edit keeps the text it replaces as version 1.
          await repo.insertVersion({
            kind,
            documentId: id,
            version: 1,
            title: titleOf(kind, before),
            body: bodyOf(kind, before),
            createdById: null,
            createdAt: before.updatedAt,
          });
          latest = 1;
        }
        await repo.insertVersion({
          kind,
          documentId: id,
          version: latest + 1,
          title: input.title,
          body: input.body,
          createdById: actorId,
        });
        const row =
          kind === 'policy'
            ? await repo.updatePolicy(id, { name: input.title, description: input.body })
            : await repo.updateTerms(id, { title: input.title, content: input.body });
        return {
          result: {
            item: documentOf(kind, row, latest + 1),
            message: /*i18n*/ {
              id: 'Version {version} is live; the earlier versions are kept.',
              values: { version: latest + 1 },
            },
          },
          audit: {
            action: `${kind}.update`,
            subjectType: kind,
            subjectId: id,
            subjectLabel: titleOf(kind, row),
            before: { version: latest, title: titleOf(kind, before) },
            after: { version: latest + 1, title: input.title },
          },
        };
      });
    },
  };
}
