import type { FaqInput } from '@ownless/shared';
import type { faqs } from '../../db/schema';
import type { ContentConsoleActions } from './content.console.actions';

type FaqRow = typeof faqs.$inferSelect;

const toFaq = (row: FaqRow) => ({
  id: row.id,
  question: row.question,
  answer: row.answer,
  category: row.category,
  position: row.position,
});

/** The console's FAQs: questions and answers, ordered within each category. */
export function contentConsoleFaqs({
  assertAdmin,
  read,
  act,
  missing,
  moveIn,
}: ContentConsoleActions) {
  return {
    async faqs(actorId: number) {
      await assertAdmin(actorId);
      return { items: (await read.faqs()).map(toFaq) };
    },

    async saveFaq(actorId: number, id: number | null, input: FaqInput) {
      return act(actorId, async (repo) => {
        const before = id === null ? null : await repo.faq(id, true);
        if (id !== null && !before) throw missing(/*i18n*/ 'That question does not exist.');
        const moving = !before || before.category !== input.category;
        const position = moving ? await repo.nextPosition('faqs', input.category) : before.position;
        const values = { ...input, position };
        const row = before ? await repo.updateFaq(before.id, values) : await repo.insertFaq(values);
        return {
          result: { item: toFaq(row), message: /*i18n*/ 'Saved: the FAQ page shows it now.' },
          audit: {
            action: before ? 'faq.update' : 'faq.create',
            subjectType: 'faq',
            subjectId: row.id,
            subjectLabel: row.question,
            before: before ? toFaq(before) : null,
            after: toFaq(row),
          },
        };
      });
    },

    async deleteFaq(actorId: number, id: number) {
      return act(actorId, async (repo) => {
        const before = await repo.faq(id, true);
        if (!before) throw missing(/*i18n*/ 'That question does not exist.');
        await repo.deleteFaq(id);
        return {
          result: { id, message: /*i18n*/ 'The question was deleted.' },
          audit: {
            action: 'faq.delete',
            subjectType: 'faq',
            subjectId: id,
            subjectLabel: before.question,
            before: toFaq(before),
            after: null,
          },
        };
      });
    },

    async moveFaq(actorId: number, id: number, direction: 'up' | 'down') {
      return act(actorId, async (repo) => {
        const faq = await repo.faq(id);
        if (!faq) throw missing(/*i18n*/ 'That question does not exist.');
        const { moved, position } = await moveIn(repo, 'faqs', id, direction, faq.category);
        return {
          result: {
            items: (await repo.faqs()).map(toFaq),
            message: moved
              ? /*i18n*/ {
                  id: 'Moved {direction, select, up {up} other {down}}: now number {position} in {category}.',
                  values: { direction, position, category: faq.category },
                }
              : /*i18n*/ {
                  id: 'Already {direction, select, up {first} other {last}} in {category}.',
                  values: { direction, category: faq.category },
                },
          },
          audit: {
            action: 'faq.move',
            subjectType: 'faq',
            subjectId: id,
            subjectLabel: faq.question,
            before: { position: faq.position },
            after: { position, direction },
          },
        };
      });
    },
  };
}
