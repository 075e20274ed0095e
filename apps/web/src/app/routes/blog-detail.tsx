import { useParams } from 'react-router';
import { Container } from '@/components/ui/container';
import { BlogPostById, LatestBlogPost } from '@/features/blog/components/blog-post-view';
import { BlogSidebar } from '@/features/blog/components/blog-sidebar';

/** /blog-detail/:id, or /blog-detail for the newest post. */
export default function BlogDetailRoute() {
  const { id } = useParams();
  return (
    <Container className="py-12 sm:py-16">
      <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">{id ? <BlogPostById key={id} id={id} /> : <LatestBlogPost />}</div>
        <BlogSidebar currentId={id ? Number(id) : undefined} />
      </div>
    </Container>
  );
}
