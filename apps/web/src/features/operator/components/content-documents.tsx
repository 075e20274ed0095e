import { type FormEvent, useId, useState } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ContentDocument } from '@ownless/shared';
import { History } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ProseText } from '@/components/ui/prose-text';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { formatDate, i18n } from '@/lib/i18n';
import { useDocuments, useSaveDocument, useVersions } from '../api/content';
import { formatWhen } from './console-ui';
import {
  ContentCard,
  FormButtons,
  FormFailure,
  QueryView,
  TextField,
  useContentForm,
  useNotice,
} from './content-ui';

const TERMS_LABELS: Record<string, MessageDescriptor> = {
  platform: msg`Terms of Service (/terms)`,
  privacy: msg`Privacy Policy (/privacy)`,
  listing: msg`Listing terms (the listing wizard)`,
  rental: msg`Rental terms (checkout)`,
};

/** What a document is and where it shows, in the page's language. */
function keyLabel(doc: ContentDocument) {
  const key = doc.key;
  if (doc.kind === 'policy')
    return i18n._(msg`Cancellation policy “${key}” (/pricing and every listing using it)`);
  const label = TERMS_LABELS[key];
  return label ? i18n._(label) : key;
}

/**
 * The versioned documents: cancellation policies and the terms. Saving publishes a new
 * version (the public page shows it and its date at once); every earlier one is kept.
 */
export function DocumentsManager() {
  const { t } = useLingui();
  const query = useDocuments();
  const notice = useNotice();
  const [editing, setEditing] = useState<string | null>(null);

  return (
    <QueryView
      query={query}
      loadingLabel={t`Loading documents`}
      errorTitle={t`The documents could not be loaded`}
    >
      {(data) => (
        <div className="space-y-5">
          {notice.view}
          {data.items.map((doc) => {
            const key = `${doc.kind}-${doc.id}`;
            return editing === key ? (
              <DocumentForm
                key={key}
                doc={doc}
                onDone={(message) => {
                  setEditing(null);
                  notice.success(message);
                }}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <DocumentCard key={key} doc={doc} onEdit={() => setEditing(key)} />
            );
          })}
        </div>
      )}
    </QueryView>
  );
}

function DocumentCard({ doc, onEdit }: { doc: ContentDocument; onEdit: () => void }) {
  const { t } = useLingui();
  const id = useId();
  const count = doc.versions;
  const updated = formatDate(doc.updated_at.slice(0, 10));
  const title = doc.title;
  const [history, setHistory] = useState(false);
  const versions = useVersions(doc.kind, doc.id, history);
  return (
    <ContentCard
      title={<bdi>{doc.title}</bdi>}
      titleId={`${id}-title`}
      actions={
        <span className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={history}
            aria-controls={`${id}-history`}
            onClick={() => setHistory((open) => !open)}
          >
            <History className="size-4" aria-hidden="true" />
            {history ? <Trans>Hide versions</Trans> : <Trans>Versions ({count})</Trans>}
          </Button>
          <Button size="sm" variant="outline" onClick={onEdit}>
            <Trans>Edit</Trans>
          </Button>
        </span>
      }
    >
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="document-meta">
        {keyLabel(doc)} ·{' '}
        <Trans>
          version {count} · last updated <time dateTime={doc.updated_at}>{updated}</time>
        </Trans>
      </p>
      <p className="mt-3 line-clamp-3 text-sm text-slate-700 dark:text-slate-300">
        <bdi>{doc.body}</bdi>
      </p>
      {history && (
        <div id={`${id}-history`} className="mt-4">
          {versions.isPending ? (
            <Skeleton className="h-20" />
          ) : versions.isError ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {errorMessage(versions.error)}
            </p>
          ) : (
            <ol className="space-y-2" aria-label={t`Versions of ${title}`}>
              {versions.data.versions.map((v) => {
                const version = v.version;
                const when = formatWhen(v.created_at);
                return (
                  <li key={v.version}>
                    <details className="rounded-xl border border-slate-200 p-3 dark:border-slate-800">
                      <summary className="cursor-pointer text-sm font-semibold text-slate-900 dark:text-white">
                        {version === doc.versions ? (
                          <Trans>
                            Version {version} (current) · {when}
                          </Trans>
                        ) : (
                          <Trans>
                            Version {version} · {when}
                          </Trans>
                        )}
                        {v.created_by && (
                          <>
                            {' · '}
                            <bdi>{v.created_by}</bdi>
                          </>
                        )}
                      </summary>
                      <p className="mt-2 text-sm font-semibold">
                        <bdi>{v.title}</bdi>
                      </p>
                      <ProseText text={v.body} dir="auto" className="mt-2 text-sm" />
                    </details>
                  </li>
                );
              })}
            </ol>
          )}
        </div>
      )}
    </ContentCard>
  );
}

function DocumentForm({
  doc,
  onDone,
  onCancel,
}: {
  doc: ContentDocument;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const save = useSaveDocument();
  const title = doc.title;
  const current = doc.versions;
  const next = doc.versions + 1;
  const { id, form, errors, field } = useContentForm(
    () => ({ title: doc.title, body: doc.body }),
    save.error,
  );
  const [confirming, setConfirming] = useState(false);

  const publish = () =>
    save.mutate(
      { kind: doc.kind, id: doc.id, input: form },
      {
        onSuccess: (r) => onDone(r.message),
        onSettled: () => setConfirming(false),
      },
    );

  return (
    <ContentCard title={t`Edit: ${title}`} titleId={`${id}-edit`}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          setConfirming(true);
        }}
      >
        <p className="text-sm text-slate-600 dark:text-slate-400">{keyLabel(doc)}</p>
        <TextField
          label={doc.kind === 'policy' ? t`Name` : t`Title`}
          {...field('title')}
          maxLength={200}
          dir="auto"
        />
        <div className="grid gap-4 lg:grid-cols-2">
          <TextField
            label={t`Text`}
            {...field('body')}
            multiline
            rows={14}
            dir="auto"
            inputClassName="font-mono text-sm"
            hint={
              doc.kind === 'policy'
                ? t`The words renters read. The refund rules themselves do not change.`
                : t`Blank lines separate paragraphs; # starts a heading.`
            }
          />
          <div>
            <p className="text-sm font-semibold text-slate-900 dark:text-white">
              <Trans>Preview</Trans>
            </p>
            <div
              className="mt-2 max-h-96 overflow-y-auto rounded-xl border border-slate-200 p-4 dark:border-slate-800"
              aria-live="polite"
            >
              <ProseText text={form.body} dir="auto" className="text-sm" />
            </div>
          </div>
        </div>
        <FormFailure error={save.error} />
        <FormButtons
          saving={save.isPending}
          saveLabel={t`Publish version ${next}`}
          onCancel={onCancel}
        />
      </form>
      <ConfirmDialog
        open={confirming}
        title={t`Publish version ${next}?`}
        confirmLabel={t`Publish`}
        busy={save.isPending}
        error={save.error && Object.keys(errors).length === 0 ? errorMessage(save.error) : null}
        onClose={() => setConfirming(false)}
        onConfirm={publish}
        testId="publish-document-dialog"
      >
        <ul className="list-disc space-y-1 ps-5">
          <li>
            <Trans>The public page shows the new text at once, marked “Last updated” today.</Trans>
          </li>
          <li>
            <Trans>Version {current} and every earlier one are kept and can be read here.</Trans>
          </li>
          <li>
            <Trans>Nobody is e-mailed about the change.</Trans>
          </li>
        </ul>
      </ConfirmDialog>
    </ContentCard>
  );
}
