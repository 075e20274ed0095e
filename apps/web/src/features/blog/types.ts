import type { BlogPost } from '@ownless/shared';

export type { BlogPost };

/** GET /api/blog-posts → { items, total }, newest first. */
export interface BlogPostPage {
  items: BlogPost[];
  total: number;
}
