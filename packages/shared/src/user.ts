/** Shown wherever a user has no profile picture (served by the web app's public folder). */
export const PROFILE_PICTURE_PLACEHOLDER = '/images/avatar-placeholder.svg';
/** Shown on a listing card when a listing has no image. */
export const LISTING_IMAGE_FALLBACK = '/images/listing-fallback.svg';
