import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BlogPostInput,
  CategoryInput,
  ContentDocument,
  ContentDocumentInput,
  ContentDocumentKind,
  ContentVersion,
  OperatorBlogPost,
  OperatorShippingOption,
  RentalTypeInput,
  ShippingOptionInput,
  Taxonomy,
} from '@ownless/shared';
import { api, upload, type QueryParams } from '@/lib/api-client';
import { publicContentKeys } from '@/lib/query-keys';
import { consoleKeys, type Paged } from './console';

export interface Faq {
  id: number;
  question: string;
  answer: string;
  category: string;
  position: number;
}

const base = '/admin/content';
export const contentKeys = {
  all: [...consoleKeys.all, 'content'] as const,
  blog: (params: QueryParams) => [...consoleKeys.all, 'content', 'blog', params] as const,
  post: (id: number) => [...consoleKeys.all, 'content', 'post', id] as const,
  faqs: [...consoleKeys.all, 'content', 'faqs'] as const,
  taxonomy: [...consoleKeys.all, 'content', 'taxonomy'] as const,
  documents: [...consoleKeys.all, 'content', 'documents'] as const,
  versions: (kind: string, id: number) =>
    [...consoleKeys.all, 'content', 'versions', kind, id] as const,
  shipping: [...consoleKeys.all, 'content', 'shipping'] as const,
};

export const useBlogPosts = (params: QueryParams) =>
  useQuery({
    queryKey: contentKeys.blog(params),
    queryFn: ({ signal }) =>
      api.get<Paged<OperatorBlogPost>>(`${base}/blog-posts`, { params, signal }),
    placeholderData: (previous) => previous,
  });

export const blogPostQuery = (id: number) =>
  queryOptions({
    queryKey: contentKeys.post(id),
    queryFn: ({ signal }) => api.get<OperatorBlogPost>(`${base}/blog-posts/${id}`, { signal }),
  });
export const useBlogPost = (id: number | null) =>
  useQuery({ ...blogPostQuery(id ?? 0), enabled: id !== null });

export const useFaqs = () =>
  useQuery({
    queryKey: contentKeys.faqs,
    queryFn: ({ signal }) => api.get<{ items: Faq[] }>(`${base}/faqs`, { signal }),
  });

export const useTaxonomy = () =>
  useQuery({
    queryKey: contentKeys.taxonomy,
    queryFn: ({ signal }) => api.get<Taxonomy>(`${base}/taxonomy`, { signal }),
  });

export const useDocuments = () =>
  useQuery({
    queryKey: contentKeys.documents,
    queryFn: ({ signal }) => api.get<{ items: ContentDocument[] }>(`${base}/documents`, { signal }),
  });

export const useVersions = (kind: ContentDocumentKind, id: number, enabled: boolean) =>
  useQuery({
    queryKey: contentKeys.versions(kind, id),
    queryFn: ({ signal }) =>
      api.get<{ document: ContentDocument; versions: ContentVersion[] }>(
        `${base}/documents/${kind}/${id}`,
        { signal },
      ),
    enabled,
  });

export const useShippingOptions = () =>
  useQuery({
    queryKey: contentKeys.shipping,
    queryFn: ({ signal }) =>
      api.get<{ items: OperatorShippingOption[] }>(`${base}/shipping-options`, { signal }),
  });

/**
 * A content change: afterwards the console's lists, the audit log and every public page
 * that shows content are asked again, so the change is visible at once.
 */
export function useContentMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleKeys.all }),
        ...publicContentKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]);
    },
  });
}

type Saved<T> = { item: T; message: string };
type TaxonomySaved = { taxonomy: Taxonomy; message: string };

export const useSaveBlogPost = () =>
  useContentMutation(({ id, input }: { id: number | null; input: BlogPostInput }) =>
    id === null
      ? api.post<Saved<OperatorBlogPost>>(`${base}/blog-posts`, input)
      : api.put<Saved<OperatorBlogPost>>(`${base}/blog-posts/${id}`, input),
  );

export const useSetBlogStatus = () =>
  useContentMutation(({ id, status }: { id: number; status: 'draft' | 'published' }) =>
    api.post<Saved<OperatorBlogPost>>(`${base}/blog-posts/${id}/status`, { status }),
  );

export const useDeleteBlogPost = () =>
  useContentMutation((id: number) =>
    api.delete<{ id: number; message: string }>(`${base}/blog-posts/${id}`),
  );

export const useBlogCover = () =>
  useContentMutation(
    ({
      id,
      file,
      onProgress,
    }: {
      id: number;
      file: File | null;
      onProgress?: (fraction: number) => void;
    }) => {
      if (!file) return api.delete<Saved<OperatorBlogPost>>(`${base}/blog-posts/${id}/cover`);
      const body = new FormData();
      body.append('cover', file);
      return upload<Saved<OperatorBlogPost>>(`${base}/blog-posts/${id}/cover`, body, {
        onProgress,
      });
    },
  );

export const useSaveFaq = () =>
  useContentMutation(({ id, input }: { id: number | null; input: Omit<Faq, 'id' | 'position'> }) =>
    id === null
      ? api.post<Saved<Faq>>(`${base}/faqs`, input)
      : api.put<Saved<Faq>>(`${base}/faqs/${id}`, input),
  );

export const useDeleteFaq = () =>
  useContentMutation((id: number) =>
    api.delete<{ id: number; message: string }>(`${base}/faqs/${id}`),
  );

export type OrderedKind = 'faqs' | 'categories' | 'rental-types';

export const useMove = () =>
  useContentMutation(
    ({ kind, id, direction }: { kind: OrderedKind; id: number; direction: 'up' | 'down' }) =>
      api.post<{ message: string }>(`${base}/${kind}/${id}/move`, { direction }),
  );

export const useSaveTaxonomy = () =>
  useContentMutation(
    (
      change:
        | { kind: 'categories'; id: number | null; input: CategoryInput }
        | { kind: 'rental-types'; id: number | null; input: RentalTypeInput },
    ) =>
      change.id === null
        ? api.post<TaxonomySaved>(`${base}/${change.kind}`, change.input)
        : api.put<TaxonomySaved>(`${base}/${change.kind}/${change.id}`, change.input),
  );

export const useDeleteTaxonomy = () =>
  useContentMutation(({ kind, id }: { kind: 'categories' | 'rental-types'; id: number }) =>
    api.delete<TaxonomySaved>(`${base}/${kind}/${id}`),
  );

export const useSaveDocument = () =>
  useContentMutation(
    ({ kind, id, input }: { kind: ContentDocumentKind; id: number; input: ContentDocumentInput }) =>
      api.put<Saved<ContentDocument>>(`${base}/documents/${kind}/${id}`, input),
  );

export const useSaveShippingOption = () =>
  useContentMutation(
    ({
      id,
      input,
    }: {
      id: number | null;
      /** The price may be missing: the server names the field. */
      input: Omit<ShippingOptionInput, 'price_cents'> & { price_cents?: number };
    }) =>
      id === null
        ? api.post<Saved<OperatorShippingOption>>(`${base}/shipping-options`, input)
        : api.put<Saved<OperatorShippingOption>>(`${base}/shipping-options/${id}`, input),
  );
