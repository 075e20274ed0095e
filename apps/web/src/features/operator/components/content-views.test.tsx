import { fireEvent, screen, waitFor, within } from '@/testing/render';
import type { OperatorBlogPost, Taxonomy } from '@ownless/shared';
import { describe, expect, it } from 'vitest';
import { answer, answerError, sentRequests } from '@/testing/api';
import { renderRoute } from '@/testing/render-route';
import { ContentView, type ContentSection } from './content-view';

const faqs = [
  { id: 1, question: 'How do I pay?', answer: 'By card.', category: 'Paying', position: 1 },
  { id: 2, question: 'Can I get a refund?', answer: 'Yes.', category: 'Paying', position: 2 },
];

const draft: OperatorBlogPost = {
  id: 5,
  slug: 'ladder-safety',
  title: 'Ladder safety',
  excerpt: 'Five checks before lending.',
  content: '# Feet\n\nCheck the rubber feet.',
  cover_image: null,
  author_name: 'Ada',
  tags: ['Guides'],
  status: 'draft',
  published_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
};

const taxonomy: Taxonomy = {
  rental_types: [
    {
      id: 1,
      name: 'Tools',
      slug: 'tool',
      description: null,
      position: 1,
      listings_count: 3,
      categories_count: 1,
    },
  ],
  categories: [
    {
      id: 9,
      name: 'Power tools',
      slug: 'power-tools',
      icon: 'drill',
      rental_type_id: 1,
      position: 1,
      listings_count: 3,
    },
  ],
};

/** The content API as these views call it; the writes answer as the server would. */
function fakeApi() {
  answer('get', '/admin/content/faqs', { items: faqs });
  answer('post', '/admin/content/faqs/2/move', {
    items: faqs,
    message: 'Moved up: now number 1 in Paying.',
  });
  answer('get', '/admin/content/blog-posts', { items: [draft], total: 1, page: 1, per_page: 25 });
  answer('get', '/admin/content/blog-posts/5', draft);
  answerError('put', '/admin/content/blog-posts/5', 409, {
    message: 'Another post already uses that address.',
    errors: { slug: ['Taken.'] },
  });
  answer('get', '/admin/content/taxonomy', taxonomy);
  answerError('delete', '/admin/content/categories/9', 409, {
    message: '3 listings use “Power tools”. Move them first.',
  });
}

function renderSection(section: ContentSection, item?: string, search = '') {
  const path = `/admin/operator/content/${section}${item ? `/${item}` : ''}`;
  return renderRoute(
    '/admin/operator/content/:section/:item?',
    <ContentView section={section} item={item} />,
    `${path}${search}`,
  );
}

describe('operator content views', () => {
  it('orders FAQs with move buttons: the first cannot go up, a move is posted', async () => {
    fakeApi();
    renderSection('faqs');
    const items = await screen.findAllByTestId('operator-faq');
    expect(
      within(items[0]!).getByRole<HTMLButtonElement>('button', { name: 'Move “How do I pay?” up' })
        .disabled,
    ).toBe(true);
    fireEvent.click(
      within(items[1]!).getByRole('button', { name: 'Move “Can I get a refund?” up' }),
    );
    expect(await screen.findByText('Moved up: now number 1 in Paying.')).toBeTruthy();
    const [move] = sentRequests('post', '/admin/content/faqs/2/move');
    expect(move!.body).toEqual({ direction: 'up' });
    expect(screen.getByRole('link', { name: 'FAQs' }).getAttribute('aria-current')).toBe('page');
  });

  it('lists posts with the URL filters and shows a draft as such', async () => {
    fakeApi();
    renderSection('blog', undefined, '?status=draft&q=ladder');
    const row = await screen.findByTestId('operator-blog-row');
    expect(within(row).getByText('Draft')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Publish' })).toBeTruthy();
    const list = new URL(sentRequests()[0]!.url, 'http://localhost');
    expect(list.searchParams.get('status')).toBe('draft');
    expect(list.searchParams.get('q')).toBe('ladder');
  });

  it('previews the markdown as it is typed and shows a slug conflict at its field', async () => {
    fakeApi();
    renderSection('blog', '5');
    const content = await screen.findByLabelText('Markdown');
    fireEvent.change(content, { target: { value: '# Fresh heading\n\nA new paragraph.' } });
    const preview = screen.getByTestId('blog-preview');
    expect(within(preview).getByRole('heading', { name: 'Fresh heading' })).toBeTruthy();
    expect(preview.innerHTML).not.toContain('<script');
    fireEvent.change(content, { target: { value: '<script>alert(1)</script>' } });
    expect(preview.querySelector('script')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const slug = screen.getByLabelText(/Address \(slug\)/);
    await waitFor(() => expect(slug.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Taken.')).toBeTruthy();
  });

  it('says a category in use cannot be deleted and shows the server’s 409', async () => {
    fakeApi();
    renderSection('categories');
    const row = await screen.findByTestId('operator-categories');
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByTestId('delete-taxonomy-dialog');
    expect(dialog.textContent).toContain('It is still in use (3 listings)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(/3 listings use “Power tools”/)).toBeTruthy();
  });
});
