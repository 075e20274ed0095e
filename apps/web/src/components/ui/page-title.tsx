import { useEffect } from 'react';
import { APP_NAME, APP_TAGLINE } from '@/config/app';
import { i18n } from '@/lib/i18n';

export const documentTitle = (title?: string) =>
  title ? `${title} · ${APP_NAME}` : `${APP_NAME} · ${i18n._(APP_TAGLINE)}`;

/**
 * Sets the document title ("FAQs · OwnLess"). An effect rather than React 19's hoisted
 * <title>, because index.html already has a <title> and the first one in the document wins.
 */
export function PageTitle({ title }: { title?: string }) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return null;
}
