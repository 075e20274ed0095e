import { type BlogPost, formatCents, type ListingDetail, type Locale } from '@ownless/shared';
import { sortGalleryImages } from '@ownless/shared/gallery';
import { LISTING_IMAGE_FALLBACK } from '@ownless/shared/user';
import type { Config } from '../../config';
import { translatorFor } from '../../i18n';
import { AppError } from '../../lib/errors';
import type { ContentService } from '../content/content.service';
import type { ListingsService } from '../listings/listings.service';
import type { UsersService } from '../users/users.service';
import { type PageMeta, summarise, withPageLanguage } from './seo.html';

/** URLs per sitemap file: the sitemaps protocol's limit. */
export const SITEMAP_MAX_URLS = 50_000;

/** The public pages that are the same for everyone, listed in the sitemap. */
export const STATIC_PAGES = [
  '/',
  '/listings',
  '/grid',
  '/buy',
  '/sell',
  '/agents',
  '/features',
  '/pricing',
  '/faqs',
  '/blogs',
  '/contact',
  '/terms',
  '/privacy',
];

const DYNAMIC_PAGES: { pattern: RegExp; kind: 'listing' | 'owner' | 'blog' }[] = [
  { pattern: /^\/(?:listing-detail|property-detail-two)\/([^/]+)\/?$/, kind: 'listing' },
  { pattern: /^\/(?:owner-profile|agent-profile)\/([^/]+)\/?$/, kind: 'owner' },
  { pattern: /^\/blog-detail\/([^/]+)\/?$/, kind: 'blog' },
];

const isNotFound = (error: unknown) => error instanceof AppError && error.statusCode === 404;
const int32Id = (raw: string) =>
  /^\d{1,10}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * What search engines and link previews read before any JavaScript: each public page's
 * title, description, canonical URL, preview image and schema.org data, a real 404 for an
 * id that does not exist, and the sitemap's URLs (decision 0014).
 */
