/**
 * The name, one-line summary and section of every API operation in the OpenAPI document.
 *
 * Clients generated from the document (openapi-typescript, orval, openapi-generator) name
 * their functions after `operationId`, so an id is part of the API: it is written here by
 * hand, in the product's words, and never derived from a route's position or path. Renaming
 * one breaks generated clients the same way renaming a path would.
 *
 * Kept in one file, apart from the route files, so adding a route elsewhere never changes an
 * existing id; `api-operations.test.ts` fails when a route has no entry here, when an entry
 * names a route that does not exist, or when two operations share an id. Whether an operation
 * needs the bearer token is not written here: the document derives it from the route's own
 * `requireUser` guard, so the two cannot disagree.
 */

/** The reference's sections, one per area of the product, in the order they are shown. */
export const API_TAGS = [
  { name: 'Health', description: 'Whether an instance is alive and ready for traffic.' },
  { name: 'Settings', description: 'Runtime settings and rules the web app reads.' },
  {
    name: 'Auth',
    description: 'Sign-up, sign-in, two-step verification, passwords and sessions.',
  },
  { name: 'Account', description: "The signed-in user's own account and public profiles." },
  { name: 'Privacy', description: "A copy of one's data and the deletion of one's account." },
  { name: 'Content', description: 'Reference data, help content, documents and the blog.' },
  { name: 'Listings', description: 'Searching listings and reading one.' },
  { name: 'Listing management', description: 'What an owner does with their own listings.' },
  { name: 'Places', description: 'US address autocomplete.' },
  { name: 'Cart', description: 'Items a renter collects before requesting reservations.' },
  { name: 'Reservations', description: 'Quotes, requests, payment and the rental lifecycle.' },
  {
    name: 'Condition reports',
    description: "A rental's state at hand-over and return, by its renter and owner.",
  },
  {
    name: 'Damage claims',
    description:
      "Claims on a rental's deposit: the owner claims, the renter answers, the operators decide.",
  },
  { name: 'Reviews', description: 'Reviews written after a completed rental.' },
  { name: 'Favourites', description: 'Listings a user has saved.' },
  { name: 'Owners', description: 'People who rent out their things.' },
  { name: 'Sellers', description: 'Applying to rent things out.' },
  { name: 'Payouts', description: "An owner's payout account." },
  { name: 'Payments', description: 'Events from the payment provider.' },
  { name: 'Chat', description: 'Conversations between renters and owners.' },
  { name: 'Operator', description: 'The operator console: people, listings, rentals, mail.' },
  {
    name: 'Reports',
    description: 'Reporting listings, people and messages; the operators resolve reports.',
  },
  {
    name: 'Operator content',
    description: 'The operator console: blog, FAQs, taxonomy, documents and shipping.',
  },
  {
    name: 'Development',
    description: 'Only while mail is not sent: the mail the server would have sent.',
  },
] as const;

export type ApiTag = (typeof API_TAGS)[number]['name'];

export interface ApiOperation {
  operationId: string;
  summary: string;
  tags: [ApiTag];
}

/** `METHOD /api/path/:param`, as the route is declared (a trailing slash is not part of it). */
export const operationKey = (method: string, url: string) =>
  `${method.toUpperCase()} ${url.length > 1 ? url.replace(/\/+$/, '') : url}`;

type Rows = Record<string, readonly [operationId: string, summary: string]>;

const operations = new Map<string, ApiOperation>();
function area(tag: ApiTag, rows: Rows) {
  for (const [key, [operationId, summary]] of Object.entries(rows)) {
    const [method, url] = key.split(' ') as [string, string];
    operations.set(operationKey(method, url), { operationId, summary, tags: [tag] });
  }
}

area('Health', {
  'GET /api/health/live': ['getLiveness', 'Check that the process answers'],
  'GET /api/health/ready': ['getReadiness', 'Check that this instance is ready for traffic'],
  'GET /api/health': ['getHealth', 'Report the database, search index and readiness'],
});

area('Settings', {
  'GET /api/config': ['getConfig', 'Read the runtime settings and rules the web app shows'],
});

