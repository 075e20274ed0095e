import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Check, Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';

async function copyText(text: string) {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Older browsers and insecure origins: a hidden textarea and the copy command.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('Copy is not available.');
}

/** Copies the text and confirms with "Copied" for two seconds (announced politely). */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const { t } = useLingui();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  return (
    <>
      <Button
        variant={state === 'copied' ? 'secondary' : 'primary'}
        onClick={() =>
          copyText(text).then(
            () => setState('copied'),
            () => setState('failed'),
          )
        }
        className="shrink-0"
        data-testid="copy-referral-link"
      >
        {state === 'copied' ? (
          <Check className="size-4" aria-hidden="true" />
        ) : (
          <Copy className="size-4" aria-hidden="true" />
        )}
        {state === 'copied' ? t`Copied` : (label ?? t`Copy`)}
      </Button>
      <span className="sr-only" role="status">
        {state === 'copied'
          ? t`Link copied to the clipboard`
          : state === 'failed'
            ? t`Could not copy; select the link and copy it by hand`
            : ''}
      </span>
    </>
  );
}
