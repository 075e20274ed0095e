import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { RULE_TOKENS } from '@ownless/shared/rules';
import { CircleHelp } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { type Faq, useDeleteFaq, useFaqs, useMove, useSaveFaq } from '../api/content';
import {
  AddButton,
  ContentCard,
  DeleteConfirm,
  EditableItem,
  InlineForm,
  OrderedRowActions,
  QueryView,
  TextField,
  useContentForm,
  useInlineEditing,
} from './content-ui';

/** The FAQ page's questions by category: add, edit, delete (confirmed) and order them. */
export function FaqsManager() {
  const { t } = useLingui();
  return (
    <QueryView
      query={useFaqs()}
      loadingLabel={t`Loading questions`}
      errorTitle={t`The questions could not be loaded`}
    >
      {(data) => <FaqGroups items={data.items} />}
    </QueryView>
  );
}

function FaqGroups({ items }: { items: Faq[] }) {
  const { t } = useLingui();
  const id = useId();
  const move = useMove();
  const remove = useDeleteFaq();
  const { notice, editing, setEditing, cancel, done } = useInlineEditing<number | 'new'>();
  const [toDelete, setToDelete] = useState<Faq | null>(null);

  const groups = new Map<string, Faq[]>();
  for (const faq of items) groups.set(faq.category, [...(groups.get(faq.category) ?? []), faq]);
  const categories = [...groups.keys()];

  return (
    <div className="space-y-5">
      {notice.view}
      <AddButton open={editing === 'new'} onAdd={() => setEditing('new')}>
        <Trans>New question</Trans>
      </AddButton>
      {editing === 'new' && (
        <FaqForm faq={null} categories={categories} onDone={done} onCancel={cancel} />
      )}
      {categories.length === 0 && editing !== 'new' && (
        <EmptyState
          icon={<CircleHelp className="size-6" aria-hidden="true" />}
          title={t`No questions yet`}
          message={t`Add the first question; the FAQ page shows it at once.`}
        />
      )}
      {categories.map((category, groupIndex) => (
        <ContentCard key={category} title={category} titleId={`${id}-group-${groupIndex}`}>
          <ol className="divide-y divide-slate-100 dark:divide-slate-800">
            {groups.get(category)!.map((faq, index, list) => (
              <EditableItem
                key={faq.id}
                className="flex flex-col gap-3 py-3 sm:flex-row sm:items-start"
                testId="operator-faq"
                form={
                  editing === faq.id && (
                    <FaqForm faq={faq} categories={categories} onDone={done} onCancel={cancel} />
                  )
                }
              >
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-slate-900 dark:text-white">
                    <bdi>{faq.question}</bdi>
                  </p>
                  <p className="mt-1 line-clamp-2 text-sm text-slate-600 dark:text-slate-400">
                    <bdi>{faq.answer}</bdi>
                  </p>
                </div>
                <OrderedRowActions
                  className="flex shrink-0 flex-wrap items-center gap-1"
                  label={faq.question}
                  first={index === 0}
                  last={index === list.length - 1}
                  move={move}
                  target={{ kind: 'faqs', id: faq.id }}
                  notice={notice}
                  onEdit={() => setEditing(faq.id)}
                  onDelete={() => setToDelete(faq)}
                />
              </EditableItem>
            ))}
          </ol>
        </ContentCard>
      ))}
      <DeleteConfirm
        target={toDelete}
        title={t`Delete this question?`}
        confirmLabel={t`Delete question`}
        mutation={remove}
        variables={(faq) => faq.id}
        onClose={() => setToDelete(null)}
        onDone={notice.success}
        testId="delete-faq-dialog"
      >
        {toDelete && <DeletedQuestion question={toDelete.question} />}
      </DeleteConfirm>
    </div>
  );
}

/** What deleting a question does. */
function DeletedQuestion({ question }: { question: string }) {
  return (
    <p>
      <Trans>
        “<bdi className="font-semibold">{question}</bdi>” leaves the FAQ page at once. The audit log
        keeps its text.
      </Trans>
    </p>
  );
}

function FaqForm({
  faq,
  categories,
  onDone,
  onCancel,
}: {
  faq: Faq | null;
  categories: string[];
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const save = useSaveFaq();
  const tokens = RULE_TOKENS.map((token) => `{${token}}`).join(', ');
  const { id, form, field } = useContentForm(
    () => ({
      question: faq?.question ?? '',
      answer: faq?.answer ?? '',
      category: faq?.category ?? categories[0] ?? '',
    }),
    save.error,
  );

  return (
    <InlineForm
      label={faq ? t`Edit the question` : t`New question`}
      onSubmit={() =>
        save.mutate({ id: faq?.id ?? null, input: form }, { onSuccess: (r) => onDone(r.message) })
      }
      saving={save.isPending}
      error={save.error}
      saveLabel={t`Save question`}
      onCancel={onCancel}
    >
      <TextField label={t`Question`} {...field('question')} required maxLength={300} dir="auto" />
      <TextField
        label={t({ message: 'Answer', context: 'FAQ field' })}
        {...field('answer')}
        hint={t`For a fee or a rule, write ${tokens}: the site shows the value the server applies.`}
        multiline
        rows={4}
        maxLength={5000}
        dir="auto"
      />
      <TextField
        label={t`Category`}
        {...field('category')}
        hint={t`Questions are grouped by it; a new name starts a new group.`}
        maxLength={60}
        list={`${id}-categories`}
      />
      <datalist id={`${id}-categories`}>
        {categories.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
    </InlineForm>
  );
}