area('Auth', {
  'POST /api/register': ['register', 'Create an account'],
  'POST /api/login': ['login', 'Sign in with e-mail and password'],
  'POST /api/2fa/send-code-via-email': ['sendTwoFactorCode', 'Send a sign-in code by e-mail'],
  'POST /api/2fa/verify': ['verifyTwoFactorCode', 'Finish signing in with a sign-in code'],
  'POST /api/logout': ['logout', 'Sign out of this session'],
  'POST /api/email/resend': ['resendVerificationEmail', 'Send the verification e-mail again'],
  'GET /api/email/verify': ['verifyEmail', 'Verify an e-mail address from its link'],
  'POST /api/password/email': ['requestPasswordReset', 'Send a password reset link'],
  'POST /api/password/reset': ['resetPassword', 'Set a new password with a reset link'],
  'POST /api/user/password': ['changePassword', 'Change the password'],
  'POST /api/user/two-factor': ['setTwoFactor', 'Turn two-step verification on or off'],
  'GET /api/sessions': ['listSessions', 'List the devices signed in to this account'],
  'DELETE /api/sessions/:id': ['revokeSession', 'Sign one device out'],
  'POST /api/sessions/revoke-all': ['revokeOtherSessions', 'Sign every other device out'],
});

area('Account', {
  'GET /api/user/personal/info': ['getCurrentUser', 'Read the signed-in user'],
  'GET /api/user/:id': ['getPublicProfile', "Read a user's public profile"],
  'POST /api/user/toggle-tour': ['toggleTour', 'Show or hide the guided tour'],
  'PATCH /api/user/profile': ['updateProfile', 'Update the profile'],
  'PATCH /api/user/locale': ['updateLocale', 'Choose the language of the app and e-mails'],
  'POST /api/user/profile/avatar': ['uploadAvatar', 'Upload a profile picture'],
  'DELETE /api/user/profile/avatar': ['deleteAvatar', 'Remove the profile picture'],
  'GET /api/user/referrals': ['listReferrals', 'List the people this user referred'],
  'GET /api/user/starter': ['getStarterChecklist', 'Read the getting-started checklist'],
});

area('Privacy', {
  'GET /api/user/data-export': ['getDataExport', 'Read the state of the data export'],
  'POST /api/user/data-export': ['requestDataExport', 'Ask for a copy of all of my data'],
  'POST /api/user/data-export/download': ['downloadDataExport', 'Download the data export'],
  'GET /api/user/deletion-check': [
    'checkAccountDeletion',
    'Check what stands in the way of deleting the account',
  ],
  'POST /api/user/delete': ['deleteAccount', 'Delete the account'],
});

area('Content', {
  'GET /api/rental-types': ['listRentalTypes', 'List the rental types'],
  'GET /api/categories': ['listCategories', 'List the categories'],
  'GET /api/rental-type-stats': ['getRentalTypeStats', 'Count published listings per type'],
  'GET /api/faqs': ['listFaqs', 'List the frequently asked questions'],
  'GET /api/policies': ['listPolicies', 'List the cancellation policies'],
  'GET /api/shipping-options': ['listShippingOptions', 'List the shipping options'],
  'GET /api/all-terms-and-conditions': ['listTermsAndConditions', 'List every terms document'],
  'GET /api/terms-and-conditions': ['getTermsAndConditions', 'Read one terms document'],
  'GET /api/blog-posts': ['listBlogPosts', 'List published blog posts'],
  'GET /api/blog-posts/:id': ['getBlogPost', 'Read a published blog post'],
  'POST /api/contact': ['sendContactMessage', 'Send a message to the operators'],
});

area('Listings', {
  'GET /api/listings': ['searchListings', 'Search published listings'],
  'GET /api/listing/:id': ['getListing', 'Read a published listing'],
  'GET /api/listing/:id/booked': ['getBookedPeriods', 'List the periods a listing is booked'],
});

