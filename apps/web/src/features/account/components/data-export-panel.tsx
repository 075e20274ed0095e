import { useEffect, useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type DataExport, DATA_EXPORT_LINK_DAYS } from '@ownless/shared';
import { Download, FileJson, Loader2, MailCheck } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { LoadingButton } from '@/components/ui/button';
import { QueryError } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/i18n';
import { useDataExport, useDownloadDataExport, useRequestDataExport } from '../api/privacy';

const FRAGMENT = /^#data-export=([^&]+)$/;

/**
 * The token of the e-mailed link, taken from the address's fragment (browsers never send a
 * fragment to the server, so it is in no log) and then removed from the address bar.
 */
function useLinkToken() {
  const [token] = useState(() => {
    const match = FRAGMENT.exec(window.location.hash);
    return match ? decodeURIComponent(match[1]!) : null;
  });
  useEffect(() => {
    if (!token) return;
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}#your-data`);
    document.getElementById('your-data')?.scrollIntoView({ block: 'start' });
  }, [token]);
  return token;
}

function StatusLine({ latest }: { latest: DataExport }) {
  const requestedAt = formatDate(latest.requested_at);
  const readyAt = formatDate(latest.ready_at);
  const expiresAt = formatDate(latest.expires_at);
  const downloadedAt = formatDate(latest.downloaded_at);
  switch (latest.status) {
    case 'pending':
      return (
        <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          <Loader2
            className="size-4 shrink-0 animate-spin text-brand-700 motion-reduce:animate-none dark:text-brand-400"
            aria-hidden="true"
          />
          <span>
            <Trans>
              Being prepared since <bdi>{requestedAt}</bdi>. We will e-mail you a link when it is
              ready; this page updates by itself.
            </Trans>
          </span>
        </p>
      );
    case 'ready':
      return (
        <p className="flex items-start gap-2 text-sm text-slate-700 dark:text-slate-300">
          <MailCheck
            className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-400"
            aria-hidden="true"
          />
          <span>
            <Trans>
              Sent to your e-mail on <bdi>{readyAt}</bdi>. Open the link in it while signed in to
              download the file; it works until <bdi>{expiresAt}</bdi>.
            </Trans>
            {latest.downloaded_at && (
              <>
                {' '}
                <Trans>
                  Downloaded on <bdi>{downloadedAt}</bdi>.
                </Trans>
              </>
            )}
          </span>
        </p>
      );
    case 'expired':
      return (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          <Trans>
            Your last copy (<bdi>{readyAt}</bdi>) has expired. Ask for a new one.
          </Trans>
        </p>
      );
    case 'failed':
      return (
        <Alert tone="error">
          <Trans>
            We could not prepare your last copy. Please ask again; if it fails again, contact us.
          </Trans>
        </Alert>
      );
  }
}

/**
 * "Download my data": ask for a copy of everything the marketplace holds about the account;
 * it is prepared in the background and e-mailed as a link, which leads back here.
 */
export function DataExportPanel() {
  const { t } = useLingui();
  const latest = useDataExport();
  const request = useRequestDataExport();
  const download = useDownloadDataExport();
  const token = useLinkToken();

  if (latest.isPending) {
    return (
      <div role="status" aria-label={t`Loading your data export`} className="space-y-3">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-10 w-48" />
      </div>
    );
  }
  if (latest.isError) {
    return (
      <QueryError query={latest} title={t`Your data export could not be loaded`} headingLevel={2} />
    );
  }

  const current = latest.data;
  const preparing = current?.status === 'pending';
  return (
    <div className="space-y-4" data-testid="data-export">
      <div className="flex gap-3">
        <FileJson
          className="mt-0.5 size-6 shrink-0 text-slate-500 dark:text-slate-400"
          aria-hidden="true"
        />
        <p className="text-sm text-slate-700 dark:text-slate-300">
          <Trans>
            Get one file (JSON) with everything OwnLess holds about you: your profile, listings,
            reservations as renter and owner, messages, reviews, payments, favourites and sign-ins.
          </Trans>{' '}
          <Plural
            value={DATA_EXPORT_LINK_DAYS}
            one="We e-mail you a link that works for # day, and only for you."
            other="We e-mail you a link that works for # days, and only for you."
          />
        </p>
      </div>

      {token && (
        <div className="rounded-2xl border border-brand-200 bg-brand-50 p-4 dark:border-brand-900 dark:bg-brand-950/40">
          <p className="font-semibold text-slate-900 dark:text-white">
            <Trans>Your copy is ready</Trans>
          </p>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            <Trans>
              You opened the link from our e-mail. Save the file somewhere safe: it holds your
              personal data.
            </Trans>
          </p>
          <LoadingButton
            className="mt-3"
            loading={download.isPending}
            loadingText={t`Downloading…`}
            onClick={() => download.mutate(token)}
            data-testid="data-export-download"
          >
            <Download className="size-4" aria-hidden="true" />
            <Trans>Download my data</Trans>
          </LoadingButton>
        </div>
      )}

      <div aria-live="polite" className="space-y-3">
        {current && <StatusLine latest={current} />}
        {request.isSuccess && !preparing && <Alert tone="success">{request.data.message}</Alert>}
        {request.isError && <Alert tone="error">{errorMessage(request.error)}</Alert>}
        {download.isSuccess && (
          <Alert tone="success">
            <Trans>Downloaded. Check your browser’s downloads.</Trans>
          </Alert>
        )}
        {download.isError && <Alert tone="error">{errorMessage(download.error)}</Alert>}
      </div>

      {!preparing && (
        <LoadingButton
          variant={token ? 'outline' : 'primary'}
          loading={request.isPending}
          loadingText={t`Asking…`}
          onClick={() => request.mutate()}
          data-testid="data-export-request"
        >
          {current ? t`Ask for a new copy` : t`Ask for a copy of my data`}
        </LoadingButton>
      )}
    </div>
  );
}
