// The frame of a listing's page (its standard layout), shared by the page itself and by the
// first paint the server sends before the scripts arrive (listing-first-paint.tsx): the two
// must put the photo and the name in the same place.

/** The page's padding (inside a Container). */
export const LISTING_PAGE = 'py-8 sm:py-10';
/** The article: one column on small screens; beside the prices on large ones. */
export const LISTING_ARTICLE = 'grid gap-x-10 gap-y-8 lg:grid-cols-[minmax(0,1fr)_24rem]';
/** The article's top: the gallery, then the name and its details. */
export const LISTING_TOP = 'min-w-0 space-y-6 lg:col-start-1 lg:row-start-1';
/** The frame of the gallery's large photo. */
export const LISTING_PHOTO_FRAME =
  'relative overflow-hidden rounded-2xl bg-slate-100 dark:bg-slate-800';
/** The gallery's large photo, 16:10. */
export const LISTING_PHOTO = 'aspect-[16/10] w-full object-cover';
/** The listing's name. */
export const LISTING_TITLE =
  'text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl lg:text-4xl rtl:tracking-normal dark:text-white';