area('Listing management', {
  'POST /api/listing': ['createListing', 'Create a draft listing'],
  'PATCH /api/listing/:id': ['updateListing', 'Update a listing'],
  'PATCH /api/listing/:id/publish': ['publishListing', 'Publish a listing'],
  'POST /api/listing/:id/deactivate': ['deactivateListing', 'Take a listing off the market'],
  'POST /api/listing/:id/activate': ['activateListing', 'Put a listing back on the market'],
  'GET /api/listing/personal/list': ['listMyListings', "List the signed-in owner's listings"],
  'GET /api/owner/calendar': [
    'getOwnerCalendar',
    'Read my bookings and blocked days across my listings',
  ],
  'GET /api/listing/:id/manage': ['getListingForEditing', 'Read one of my listings to edit'],
  'POST /api/listing/:id/upload': ['uploadListingImages', 'Upload images of a listing'],
  'DELETE /api/listing/:id/images/:imageId': ['deleteListingImage', 'Remove a listing image'],
  'PATCH /api/listing/:id/images/:imageId/cover': ['setListingCover', 'Make an image the cover'],
  'PATCH /api/listing/:id/images/order': ['reorderListingImages', 'Reorder listing images'],
  'POST /api/listing/:id/blockdate': ['blockListingDates', 'Block days of a listing'],
  'DELETE /api/listing/:id/blockdate/:blockDateId': [
    'unblockListingDates',
    'Unblock blocked days of a listing',
  ],
  'GET /api/listing/:id/calendar-feeds': [
    'getListingCalendarSync',
    "Read a listing's calendar export link and imported calendars",
  ],
  'POST /api/listing/:id/calendar-feeds': [
    'addListingCalendarFeed',
    'Import an external calendar (iCal feed) into a listing',
  ],
  'DELETE /api/listing/:id/calendar-feeds/:feedId': [
    'removeListingCalendarFeed',
    'Stop importing a calendar, and free the days it blocked',
  ],
  'POST /api/listing/:id/calendar-feeds/:feedId/sync': [
    'syncListingCalendarFeed',
    'Import an external calendar again now',
  ],
  'POST /api/listing/:id/ical-secret': [
    'rotateListingCalendarLink',
    "Replace a listing's private calendar export link",
  ],
  'POST /api/user/ical-secret': [
    'rotateOwnerCalendarLink',
    "Replace the private calendar export link of all the owner's listings",
  ],
});

area('Places', {
  'GET /api/places/autocomplete': ['autocompletePlaces', 'Suggest US places for a query'],
  'GET /api/places/:placeId': ['getPlace', 'Read a place with its position'],
});

area('Cart', {
  'POST /api/cart/add-to-cart': ['addToCart', 'Add a listing to the cart'],
  'GET /api/cart': ['getCart', 'Read the active cart'],
  'GET /api/cart/:cartId': ['getCartById', 'Read a cart, or the active one for id 0'],
  'DELETE /api/cart/:id/remove-from-cart': ['removeFromCart', 'Remove an item from the cart'],
});

area('Reservations', {
  'POST /api/listing/:id/quote': ['getQuote', 'Price a rental of a listing'],
  'POST /api/reservation/request-reservation': ['requestReservation', 'Request reservations'],
  'GET /api/reservation/statistics': [
    'getReservationStatistics',
    'Count my ongoing bookings and rentals',
  ],
  'GET /api/reservation/earnings': ['getEarnings', 'Read my earnings as an owner'],
  'GET /api/reservation/:id/transaction': [
    'getReservationTransaction',
    'Read the line items and ledger of a reservation',
  ],
  'GET /api/reservation/:key': [
    'getReservations',
    'List my reservations by role or status, or read one by id',
  ],
  'POST /api/reservation/:id/approve': ['approveReservation', 'Approve a reservation request'],
  'POST /api/reservation/:id/reject': ['rejectReservation', 'Decline a reservation request'],
  'POST /api/reservation/:id/ship': ['shipReservation', 'Mark a reservation as shipped'],
  'POST /api/reservation/:id/rent-period-action': [
    'startOrReturnRental',
    'Start a rental or mark it as returned',
  ],
  'POST /api/reservation/:id/complete-rent': ['completeRental', 'Confirm the return'],
  'POST /api/reservation/:id/checkout-items': ['payReservation', 'Pay an approved reservation'],
  'POST /api/reservation/:id/checkout-items/confirm': [
    'confirmPayment',
    "Finish a payment the card's bank asked to confirm",
  ],
  'POST /api/reservation/:id/cancel-reservation': ['cancelReservation', 'Cancel as the renter'],
  'POST /api/reservation/:id/seller-cancel-rent': [
    'cancelReservationAsOwner',
    'Cancel as the owner',
  ],
});

area('Condition reports', {
  'GET /api/reservation/:id/condition-reports': [
    'listConditionReports',
    "Read a rental's condition reports at hand-over and return",
  ],
  'POST /api/reservation/:id/condition-reports': [
    'saveConditionReport',
    'Add or replace my condition report of a stage',
  ],
});

area('Damage claims', {
  'POST /api/reservation/:id/claims': [
    'openDamageClaim',
    'Claim part or all of the deposit for damage (owner)',
  ],
  'POST /api/claims/:id/accept': ['acceptDamageClaim', 'Accept a claim on my deposit (renter)'],
  'POST /api/claims/:id/dispute': ['disputeDamageClaim', 'Dispute a claim on my deposit (renter)'],
  'GET /api/operator/claims': ['listDamageClaims', 'List damage claims, disputed first by age'],
  'GET /api/operator/claims/:id': [
    'inspectDamageClaim',
    'Read a claim with its rental, messages and ledger',
  ],
  'POST /api/operator/claims/:id/decide': [
    'decideDamageClaim',
    'Decide a disputed claim, final, and tell both sides',
  ],
});

