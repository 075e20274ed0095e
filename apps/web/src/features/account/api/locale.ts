import { useMutation } from '@tanstack/react-query';
import type { Locale } from '@ownless/shared';
import { api } from '@/lib/api-client';

/** PATCH /api/user/locale { locale }: the account's language, that of its e-mails too. */
export const saveAccountLocale = (locale: Locale) => api.patch('/user/locale', { locale });

export const useSaveAccountLocale = () => useMutation({ mutationFn: saveAccountLocale });
