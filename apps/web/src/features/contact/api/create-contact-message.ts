import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput, ContactResponse } from '@ownless/shared';
import { api } from '@/lib/api-client';

export { contactMessageSchema } from '@ownless/shared/content';
export type { ContactMessageInput };

/** POST /api/contact → 201 { message, id }; 400 { message, errors: { field: [msg] } }. */
export const createContactMessage = (input: ContactMessageInput) =>
  api.post<ContactResponse>('/contact', input);

export const useCreateContactMessage = () => useMutation({ mutationFn: createContactMessage });