area('Reviews', {
  'POST /api/reservation/:id/review': ['reviewReservation', 'Review a completed rental'],
  'GET /api/user/:id/reviews': ['listUserReviews', 'List reviews of a user'],
  'GET /api/listing/:id/reviews': ['listListingReviews', 'List reviews of a listing'],
  'GET /api/reviews/mine': ['listMyReviews', 'List reviews I wrote or received'],
});

area('Favourites', {
  'GET /api/favourites/ids': ['listFavouriteIds', 'List the ids of my favourite listings'],
  'GET /api/favourites': ['listFavourites', 'List my favourite listings'],
  'PUT /api/favourites/:listingId': ['addFavourite', 'Save a listing as a favourite'],
  'DELETE /api/favourites/:listingId': ['removeFavourite', 'Remove a listing from favourites'],
});

area('Owners', {
  'GET /api/owners': ['listOwners', 'List owners with published listings'],
});

area('Sellers', {
  'GET /api/seller/application': ['getSellerApplication', 'Read my application to sell'],
  'POST /api/seller/application': ['applyToSell', 'Apply to rent things out'],
});

area('Payouts', {
  'GET /api/payouts/status': ['getPayoutStatus', 'Read the state of my payout account'],
  'POST /api/payouts/sandbox/connect': [
    'connectSandboxPayouts',
    'Connect a payout account in sandbox mode',
  ],
  'POST /api/payouts/connect': ['startPayoutOnboarding', "Start the provider's payout sign-up"],
});

area('Payments', {
  'POST /api/payments/stripe/webhook': ['receiveStripeEvent', 'Receive a signed event from Stripe'],
});

area('Chat', {
  'POST /api/chat/initChat': ['startChat', 'Start or reopen a conversation'],
  'POST /api/chat/send-message': ['sendMessage', 'Send a message'],
  'GET /api/chat/list': ['listChats', 'List my conversations'],
  'GET /api/chat/:id': ['getChat', 'Read a conversation'],
  'GET /api/chat/:id/messages': ['listChatMessages', 'List the messages of a conversation'],
  'POST /api/chat/:id/mark-as-read': ['markChatRead', 'Mark a conversation as read'],
});

area('Operator', {
  'GET /api/admin/overview': ['getOperatorOverview', 'Read the figures of the console'],
  'GET /api/admin/seller-applications': ['listSellerApplications', 'List applications to sell'],
  'POST /api/admin/seller-applications/:id/approve': [
    'approveSellerApplication',
    'Approve an application to sell',
  ],
  'POST /api/admin/seller-applications/:id/reject': [
    'rejectSellerApplication',
    'Reject an application to sell',
  ],
  'GET /api/admin/contact-messages': ['listContactMessages', 'List contact messages'],
  'GET /api/admin/contact-messages/:id': ['getContactMessage', 'Read a contact message'],
  'POST /api/admin/contact-messages/:id/read': [
    'markContactMessageRead',
    'Mark a contact message as read',
  ],
  'POST /api/admin/contact-messages/:id/unread': [
    'markContactMessageUnread',
    'Mark a contact message as unread',
  ],
  'POST /api/admin/contact-messages/:id/reply': [
    'replyToContactMessage',
    'Reply to a contact message by e-mail',
  ],
  'GET /api/admin/mail-outbox': ['listMailOutbox', 'List mail sent and waiting to be sent'],
  'POST /api/admin/mail-outbox/:id/retry': ['retryMail', 'Send a failed e-mail again'],
  'GET /api/admin/reservations': ['listAllReservations', 'List every reservation'],
  'GET /api/admin/reservations/:id': ['inspectReservation', 'Read any reservation'],
  'POST /api/admin/reservations/:id/cancel': [
    'cancelReservationAsOperator',
    'Cancel a reservation as the operator',
  ],
  'GET /api/admin/reviews': ['listAllReviews', 'List every review'],
  'POST /api/admin/reviews/:id/hide': ['hideReview', 'Hide a review'],
  'POST /api/admin/reviews/:id/unhide': ['unhideReview', 'Show a hidden review again'],
  'GET /api/admin/audit-log': ['getAuditLog', "List the operators' actions"],
  'GET /api/admin/users': ['listUsers', 'List users'],
  'GET /api/admin/users/:id': ['inspectUser', 'Read a user with their history'],
  'POST /api/admin/users/:id/suspend': ['suspendUser', 'Suspend a user'],
  'POST /api/admin/users/:id/restore': ['restoreUser', 'Lift a suspension'],
  'GET /api/admin/listings': ['listAllListings', 'List every listing'],
  'POST /api/admin/listings/:id/unpublish': ['unpublishListing', 'Take a listing down'],
  'POST /api/admin/listings/:id/restore': ['restoreListing', 'Put a taken-down listing back'],
  'POST /api/admin/listings/unpublish': ['unpublishListings', 'Take several listings down'],
  'GET /api/admin/maintenance': ['getMaintenance', 'Read the maintenance mode'],
  'PUT /api/admin/maintenance': ['setMaintenance', 'Turn maintenance mode on or off'],
});

