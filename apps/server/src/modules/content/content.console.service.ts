import { contentConsoleActions, type ContentConsoleDeps } from './content.console.actions';
import { contentConsoleBlog } from './content.console.blog.service';
import { contentConsoleDocuments } from './content.console.documents.service';
import { contentConsoleFaqs } from './content.console.faqs.service';
import { contentConsoleShipping } from './content.console.shipping.service';
import { contentConsoleTaxonomy } from './content.console.taxonomy.service';

/**
 * The operator console's content pages (decision 0016; their routes are the operator
 * module's, operator/content.routes.ts), one part per thing the operator manages: the blog,
 * FAQs, categories and rental types, versioned documents (policies and terms), and shipping
 * options. Every change checks the admin role, runs in one transaction with its audit entry,
 * and afterwards calls `onPublicChange` so caches that hold content (search answers and
 * listing pages name categories, rental types, policies and shipping options) forget it at
 * once (content.console.actions.ts).
 */
export function contentConsoleService(deps: ContentConsoleDeps) {
  const actions = contentConsoleActions(deps);
  return {
    ...contentConsoleBlog(deps, actions),
    ...contentConsoleFaqs(actions),
    ...contentConsoleTaxonomy(deps, actions),
    ...contentConsoleDocuments(deps, actions),
    ...contentConsoleShipping(actions),
  };
}
export type ContentConsoleService = ReturnType<typeof contentConsoleService>;
