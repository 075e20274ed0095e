import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogPostResponse } from '@ownless/shared';
import { api } from '@/lib/api-client';
import type { BlogPost } from '../types';

/** GET /api/blog-posts/:id → { post }. */
export async function getBlogPost(id: number | string, signal?: AbortSignal): Promise<BlogPost> {
  const { post } = await api.get<BlogPostResponse>(
    `/blog-posts/${encodeURIComponent(String(id))}`,
    {
      signal,
    },
  );
  return post;
}

export const getBlogPostQueryOptions = (id: number | string) =>
  queryOptions({
    queryKey: ['blog-post', String(id)],
    queryFn: ({ signal }) => getBlogPost(id, signal),
  });

export const useBlogPost = (id: number | string) => useQuery(getBlogPostQueryOptions(id));
