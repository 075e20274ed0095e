import { useEffect, useId, useRef, useState } from 'react';
import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CurrentUser } from '@ownless/shared';
import { ImageUp, Trash2, X } from 'lucide-react';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Button, LoadingButton } from '@/components/ui/button';
import { errorMessage, isApiError } from '@/lib/api-client';
import { numberFormat } from '@/lib/i18n';
import { useRemoveAvatar, useUploadAvatar } from '../api/avatar';
import { AVATAR_TYPES, checkAvatarFile, formatBytes } from '../utils/avatar-file';

function uploadErrorText(error: unknown) {
  if (isApiError(error)) {
    if (error.status === 413)
      return translate`That picture is too big. Choose one of 10 MB or less.`;
    const fieldError = error.errors?.avatar?.[0];
    if (fieldError) return fieldError;
  }
  return errorMessage(error);
}

/**
 * Profile picture: choose a file, check it here, preview it, then upload with a progress
 * bar (XMLHttpRequest progress events). The current picture can also be removed.
 */
export function AvatarUploader({ user }: { user: CurrentUser }) {
  const { t } = useLingui();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const file = chosen?.file ?? null;
  const previewUrl = chosen?.url ?? null;
  const [progress, setProgress] = useState(0);
  const [fileError, setFileError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const uploadMutation = useUploadAvatar();
  const removeMutation = useRemoveAvatar();

  // The preview's object URL lives exactly as long as the chosen file.
  const urlRef = useRef<string | null>(null);
  const setFile = (next: File | null) => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = next ? URL.createObjectURL(next) : null;
    setChosen(next && urlRef.current ? { file: next, url: urlRef.current } : null);
  };

  useEffect(
    () => () => {
      abortRef.current?.abort();
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    },
    [],
  );

  const choose = (picked: File | undefined) => {
    setNotice(null);
    uploadMutation.reset();
    removeMutation.reset();
    if (!picked) return;
    const problem = checkAvatarFile(picked);
    setFileError(problem);
    setFile(problem ? null : picked);
  };

  const cancel = () => {
    abortRef.current?.abort();
    setFile(null);
    setProgress(0);
    uploadMutation.reset();
    if (inputRef.current) inputRef.current.value = '';
  };

  const startUpload = () => {
    if (!file) return;
    const controller = new AbortController();
    abortRef.current = controller;
    setProgress(0);
    setNotice(null);
    uploadMutation.mutate(
      { file, onProgress: setProgress, signal: controller.signal },
      {
        onSuccess: ({ message }) => {
          setNotice(message);
          setFile(null);
          if (inputRef.current) inputRef.current.value = '';
        },
      },
    );
  };

  const uploading = uploadMutation.isPending;
  const percent = Math.round(progress * 100);
  const progressText = numberFormat({ style: 'percent' }).format(percent / 100);
  const uploadError =
    uploadMutation.isError &&
    !(uploadMutation.error instanceof DOMException && uploadMutation.error.name === 'AbortError')
      ? uploadErrorText(uploadMutation.error)
      : null;
  const errorText =
    fileError ??
    uploadError ??
    (removeMutation.isError ? errorMessage(removeMutation.error) : null);

  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
      <div className="relative shrink-0 self-center sm:self-start">
        <Avatar
          src={previewUrl ?? user.profilePicture}
          alt={previewUrl ? t`Preview of your new picture` : t`Your profile picture`}
          className="size-28"
        />
        {previewUrl && (
          <span className="absolute inset-x-0 -bottom-1 mx-auto w-fit rounded-full bg-slate-900 px-2 py-0.5 text-xs font-semibold text-white dark:bg-white dark:text-slate-900">
            <Trans>Preview</Trans>
          </span>
        )}
      </div>
      <div className="min-w-0 flex-1 space-y-4">
        <p className="text-sm text-slate-600 dark:text-slate-400" id={`${id}-hint`}>
          <Trans>
            A clear photo of your face helps owners and renters trust you. JPEG, PNG, WebP or AVIF,
            up to 10 MB.
          </Trans>
        </p>
        <input
          ref={inputRef}
          id={`${id}-file`}
          type="file"
          accept={AVATAR_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => choose(event.target.files?.[0])}
          data-testid="avatar-input"
        />
        {file ? (
          <div className="space-y-3">
            <p className="text-sm break-all text-slate-800 dark:text-slate-200">
              <bdi>{file.name}</bdi> · <bdi>{formatBytes(file.size)}</bdi>
            </p>
            {uploading && <ProgressBar label={t`Uploading your picture`} percent={percent} />}
            <div className="flex flex-wrap gap-2">
              <LoadingButton
                loading={uploading}
                loadingText={t`Uploading… ${progressText}`}
                onClick={startUpload}
              >
                <ImageUp className="size-4" aria-hidden="true" />
                <Trans>Upload picture</Trans>
              </LoadingButton>
              <Button variant="ghost" onClick={cancel}>
                <X className="size-4" aria-hidden="true" />
                <Trans>Cancel</Trans>
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              onClick={() => inputRef.current?.click()}
              aria-describedby={`${id}-hint`}
            >
              <ImageUp className="size-4" aria-hidden="true" />
              {user.hasProfilePicture ? t`Choose a new picture` : t`Choose a picture`}
            </Button>
            {user.hasProfilePicture && (
              <LoadingButton
                variant="ghost"
                loading={removeMutation.isPending}
                loadingText={t`Removing…`}
                onClick={() => {
                  setNotice(null);
                  setFileError(null);
                  removeMutation.mutate(undefined, {
                    onSuccess: ({ message }) => setNotice(message),
                  });
                }}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                <Trans>Remove</Trans>
              </LoadingButton>
            )}
          </div>
        )}
        <div aria-live="polite">
          {errorText && <Alert tone="error">{errorText}</Alert>}
          {notice && !errorText && <Alert tone="success">{notice}</Alert>}
        </div>
      </div>
    </div>
  );
}
