import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { BlogPostEditor } from './content-blog-editor';
import { BlogPostsList } from './content-blog-list';
import { DocumentsManager } from './content-documents';
import { FaqsManager } from './content-faqs';
import { ShippingManager } from './content-shipping';
import { TaxonomyManager } from './content-taxonomy';

export const CONTENT_SECTIONS = [
  { id: 'blog', label: msg`Blog posts` },
  { id: 'faqs', label: msg`FAQs` },
  { id: 'categories', label: msg`Categories` },
  { id: 'policies', label: msg`Policies & terms` },
  { id: 'shipping', label: msg({ message: 'Shipping', context: 'content section' }) },
] as const;
export type ContentSection = (typeof CONTENT_SECTIONS)[number]['id'];

export const isContentSection = (value: string | undefined): value is ContentSection =>
  CONTENT_SECTIONS.some((s) => s.id === value);

/**
 * /admin/operator/content/:section/:item: the content pages, one section at a time, each
 * at its own address (links, not tabs: Back and shared links land on the same section).
 */
export function ContentView({ section, item }: { section: ContentSection; item?: string }) {
  const { t, i18n } = useLingui();
  let body;
  if (section === 'blog' && item !== undefined) {
    const postId = item === 'new' ? null : Number(item);
    body = <BlogPostEditor postId={Number.isInteger(postId) ? postId : null} />;
  } else if (section === 'blog') body = <BlogPostsList />;
  else if (section === 'faqs') body = <FaqsManager />;
  else if (section === 'categories') body = <TaxonomyManager />;
  else if (section === 'policies') body = <DocumentsManager />;
  else body = <ShippingManager />;

  return (
    <div className="space-y-6">
      <nav aria-label={t`Content sections`}>
        <ul className="inline-flex flex-wrap gap-1 rounded-2xl bg-slate-100 p-1 dark:bg-slate-800/70">
          {CONTENT_SECTIONS.map((s) => (
            <li key={s.id}>
              <NavLink
                to={paths.operator.content(s.id)}
                className={({ isActive }) =>
                  cn(
                    'block rounded-xl px-4 py-2 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-600',
                    isActive
                      ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-900 dark:text-white'
                      : 'text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
                  )
                }
              >
                {i18n._(s.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {body}
    </div>
  );
}
