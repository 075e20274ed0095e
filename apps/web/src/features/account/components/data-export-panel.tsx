import { useEffect, useState } from 'react';
import { type DataExport, DATA_EXPORT_LINK_DAYS, formatDate } from '@ownless/shared';
import { Download, FileJson, Loader2, MailCheck } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { LoadingButton } from '@/components/ui/button';
import { QueryError } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
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
  switch (latest.status) {
    case 'pending':
      return (
        <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          <Loader2
            className="size-4 shrink-0 animate-spin text-brand-700 motion-reduce:animate-none dark:text-brand-400"
            aria-hidden="true"
          />
          Being prepared since {formatDate(latest.requested_at)}. We will e-mail you a link when it
          is ready; this page updates by itself.
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
            Sent to your e-mail on {formatDate(latest.ready_at)}. Open the link in it while signed
            in to download the file; it works until {formatDate(latest.expires_at)}.
            {latest.downloaded_at && ` Downloaded on ${formatDate(latest.downloaded_at)}.`}
          </span>
        </p>
      );
    case 'expired':
      return (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Your last copy ({formatDate(latest.ready_at)}) has expired. Ask for a new one.
        </p>
      );
    case 'failed':
      return (
        <Alert tone="error">
          We could not prepare your last copy. Please ask again; if it fails again, contact us.
        </Alert>
      );
  }
}

/**
 * "Download my data": ask for a copy of everything the marketplace holds about the account;
 * it is prepared in the background and e-mailed as a link, which leads back here.
 */
export function DataExportPanel() {
  const latest = useDataExport();
  const request = useRequestDataExport();
  const download = useDownloadDataExport();
  const token = useLinkToken();

  if (latest.isPending) {
    return (
      <div role="status" aria-label="Loading your data export" className="space-y-3">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-10 w-48" />
      </div>
    );
  }
  if (latest.isError) {
    return (
      <QueryError query={latest} title="Your data export could not be loaded" headingLevel={2} />
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
          Get one file (JSON) with everything OwnLess holds about you: your profile, listings,
          reservations as renter and owner, messages, reviews, payments, favourites and sign-ins. We
          e-mail you a link that works for {DATA_EXPORT_LINK_DAYS} days, and only for you.
        </p>
      </div>

      {token && (
        <div className="rounded-2xl border border-brand-200 bg-brand-50 p-4 dark:border-brand-900 dark:bg-brand-950/40">
          <p className="font-semibold text-slate-900 dark:text-white">Your copy is ready</p>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            You opened the link from our e-mail. Save the file somewhere safe: it holds your
            personal data.
          </p>
          <LoadingButton
            className="mt-3"
            loading={download.isPending}
            loadingText="Downloading…"
            onClick={() => download.mutate(token)}
            data-testid="data-export-download"
          >
            <Download className="size-4" aria-hidden="true" />
            Download my data
          </LoadingButton>
        </div>
      )}

      <div aria-live="polite" className="space-y-3">
        {current && <StatusLine latest={current} />}
        {request.isSuccess && !preparing && <Alert tone="success">{request.data.message}</Alert>}
        {request.isError && <Alert tone="error">{errorMessage(request.error)}</Alert>}
        {download.isSuccess && (
          <Alert tone="success">Downloaded. Check your browser’s downloads.</Alert>
        )}
        {download.isError && <Alert tone="error">{errorMessage(download.error)}</Alert>}
      </div>

      {!preparing && (
        <LoadingButton
          variant={token ? 'outline' : 'primary'}
          loading={request.isPending}
          loadingText="Asking…"
          onClick={() => request.mutate()}
          data-testid="data-export-request"
        >
          {current ? 'Ask for a new copy' : 'Ask for a copy of my data'}
        </LoadingButton>
      )}
    </div>
  );
}
