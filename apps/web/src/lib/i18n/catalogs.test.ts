import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { afterEach, describe, expect, it } from 'vitest';
import { firstPageAreas, loadCatalogs, withCatalogs } from './catalogs';

describe('the catalogs a page loads', () => {
  afterEach(() => {
    i18n.activate('en');
  });

  it('are the shell and its own first screen for a first page, the shell alone elsewhere', () => {
    expect(firstPageAreas('/')).toEqual(['shell', 'search']);
    expect(firstPageAreas('/grid')).toEqual(['shell', 'search']);
    expect(firstPageAreas('/list-map/')).toEqual(['shell', 'search']);
    // The filter sidebar is on these pages' first screen.
    expect(firstPageAreas('/grid-sidebar')).toEqual(['shell', 'search', 'browse']);
    expect(firstPageAreas('/buy')).toEqual(['shell', 'search', 'browse']);
    expect(firstPageAreas('/listing-detail/12')).toEqual(['shell', 'listing']);
    expect(firstPageAreas('/listing-detail')).toEqual(['shell', 'listing']);
    // Any other page awaits every area through the router.
    expect(firstPageAreas('/admin/chat')).toEqual(['shell']);
    expect(firstPageAreas('/listing-detail/12/edit')).toEqual(['shell']);
  });

  it("bring a part that shows after a click in with its words, in the page's language", async () => {
    await loadCatalogs('ar', ['shell']);
    i18n.activate('ar');
    const apply = msg`Apply filters`;
    const module = await withCatalogs(async () => ({ FilterSidebar: 'loaded' }));
    expect(module.FilterSidebar).toBe('loaded');
    expect(i18n._(apply)).toBe('طبّق عوامل التصفية');
  });
});