area('Reports', {
  'POST /api/reports': ['createReport', 'Report a listing, a person or a chat message'],
  'GET /api/operator/reports': ['listReports', 'List reports to the operators, open first'],
  'GET /api/operator/reports/:id': [
    'getReport',
    'Read a report with its conversation and the reservations between the two',
  ],
  'POST /api/operator/reports/:id/resolve': [
    'resolveReport',
    'Dismiss a report or act on it, and tell the reporter',
  ],
});

area('Operator content', {
  'GET /api/admin/content/blog-posts': ['listAllBlogPosts', 'List blog posts and drafts'],
  'POST /api/admin/content/blog-posts': ['createBlogPost', 'Write a blog post'],
  'GET /api/admin/content/blog-posts/:id': ['getBlogPostForEditing', 'Read a post to edit'],
  'PUT /api/admin/content/blog-posts/:id': ['updateBlogPost', 'Update a blog post'],
  'DELETE /api/admin/content/blog-posts/:id': ['deleteBlogPost', 'Delete a blog post'],
  'POST /api/admin/content/blog-posts/:id/status': [
    'setBlogPostStatus',
    'Publish or unpublish a blog post',
  ],
  'POST /api/admin/content/blog-posts/:id/cover': ['uploadBlogPostCover', 'Upload a cover'],
  'DELETE /api/admin/content/blog-posts/:id/cover': ['deleteBlogPostCover', 'Remove a cover'],
  'GET /api/admin/content/faqs': ['listAllFaqs', 'List the FAQs to edit'],
  'POST /api/admin/content/faqs': ['createFaq', 'Add a question to the FAQs'],
  'PUT /api/admin/content/faqs/:id': ['updateFaq', 'Update a question'],
  'DELETE /api/admin/content/faqs/:id': ['deleteFaq', 'Delete a question'],
  'POST /api/admin/content/faqs/:id/move': ['moveFaq', 'Move a question up or down'],
  'GET /api/admin/content/taxonomy': ['getTaxonomy', 'Read rental types and categories'],
  'POST /api/admin/content/rental-types': ['createRentalType', 'Add a rental type'],
  'PUT /api/admin/content/rental-types/:id': ['updateRentalType', 'Update a rental type'],
  'DELETE /api/admin/content/rental-types/:id': ['deleteRentalType', 'Delete a rental type'],
  'POST /api/admin/content/rental-types/:id/move': ['moveRentalType', 'Move a rental type'],
  'POST /api/admin/content/categories': ['createCategory', 'Add a category'],
  'PUT /api/admin/content/categories/:id': ['updateCategory', 'Update a category'],
  'DELETE /api/admin/content/categories/:id': ['deleteCategory', 'Delete a category'],
  'POST /api/admin/content/categories/:id/move': ['moveCategory', 'Move a category'],
  'GET /api/admin/content/documents': ['listDocuments', 'List policies and terms documents'],
  'GET /api/admin/content/documents/:kind/:id': [
    'listDocumentVersions',
    'List the versions of a document',
  ],
  'PUT /api/admin/content/documents/:kind/:id': ['saveDocument', 'Save a new document version'],
  'GET /api/admin/content/shipping-options': ['listAllShippingOptions', 'List shipping options'],
  'POST /api/admin/content/shipping-options': ['createShippingOption', 'Add a shipping option'],
  'PUT /api/admin/content/shipping-options/:id': [
    'updateShippingOption',
    'Update a shipping option',
  ],
});

area('Development', {
  'GET /api/dev/mailbox': ['listDevMailbox', 'List the mail the server would have sent'],
});

/** Every documented operation by `operationKey`. */
export const API_OPERATIONS: ReadonlyMap<string, ApiOperation> = operations;

/** The operation of a route, or undefined when it has no entry (the test then fails). */
export function operationOf(method: string, url: string): ApiOperation | undefined {
  return operations.get(operationKey(method, url));
}
