import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { BlogPostPage } from '../types';

export interface GetBlogPostsParams {
  page: number;
  perPage: number;
  /** Only posts with this tag. */
  tag?: string;
}

/** GET /api/blog-posts?page=&per_page=&tag= → { items, total }, newest first. */
export const getBlogPosts = ({ page, perPage, tag }: GetBlogPostsParams, signal?: AbortSignal) =>
  api.get<BlogPostPage>('/blog-posts', { params: { page, per_page: perPage, tag }, signal });

export const getBlogPostsQueryOptions = (params: GetBlogPostsParams) =>
  queryOptions({
    queryKey: ['blog-posts', params],
    queryFn: ({ signal }) => getBlogPosts(params, signal),
  });

export const useBlogPosts = (params: GetBlogPostsParams) =>
  useQuery({ ...getBlogPostsQueryOptions(params), placeholderData: keepPreviousData });
