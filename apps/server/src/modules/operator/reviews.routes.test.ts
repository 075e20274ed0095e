import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listings, operatorActions, reviews } from '../../db/schema';
import { useTestApp, type TestContext } from '../../test/app';
import { mailTo } from '../../test/auth';
import { reviewedRental, world } from '../../test/operator-world';

type World = Awaited<ReturnType<typeof world>>;

const hide = (t: TestContext, headers: Record<string, string>, id: number, reason: string) =>
  t.request({ method: 'POST', url: `/api/admin/reviews/${id}/hide`, headers, payload: { reason } });

const unhide = (t: TestContext, headers: Record<string, string>, id: number) =>
  t.request({ method: 'POST', url: `/api/admin/reviews/${id}/unhide`, headers, payload: {} });

/** Everything the public and the parties are shown about the owner's and the listing's reviews. */
async function publicReviews(t: TestContext, w: World) {
  const get = async (url: string, headers: Record<string, string> = {}) =>
    (await t.request({ method: 'GET', url, headers })).body;
  const [listingReviews, ownerReviews, received, given, profile, listing, cards] =
    await Promise.all([
      get(`/api/listing/${w.listing.id}/reviews`),
      get(`/api/user/${w.owner.id}/reviews`),
      get('/api/reviews/mine?which=received', w.ownerHeaders),
      get('/api/reviews/mine?which=given', w.renter.headers),
      get(`/api/user/${w.owner.id}`),
      get(`/api/listing/${w.listing.id}`),
      get('/api/owners?kind=agents'),
    ]);
  const card = cards.items.find((o: { id: number }) => o.id === w.owner.id);
  const [row] = await t.database.db.select().from(listings).where(eq(listings.id, w.listing.id));
  return {
    listing: [listingReviews.total, listingReviews.rating],
    owner: [ownerReviews.total, ownerReviews.rating],
    received: received.total,
    given: given.items.map((r: { rating: number; hidden: boolean }) => [r.rating, r.hidden]),
    profile: [profile.data.reviewCount, profile.data.rating],
    detail: [listing.listing.review_count, listing.listing.rating],
    card: [card.reviewCount, card.rating],
    stored: [row!.reviewCount, row!.ratingAvg],
  };
}

describe('operator reviews: who may call them', () => {
  const t = useTestApp();

  it('answers admins only: 401 for guests, 403 for everyone else, even the review’s subject', async () => {
    const w = await world(t);
    const { renterReview } = await reviewedRental(t, w, { renter: [1, 'Rude owner'] });
    const calls = [
      { method: 'GET' as const, url: '/api/admin/reviews' },
      {
        method: 'POST' as const,
        url: `/api/admin/reviews/${renterReview}/hide`,
        payload: { reason: 'Mine' },
      },
      { method: 'POST' as const, url: `/api/admin/reviews/${renterReview}/unhide`, payload: {} },
    ];
    for (const call of calls) {
      expect((await t.request(call)).status, call.url).toBe(401);
      expect((await t.request({ ...call, headers: w.renter.headers })).status, call.url).toBe(403);
      expect((await t.request({ ...call, headers: w.ownerHeaders })).status, call.url).toBe(403);
    }
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.id, renterReview));
    expect(row!.hiddenAt).toBeNull();
    const bad = await t.request({
      method: 'GET',
      url: '/api/admin/reviews?rating=6&hidden=maybe&sort=best',
      headers: w.admin.headers,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['hidden', 'rating', 'sort']);
    const noReason = await hide(t, w.admin.headers, renterReview, 'x');
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors.reason).toEqual(['Give a reason of at least 3 characters.']);
    expect((await hide(t, w.admin.headers, 999999, 'Spam.')).status).toBe(404);
  });
});