export function seoService(deps: {
  config: Config;
  listings: ListingsService;
  users: UsersService;
  content: ContentService;
}) {
  const { config, listings, users, content } = deps;
  const url = (path: string) => `${config.appUrl}${path}`;
  const absolute = (src: string) =>
    /^https?:\/\//.test(src) ? src : url(src.startsWith('/') ? src : `/${src}`);

  /**
   * `embed`: the page's address names the listing as the app will ask for it (see below);
   * `paint`: and it is the standard layout, whose top the server paints (firstPaintPages).
   */
  async function listingMeta(
    id: number,
    { embed, paint }: { embed: boolean; paint: boolean },
    locale: Locale,
  ): Promise<PageMeta | null> {
    const t = translatorFor(locale);
    let body: string;
    try {
      body = await listings.detailBody(id, null);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
    const { listing } = JSON.parse(body) as { listing: ListingDetail };
    const canonical = url(`/listing-detail/${listing.id}`);
    const place = [listing.address.city, listing.address.state].filter(Boolean).join(', ');
    const rents = listing.frequencies
      .filter((f) => f.type !== 'sale')
      .sort((a, b) => a.price_cents - b.price_cents);
    const cheapest = rents[0] ?? listing.frequencies[0];
    // In the gallery's order, so the photo preloaded is the one the page shows first.
    const gallery = sortGalleryImages(listing.images);
    const images = gallery.map((i) => absolute(i.file_path));
    const seller = listing.owner.businessName ?? listing.owner.fullName;
    const name = listing.name;
    const price = cheapest && formatCents(cheapest.price_cents, locale);
    const frequency = cheapest?.frequency;
    const lead = !cheapest
      ? ''
      : place
        ? t(
            /*i18n*/ {
              id: 'From {price} {frequency, select, Hourly {hourly} Daily {daily} Weekly {weekly} Monthly {monthly} other {once}} in {place}.',
              values: { price, frequency, place },
            },
          )
        : t(
            /*i18n*/ {
              id: 'From {price} {frequency, select, Hourly {hourly} Daily {daily} Weekly {weekly} Monthly {monthly} other {once}}.',
              values: { price, frequency },
            },
          );
    return {
      title: place
        ? t(/*i18n*/ { id: '{name} for rent in {place} · OwnLess', values: { name, place } })
        : t(/*i18n*/ { id: '{name} · OwnLess', values: { name } }),
      description: summarise(
        `${lead}${lead ? ' ' : ''}${listing.description ?? t(/*i18n*/ { id: 'Rent it from {seller} on OwnLess.', values: { seller } })}`,
      ),
      canonical,
      image: images[0],
      type: 'product',
      // The page's largest paint is its first photo, and the app's first call is this
      // listing: both travel with the HTML (decision 0014), not after the scripts.
      preloadImage: gallery[0]?.file_path,
      // Only under the address the app asks for: /listing-detail/052 asks for /listing/052,
      // and an answer left unread would be taken later, stale, by a visit to listing 52.
      embedded: embed ? { path: `/api/listing/${listing.id}`, body } : undefined,
      // Its photo and name painted with the HTML, where the app will show them; the app
      // then renders from the listing sent along, so the two agree.
      firstPaint:
        embed && paint
          ? {
              page: '/listing-detail/:id',
              fields: {
                photo: gallery[0]?.file_path || LISTING_IMAGE_FALLBACK,
                name: listing.name,
              },
            }
          : undefined,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: listing.name,
        description: summarise(listing.description, 5000) || undefined,
        image: images.length > 0 ? images : undefined,
        url: canonical,
        category: listing.category?.name ?? listing.rental_type?.name,
        brand: listing.brand ? { '@type': 'Brand', name: listing.brand } : undefined,
        model: listing.model ?? undefined,
        offers: listing.frequencies.map((f) => ({
          '@type': 'Offer',
          url: canonical,
          price: dollars(f.price_cents),
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          businessFunction:
            f.type === 'sale'
              ? 'http://purl.org/goodrelations/v1#Sell'
              : 'http://purl.org/goodrelations/v1#LeaseOut',
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: dollars(f.price_cents),
            priceCurrency: 'USD',
            unitText: f.frequency,
          },
          seller: { '@type': listing.owner.businessName ? 'Organization' : 'Person', name: seller },
        })),
        aggregateRating:
          listing.rating !== null && listing.review_count > 0
            ? {
                '@type': 'AggregateRating',
                ratingValue: listing.rating,
                reviewCount: listing.review_count,
              }
            : undefined,
      },
    };
  }

  async function ownerMeta(id: number, locale: Locale): Promise<PageMeta | null> {
    const t = translatorFor(locale);
    let profile;
    try {
      profile = await users.publicProfile(id);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
    if (!profile.isOwner) return null;
    const name = profile.businessName ?? profile.fullName;
    const canonical = url(`/owner-profile/${profile.id}`);
    const count = profile.listingsCount;
    const city = profile.city;
    const counts = city
      ? t(
          /*i18n*/ {
            id: '{count, plural, one {# listing} other {# listings}} in {city} to rent on OwnLess.',
            values: { count, city },
          },
        )
      : t(
          /*i18n*/ {
            id: '{count, plural, one {# listing} other {# listings}} to rent on OwnLess.',
            values: { count },
          },
        );
    return {
      title: t(/*i18n*/ { id: '{name} · rentals on OwnLess', values: { name } }),
      description: summarise(`${counts} ${profile.bio ?? ''}`),
      canonical,
      image: absolute(profile.profilePicture),
      type: 'profile',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        url: canonical,
        mainEntity: {
          '@type': profile.businessName ? 'Organization' : 'Person',
          name,
          image: absolute(profile.profilePicture),
          description: profile.bio ?? undefined,
          address: profile.city ?? undefined,
        },
      },
    };
  }

  async function blogMeta(idOrSlug: string, locale: Locale): Promise<PageMeta | null> {
    let post: BlogPost;
    try {
      post = await content.blogPost(idOrSlug);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
    const canonical = url(`/blog-detail/${post.id}`);
    const image = post.cover_image ? absolute(post.cover_image) : undefined;
    return {
      title: translatorFor(locale)(
        /*i18n*/ { id: '{title} · OwnLess blog', values: { title: post.title } },
      ),
      description: summarise(post.excerpt || post.content),
      canonical,
      image,
      type: 'article',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description: summarise(post.excerpt || post.content),
        image,
        datePublished: post.published_at,
        author: { '@type': 'Person', name: post.author_name },
        keywords: post.tags.join(', ') || undefined,
        url: canonical,
        publisher: { '@type': 'Organization', name: 'OwnLess' },
      },
    };
  }

  return {
    /**
     * The meta of a public page that shows one thing (a listing, an owner, an article):
     * `{ status: 200, meta }`, `{ status: 404, meta }` when that thing does not exist (or is
     * not public), or null for any other path (the page's generic head stays).
     */
    async pageFor(
      pathname: string,
      locale: Locale = 'en',
    ): Promise<{ status: 200 | 404; meta: PageMeta } | null> {
      const t = translatorFor(locale);
      for (const { pattern, kind } of DYNAMIC_PAGES) {
        const match = pattern.exec(pathname);
        if (!match) continue;
        const raw = decodeURIComponent(match[1]!);
        const id = int32Id(raw);
        const meta =
          kind === 'blog'
            ? id !== null || /^[a-z0-9-]{1,120}$/.test(raw)
              ? await blogMeta(raw, locale)
              : null
            : id === null
              ? null
              : kind === 'listing'
                ? await listingMeta(
                    id,
                    {
                      embed: raw === String(id) && match[1] === raw,
                      paint: pathname.startsWith('/listing-detail/'),
                    },
                    locale,
                  )
                : await ownerMeta(id, locale);
        if (meta) return { status: 200, meta };
        return {
          status: 404,
          meta: {
            title: t(/*i18n*/ 'Not found · OwnLess'),
            description: t(/*i18n*/ 'This page does not exist or is no longer available.'),
            canonical: url(pathname),
            type: 'website',
            noindex: true,
          },
        };
      }
      return null;
    },

    /**
     * A page in its language (seo.html.ts withPageLanguage): a page with meta of its own
     * (pageFor) is named by its canonical URL; any other keeps the path it was opened at and
     * gets the generic title and description in this language (English: the built ones).
     */
    inLanguage(html: string, locale: Locale, page: { pathname: string; meta?: PageMeta }) {
      const t = translatorFor(locale);
      const generic =
        page.meta || locale === 'en'
          ? {}
          : {
              title: t(/*i18n*/ 'OwnLess · Own less, experience more'),
              description: t(
                /*i18n*/ 'OwnLess is a peer-to-peer rental marketplace. Rent tools, gear, goods and services from people nearby, or earn from what you own.',
              ),
            };
      const address = page.meta?.canonical ?? url(page.pathname.replace(/(.)\/+$/, '$1'));
      return withPageLanguage(html, { locale, url: address, ...generic });
    },

    /** The sitemap files: static pages and blog posts, then listings and owners in files of at most SITEMAP_MAX_URLS. */
    async sitemapFiles() {
      const listingFiles = Math.max(
        1,
        Math.ceil((await listings.publishedCount()) / SITEMAP_MAX_URLS),
      );
      return [
        'pages',
        ...Array.from({ length: listingFiles }, (_, i) => `listings-${i + 1}`),
        'owners',
      ];
    },

    /** The URLs (with last modification, when known) of one sitemap file; null for an unknown file. */
    async sitemapUrls(file: string): Promise<{ loc: string; lastmod?: string }[] | null> {
      if (file === 'pages') {
        const posts: { loc: string; lastmod?: string }[] = [];
        for (let page = 1; ; page++) {
          const { items, total } = await content.blogPosts(page, 50);
          posts.push(
            ...items.map((p) => ({ loc: url(`/blog-detail/${p.id}`), lastmod: p.published_at })),
          );
          if (items.length === 0 || page * 50 >= total) break;
        }
        return [...STATIC_PAGES.map((path) => ({ loc: url(path) })), ...posts];
      }
      const numbered = /^listings-(\d{1,6})$/.exec(file);
      if (numbered) {
        const index = Number(numbered[1]);
        if (index < 1) return null;
        // Keyset through the files before this one: every file is read from an index, never with a large OFFSET.
        let after = 0;
        const out: { loc: string; lastmod?: string }[] = [];
        for (let skipped = 0; skipped < (index - 1) * SITEMAP_MAX_URLS;) {
          const page = await listings.publishedPage(
            after,
            Math.min(10_000, (index - 1) * SITEMAP_MAX_URLS - skipped),
          );
          if (page.length === 0) return index === 1 ? [] : null;
          skipped += page.length;
          after = page.at(-1)!.id;
        }
        while (out.length < SITEMAP_MAX_URLS) {
          const page = await listings.publishedPage(
            after,
            Math.min(10_000, SITEMAP_MAX_URLS - out.length),
          );
          if (page.length === 0) break;
          out.push(
            ...page.map((row) => ({
              loc: url(`/listing-detail/${row.id}`),
              lastmod: new Date(row.updated_at).toISOString(),
            })),
          );
          after = page.at(-1)!.id;
        }
        return out.length === 0 && index > 1 ? null : out;
      }
      if (file === 'owners') {
        const out: { loc: string }[] = [];
        for (let after = 0; out.length < SITEMAP_MAX_URLS;) {
          const page = await listings.publishingOwnersPage(after, 10_000);
          if (page.length === 0) break;
          out.push(...page.map((row) => ({ loc: url(`/owner-profile/${row.id}`) })));
          after = page.at(-1)!.id;
        }
        return out;
      }
      return null;
    },
  };
}
export type SeoService = ReturnType<typeof seoService>;