describe('finding reviews', () => {
  const t = useTestApp();

  it('lists every review, blind or not, searched, filtered and sorted on the server', async () => {
    const w = await world(t);
    const both = await reviewedRental(t, w, {
      renter: [2, 'Blade was dull'],
      owner: [5, 'Lovely renter'],
    });
    const lone = await reviewedRental(t, w, { renter: [4, 'Solid washer'] });
    const list = async (query: string) => {
      const res = await t.request({
        method: 'GET',
        url: `/api/admin/reviews?${query}`,
        headers: w.admin.headers,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    };
    const all = await list('');
    expect(all.total).toBe(3);
    expect(all.items.map((r: { id: number }) => r.id)).toEqual([
      lone.renterReview,
      both.ownerReview,
      both.renterReview,
    ]);
    expect(all.items[0]).toMatchObject({
      rating: 4,
      comment: 'Solid washer',
      author_role: 'renter',
      author: { id: w.renter.user.id, full_name: 'Rita Renter', email: w.renter.user.email },
      subject: { id: w.owner.id, full_name: 'Olga Owner' },
      listing: { id: w.listing.id, name: 'Pressure washer' },
      reservation: { id: lone.reservation.id, code: lone.reservation.code },
      blind: true,
      hidden_at: null,
    });
    expect(all.items[1].blind).toBe(false);
    const ids = async (query: string) => (await list(query)).items.map((r: { id: number }) => r.id);
    expect(await ids('q=dull')).toEqual([both.renterReview]);
    expect(await ids('q=olga&author_role=owner')).toEqual([both.ownerReview]);
    expect(await ids(`q=${lone.reservation.code}`)).toEqual([lone.renterReview]);
    expect(await ids('rating=5')).toEqual([both.ownerReview]);
    expect(await ids('sort=rating_low')).toEqual([
      both.renterReview,
      lone.renterReview,
      both.ownerReview,
    ]);
    expect(await ids('hidden=yes')).toEqual([]);
    expect(await list('per_page=1&page=3')).toMatchObject({ total: 3, page: 3, per_page: 1 });
  });
});

describe('hiding a review', () => {
  const t = useTestApp();

  it('takes it out of every public list, rating and count at once, keeps the reason in the audit log, and brings it back', async () => {
    const w = await world(t);
    const first = await reviewedRental(t, w, {
      renter: [1, 'You are all crooks, call me on 555-0100'],
      owner: [5, 'Lovely renter'],
    });
    await reviewedRental(t, w, { renter: [5, 'Great washer'], owner: [5, 'Fine'] });
    // The listing page (cached) is read once before, so a stale answer would show.
    const before = await publicReviews(t, w);
    expect(before).toMatchObject({
      listing: [2, 3],
      owner: [2, 3],
      received: 2,
      profile: [2, 3],
      detail: [2, 3],
      card: [2, 3],
      stored: [2, 3],
    });
    const mailsBefore = (await mailTo(t, w.renter.user.email)).length;

    const res = await hide(t, w.admin.headers, first.renterReview, 'Personal contact details.');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.review).toMatchObject({
      id: first.renterReview,
      hidden_at: expect.any(String),
      hidden_reason: 'Personal contact details.',
      hidden_by: expect.stringContaining('Ada Admin'),
    });
    expect(res.body.message).toContain('hidden from everyone but its author');

    const after = await publicReviews(t, w);
    expect(after).toMatchObject({
      listing: [1, 5],
      owner: [1, 5],
      received: 1,
      profile: [1, 5],
      detail: [1, 5],
      card: [1, 5],
      stored: [1, 5],
    });
    // Its author still sees it, marked hidden; nobody was e-mailed.
    expect(after.given).toEqual([
      [5, false],
      [1, true],
    ]);
    expect(await mailTo(t, w.renter.user.email)).toHaveLength(mailsBefore);
    // The owner's own review of that rental is not blind because the renter's was hidden.
    const renterReceived = await t.request({
      method: 'GET',
      url: `/api/user/${w.renter.user.id}/reviews`,
    });
    expect(renterReceived.body.total).toBe(2);

    expect((await hide(t, w.admin.headers, first.renterReview, 'Again.')).status).toBe(409);
    const listed = await t.request({
      method: 'GET',
      url: '/api/admin/reviews?hidden=yes',
      headers: w.admin.headers,
    });
    expect(listed.body.items.map((r: { id: number }) => r.id)).toEqual([first.renterReview]);

    const shown = await unhide(t, w.admin.headers, first.renterReview);
    expect(shown.status).toBe(200);
    expect(shown.body.review).toMatchObject({ hidden_at: null, hidden_reason: null });
    expect(await publicReviews(t, w)).toMatchObject({ listing: [2, 3], detail: [2, 3] });
    expect((await unhide(t, w.admin.headers, first.renterReview)).status).toBe(409);

    const log = await t.request({
      method: 'GET',
      url: `/api/admin/audit-log?subject_type=review&subject_id=${first.renterReview}`,
      headers: w.admin.headers,
    });
    expect(log.body.items).toEqual([
      expect.objectContaining({
        action: 'review.unhide',
        reason: null,
        before: expect.objectContaining({
          hidden: true,
          hidden_reason: 'Personal contact details.',
        }),
        after: { hidden: false },
      }),
      expect.objectContaining({
        action: 'review.hide',
        actor_id: w.admin.user.id,
        subject: '1★ by Rita Renter on Pressure washer',
        reason: 'Personal contact details.',
        before: { hidden: false },
        after: { hidden: true },
      }),
    ]);
    expect(await t.database.db.select().from(operatorActions)).toHaveLength(2);
  });

  it('keeps a hidden review out when its 14 days pass and the scheduler reveals the others', async () => {
    const w = await world(t);
    const lone = await reviewedRental(t, w, { renter: [1, 'Spam spam spam'], daysAgo: 20 });
    expect((await publicReviews(t, w)).listing).toEqual([1, 1]);
    expect((await hide(t, w.admin.headers, lone.renterReview, 'Spam.')).status).toBe(200);
    await t.app.services.reviews.revealDue();
    expect(await publicReviews(t, w)).toMatchObject({
      listing: [0, null],
      owner: [0, null],
      stored: [0, null],
    });
  });
});
