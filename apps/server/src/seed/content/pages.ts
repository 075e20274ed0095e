/**
 * Editorial content: FAQs, cancellation policies, terms by category, shipping options and
 * blog posts. Long texts are plain paragraphs separated by one blank line.
 */
import type { ArtDescriptor } from '../images';

const paragraphs = (...parts: string[]): string => parts.join('\n\n');

// ---------------------------------------------------------------------------------------
// Cancellation policies
// ---------------------------------------------------------------------------------------

export type PolicySlug = 'flexible' | 'moderate' | 'strict';

export interface PolicySeed {
  slug: PolicySlug;
  name: 'Flexible' | 'Moderate' | 'Strict';
  description: string;
}

export const POLICIES: readonly PolicySeed[] = [
  {
    slug: 'flexible',
    name: 'Flexible',
    description:
      'Cancel up to 24 hours before the rental starts for a full refund, service fee included. Cancel later than that and the rental is not refunded. If the owner cancels, you always get everything back.',
  },
  {
    slug: 'moderate',
    name: 'Moderate',
    description:
      'Cancel up to 5 days before the rental starts for a full refund, service fee included. Cancel within 5 days of the start and you get 50% of the rental price back. If the owner cancels, you always get everything back.',
  },
  {
    slug: 'strict',
    name: 'Strict',
    description:
      'Cancel up to 7 days before the rental starts and you get 50% of the rental price back. Cancel within 7 days of the start and the rental is not refunded. If the owner cancels, you always get everything back.',
  },
];

// ---------------------------------------------------------------------------------------
// FAQs
// ---------------------------------------------------------------------------------------

export type FaqCategory = 'Renting' | 'Listing' | 'Payments' | 'Trust & safety';

export interface FaqSeed {
  question: string;
  answer: string;
  category: FaqCategory;
  /** Display order, ascending across all FAQs. */
  position: number;
}

export const FAQS: readonly FaqSeed[] = [
  {
    category: 'Renting',
    position: 1,
    question: 'How does renting on OwnLess work?',
    answer:
      "Find what you need, pick your dates and send a reservation request (straight from the listing or from your cart). The owner has {request_hours} hours to approve it. Once approved, you have {payment_hours} hours to pay; then you arrange pickup, delivery or shipping with the owner in chat. When you're done, you return the item and the owner marks the rental complete.",
  },
  {
    category: 'Renting',
    position: 2,
    question: 'Am I charged when I send a request?',
    answer:
      'No. Sending a request is free and nothing is charged until the owner approves and you check out. If the owner rejects the request, or does not answer within {request_hours} hours, it simply closes.',
  },
  {
    category: 'Renting',
    position: 3,
    question: 'What happens if I do not pay within {payment_hours} hours of approval?',
    answer:
      "The reservation expires and the dates are released so other renters can book them. You can send a new request if the item is still free; you won't be charged for the expired one.",
  },
  {
    category: 'Renting',
    position: 4,
    question: 'Can I rent several things at once?',
    answer:
      'Yes. Add items to your cart with their dates and quantities, then choose "Request reservation". We send one request per item, so each owner approves their own things, and you pay for each one after it is approved.',
  },
  {
    category: 'Renting',
    position: 5,
    question: 'How do I cancel, and what do I get back?',
    answer:
      "Open the rental under My Rentals and choose Cancel. The refund follows the listing's cancellation policy. Flexible: {refund_flexible} Moderate: {refund_moderate} Strict: {refund_strict} Your deposit is always returned, and the service fee is refunded whenever the rental price is refunded in full.",
  },
  {
    category: 'Renting',
    position: 6,
    question: 'What if something breaks while I have it?',
    answer:
      'Tell the owner straight away in chat with a photo — most small issues are sorted out between you. Normal wear is expected. For damage beyond that, the owner may open a damage claim on the security deposit, with photos, within {claim_hours} hours of the item coming back. You accept the claim or dispute it with your own photos and reasons, and if you dispute it, OwnLess support decides.',
  },
  {
    category: 'Listing',
    position: 7,
    question: 'Who can list items on OwnLess?',
    answer:
      'Anyone over 18 with a US address. Apply under Owner Information (it takes a couple of minutes), then connect a payout account under Payment Method. Once both are done you can publish listings; you can start drafting while your application is reviewed.',
  },
  {
    category: 'Listing',
    position: 8,
    question: 'How should I price my listing?',
    answer:
      'Look at what similar items rent for nearby and start a little below. A good rule of thumb for tools and gear is a daily price of 3–5% of the replacement cost, with a weekly price around three to four times the daily one. You can offer hourly, daily, weekly and monthly prices at the same time and change them whenever you like.',
  },
  {
    category: 'Listing',
    position: 9,
    question: 'Do I have to accept every request?',
    answer:
      'No. You have {request_hours} hours to approve or reject each request, and you can chat with the renter first. Requests you do not answer expire automatically, but answering quickly improves your response rate, which renters see on your profile.',
  },
  {
    category: 'Listing',
    position: 10,
    question: 'Can the same item be booked twice for the same dates?',
    answer:
      'No. Approving a request reserves the item for those dates, and we check availability again at checkout. If you own several identical items, set the quantity on the listing and we will let that many renters book the same dates. Block dates on the calendar when you need the item yourself.',
  },
  {
    category: 'Payments',
    position: 11,
    question: 'What fees does OwnLess charge?',
    answer:
      'Renters pay a service fee of {service_fee} of the rental subtotal, shown before checkout. Owners pay a {commission} commission on the subtotal, taken from the payout. Shipping is charged at the price of the shipping option you choose, and there are no listing or subscription fees.',
  },
  {
    category: 'Payments',
    position: 12,
    question: 'How do security deposits work?',
    answer:
      'If a listing has a deposit, it is held on your card at checkout, not taken, and the owner never holds it. It is released {claim_hours} hours after the item comes back, unless the owner opens a damage claim in that time. You then accept the claim or dispute it within {claim_hours} hours (a claim left unanswered counts as accepted), and OwnLess support decides a disputed one; only the amount accepted or decided is taken, the rest is released. When the rental ends too late for a card hold (a hold lasts about a week), the deposit is charged with the rental instead and refunded the same way.',
  },
  {
    category: 'Payments',
    position: 13,
    question: 'When do owners get paid?',
    answer:
      'The payout — the rental subtotal plus any shipping fee, minus the {commission} commission — is released when the rental is marked complete. It goes to the payout account you connected under Payment Method and typically reaches your bank within 2 business days.',
  },
  {
    category: 'Payments',
    position: 14,
    question: 'What happens if the owner cancels my reservation?',
    answer:
      'You get a full refund of everything you paid — rental, service fee, shipping and deposit — whatever the cancellation policy says. Owners who cancel often are reviewed by our team.',
  },
  {
    category: 'Trust & safety',
    position: 15,
    question: 'How do I know an owner is trustworthy?',
    answer:
      "Every owner applies before they can publish and must connect a verified payout account. Check the owner's profile for reviews from past renters, their response rate and how long they have been on OwnLess, and ask questions in chat before you book.",
  },
  {
    category: 'Trust & safety',
    position: 16,
    question: 'Should I pay or talk outside OwnLess?',
    answer:
      'Please keep messages and payments on OwnLess. Payments made outside the platform are not covered by deposits, refunds or our support team, and a request to pay by bank transfer or gift card is a common sign of a scam — report it to us.',
  },
  {
    category: 'Trust & safety',
    position: 17,
    question: 'How are reviews collected?',
    answer:
      'After a rental is completed, the renter and the owner can each leave one review of the other, with 1 to 5 stars and a short comment. Only people who actually completed a rental can review, so ratings reflect real experiences. Reviews are blind: neither side sees the other’s review until both have written one, or {review_days} days after the rental ended, so nobody reviews in reply.',
  },
  {
    category: 'Trust & safety',
    position: 18,
    question: 'How do I keep my account secure?',
    answer:
      'Verify your e-mail address, choose a password you do not use anywhere else and turn on two-factor authentication in your profile settings: each sign-in then needs a 6-digit code we e-mail you. We will never ask for your password or a code in chat.',
  },
];

// ---------------------------------------------------------------------------------------
// Terms and conditions
// ---------------------------------------------------------------------------------------

export type TermsCategory = 'platform' | 'privacy' | 'listing' | 'rental';

export interface TermsSeed {
  category: TermsCategory;
  title: string;
  /** Plain text, paragraphs separated by a blank line. */
  content: string;
}

export const TERMS: readonly TermsSeed[] = [
  {
    category: 'platform',
    title: 'Terms of Service',
    content: paragraphs(
      'These Terms of Service govern your use of OwnLess, a marketplace where owners rent out tools, gear, goods, services and spaces to renters. By creating an account or using the website you agree to these terms. If you do not agree, please do not use OwnLess.',
      'OwnLess is a venue. Rentals are agreements between the owner and the renter; OwnLess is not a party to them, does not own the items listed and does not provide the services offered. We provide the tools to list, search, request, pay, communicate and review, and we handle payments on behalf of owners through our payment provider.',
      'You must be at least 18 years old and able to enter into binding contracts to use OwnLess. You are responsible for keeping your account details accurate and your password secret, and for everything that happens under your account. Tell us immediately if you think someone else has access to it.',
      'A reservation starts as a request. The owner has {request_hours} hours to approve or reject it; an approved reservation must be paid within {payment_hours} hours. A reservation becomes binding once it is paid. Cancellations and refunds follow the cancellation policy shown on the listing at the time of booking, except that a cancellation by the owner is always refunded in full.',
      "Renters pay a service fee of {service_fee} of the rental subtotal; owners pay a commission of {commission} of the rental subtotal. Security deposits are held on the renter's card at checkout (for rentals too long for a card hold, charged and refunded later) and released {claim_hours} hours after the item comes back, unless the owner opens a damage claim in that time; the renter accepts or disputes a claim, and OwnLess support decides a disputed one. Fees may change; the fees shown at checkout are the ones that apply to that reservation.",
      'You agree not to list anything illegal, recalled, stolen, unsafe or that you do not have the right to rent out; not to use OwnLess to contact people for unrelated purposes; not to arrange payment outside the platform for a rental found on OwnLess; and not to post false reviews. We may remove content, unpublish listings or suspend accounts that break these rules, and we record every such action.',
      'To the extent allowed by law, OwnLess is not liable for the condition, safety or legality of listed items, for the conduct of owners or renters, or for indirect or consequential losses. Our total liability for any claim relating to a reservation is limited to the fees OwnLess received for that reservation.',
      'These terms are governed by the laws of the State of California. We may update them from time to time; when we make material changes we will tell you by e-mail or on the website at least 14 days before they take effect. Questions can be sent through the Contact page.',
    ),
  },
  {
    category: 'privacy',
    title: 'Privacy Policy',
    content: paragraphs(
      'This policy explains what personal information OwnLess collects, why, and the choices you have. It applies to the OwnLess website and the services offered through it.',
      'We collect what you give us: your name, e-mail address, phone number, profile photo and bio; if you apply to become an owner, your legal or business name, address and date of birth; your listings, messages, reservations and reviews. Card details are entered directly with our payment provider and never stored on our servers; we keep only the card brand, last four digits and the payment status.',
      'We also collect some information automatically: the pages you visit, searches you run, the approximate location you share when searching near you, and technical data such as your browser type and IP address. We use it to run the service, keep it secure and understand which features are useful.',
      'We use your information to provide the marketplace: to show your listings and profile, to process reservations and payments, to send you e-mails about your account and bookings (including verification, sign-in codes and password resets), to prevent fraud and abuse, and to comply with our legal obligations.',
      "We share information only where needed. When you book or accept a booking, the other party sees your first name, profile photo, reviews and the messages you send; pickup or delivery details are shared only once a reservation is paid. Our payment provider processes payments and verifies owners' identities for payouts. We do not sell your personal information.",
      'We keep account information for as long as your account is open, and reservation and payment records for 7 years because tax and accounting rules require it. You can ask us for a copy of your data, ask us to correct it, or close your account at any time from your profile settings or through the Contact page.',
      'We use a small number of cookies and local storage entries that are necessary to keep you signed in and to remember your cart and display preferences. We do not use advertising cookies.',
    ),
  },
  {
    category: 'listing',
    title: 'Owner Listing Terms',
    content: paragraphs(
      'By publishing a listing on OwnLess you confirm that you own the item or space, or have the right to rent it out, and that renting it out does not breach any lease, loan, warranty, insurance or homeowners association rule that applies to you.',
      'Your listing must describe the item honestly: its real condition, brand and model where relevant, what is included, and any defects or quirks a renter should know about. Photos must show the actual item. Keep your calendar and quantity up to date so renters cannot book something you no longer have available.',
      "Items must be clean, safe and in working order at handover, with the manuals, safety equipment and accessories listed. Power tools must have their guards in place; anything with an engine must be serviced according to the manufacturer's schedule; children's equipment must not be subject to a safety recall.",
      'You set your own prices, security deposit, minimum and maximum rental length, advance notice and cancellation policy. You agree that OwnLess deducts a commission of {commission} of the rental subtotal from each payout and that the payout is released when you mark the rental complete.',
      'Answer reservation requests within {request_hours} hours. Once a reservation is paid, cancel only when you genuinely cannot honour it: the renter receives a full refund in every case, and repeated cancellations can lead to your listings being unpublished.',
      'If an item comes back damaged or incomplete, open a damage claim with photos within {claim_hours} hours of its return; after that the deposit goes back to the renter in full. Claims against the security deposit must be proportionate to the actual repair or replacement cost. The renter accepts or disputes the claim, and OwnLess support decides a disputed one and may ask both sides for evidence first.',
      'Services and spaces must comply with local licensing, safety and tax rules. You are responsible for declaring your rental income; OwnLess issues the tax forms required by US law to owners who meet the reporting thresholds.',
    ),
  },
  {
    category: 'rental',
    title: 'Renter Rental Terms',
    content: paragraphs(
      "When you pay for a reservation you agree to rent the listed item, service or space for the dates shown, under these terms, the listing's description and house rules, and the cancellation policy shown at checkout.",
      'Check the item at pickup or delivery and tell the owner in chat about any damage or missing parts before you start using it; photos help. By starting the rental you confirm that the item matches its listing, apart from anything you reported.',
      "Use the item carefully, for its intended purpose, following the manufacturer's instructions and any safety guidance from the owner. Do not lend it to anyone else, take it outside the area agreed with the owner, or modify it. You are responsible for the item from handover until it is returned.",
      'Return the item on time, clean and in the condition you received it, apart from normal wear. If you need more time, ask the owner in chat before the end date; late returns can be charged at the listing price for each extra unit of time.',
      'Any security deposit is held on your card (for rentals too long for a card hold, charged and refunded later) and released {claim_hours} hours after the item comes back, unless the owner opens a damage claim in that time. If the item is damaged, lost or returned incomplete, the owner may claim part or all of the deposit to cover the reasonable cost of repair or replacement. You may accept the claim or dispute it within {claim_hours} hours; a claim left unanswered counts as accepted, and OwnLess support decides disputed claims.',
      "You pay a service fee of {service_fee} of the rental subtotal. Cancellations are refunded according to the listing's policy (Flexible, Moderate or Strict); the security deposit is always returned on cancellation, and the service fee is refunded whenever the rental price is refunded in full.",
    ),
  },
];

// ---------------------------------------------------------------------------------------
// Shipping options
// ---------------------------------------------------------------------------------------

export type ShippingOptionKey = 'ground' | 'two-day' | 'overnight' | 'local-courier';

export interface ShippingOptionSeed {
  key: ShippingOptionKey;
  name: string;
  description: string;
  priceCents: number;
  /** Business days from shipment to delivery; 0 = same day. */
  estimatedDays: number;
}

export const SHIPPING_OPTIONS: readonly ShippingOptionSeed[] = [
  {
    key: 'ground',
    name: 'Standard ground',
    description:
      'Insured ground shipping with tracking. The owner ships a day or two before your start date so it arrives in time.',
    priceCents: 1299,
    estimatedDays: 5,
  },
  {
    key: 'two-day',
    name: 'Two-day',
    description: 'Insured two-day air with tracking, for bookings starting within the week.',
    priceCents: 2499,
    estimatedDays: 2,
  },
  {
    key: 'overnight',
    name: 'Overnight',
    description:
      'Next-business-day delivery by 10:30 am, insured with tracking. Order by 2 pm owner time.',
    priceCents: 4499,
    estimatedDays: 1,
  },
  {
    key: 'local-courier',
    name: 'Local courier',
    description:
      'Same-day bike or van courier within the same city, handed over in person. Available for small items only.',
    priceCents: 1800,
    estimatedDays: 0,
  },
];

// ---------------------------------------------------------------------------------------
// Blog
// ---------------------------------------------------------------------------------------

export interface BlogPostSeed {
  slug: string;
  title: string;
  excerpt: string;
  /** Plain text, 5–8 paragraphs separated by a blank line. */
  content: string;
  authorName: string;
  tags: string[];
  /** ISO 8601 timestamp (UTC). */
  publishedAt: string;
  /** Cover picture: renderBlogCover(art). */
  art: ArtDescriptor;
}

export const BLOG_POSTS: readonly BlogPostSeed[] = [
  {
    slug: 'how-to-price-your-power-tools-for-rent',
    title: 'How to price your power tools for rent',
    excerpt:
      'A simple formula, a few local checks and the two mistakes that keep good tools sitting on the shelf.',
    authorName: 'Maya Torres',
    tags: ['owners', 'pricing', 'tools'],
    publishedAt: '2026-01-13T16:00:00.000Z',
    art: { motif: 'drill', hue: 28, accent: 200 },
    content: paragraphs(
      "When I listed my first drill I priced it like a hardware store would, and nobody booked it for a month. Renters on OwnLess are comparing you with buying the thing outright and with the big rental counters across town, so your price has to make sense against both. Here's the approach that works for me now.",
      'Start from the replacement cost: what it would cost you to buy the same tool today. For most power tools a daily price between 3% and 5% of that number lands in the sweet spot. A $300 circular saw rents well at $12–15 a day; a $1,200 concrete saw can ask $45–60 because fewer people own one.',
      'Then set a weekly price of roughly three to four times the daily one. Most DIY projects take a weekend plus a couple of evenings, and a generous weekly rate turns a two-day booking into a seven-day one with very little extra wear. Monthly prices only make sense for things like dehumidifiers or scaffolding that stay on a job site.',
      'Check your neighbourhood. Search OwnLess for the same category within a few miles and look at what is actually getting booked — reviews tell you that. If three people nearby offer a similar drill for $12, listing yours at $20 needs a reason: a second battery, a full bit set, or delivery.',
      "Use the deposit to protect yourself instead of inflating the price. A deposit of around a third of the replacement cost is common for power tools. It is held on the renter's card and released a few days after the tool comes back unless you open a damage claim, so honest renters get it all back and the price they compare stays friendly.",
      'The two mistakes I see most: pricing by the hour for tools people need for a day, and forgetting the extras. Nobody wants to rent a drill for three hours and race back across town. And a tool with two batteries, a charger and a case is worth noticeably more than a bare tool — say so in "What\'s included".',
      'Finally, remember the numbers renters see. They pay a 10% service fee on top of your price, and you pay a 10% commission on the subtotal. A $15 day rate shows as $16.50 at checkout and pays you $13.50. Revisit your prices after your first five rentals; your calendar will tell you whether you are too cheap or too dear.',
    ),
  },
  {
    slug: 'renters-checklist-before-picking-up-camping-gear',
    title: "A renter's checklist before picking up camping gear",
    excerpt:
      'Ten minutes at pickup saves a cold night at the trailhead. What we check with every renter at the counter.',
    authorName: 'Daniel Brooks',
    tags: ['renters', 'camping', 'checklists'],
    publishedAt: '2026-03-04T15:30:00.000Z',
    art: { motif: 'tent', hue: 200, accent: 25 },
    content: paragraphs(
      "We hand out hundreds of tents every summer at Brooks Outdoor Rentals, and the trips that go wrong almost always go wrong at pickup, not in the woods. A missing pole or a stove that won't fit the canister you bought is easy to fix in town and impossible to fix at 9,000 feet. Here is the checklist we walk through with every renter.",
      'Count the tent parts. Body, rainfly, poles, stakes, guy lines and footprint if one is listed. Ask the owner to pitch it for a minute or pitch it yourself on the spot; if you have never set that model up, doing it once in daylight with help is worth more than any video.',
      'Check zippers and seams. Run every zipper end to end and look at the fly seams against the light. Small issues are normal on rental gear, but tell the owner in chat before you leave with a photo, so nobody argues about it when you return.',
      'Match the sleeping gear to the forecast. A sleeping bag rated to 30°F is comfortable at about 40°F for most people. If nights will be colder, ask about a liner or a warmer bag now, and make sure you have a pad — the ground takes more heat than the air.',
      'Test the stove and lantern. Screw on a canister, light the stove for a few seconds and check the lantern batteries. Find out which fuel it needs, because many stoves take a specific thread and the wrong canister is the classic first-night problem.',
      'Agree on the return. Confirm the return time and place, and whether the owner expects the tent dried out. If you pack up in the rain, tell them: most owners would rather dry it themselves than get it back late, and it keeps your deposit safe.',
      "Last, keep the listing open on your phone. It has the owner's notes, the contents list and the chat, so if something puzzles you at camp you can check what is supposed to be in the bag — and message the owner as soon as you have signal.",
    ),
  },
  {
    slug: 'why-owning-less-saves-more',
    title: 'Why owning less saves more',
    excerpt:
      'The average power drill is used for about thirteen minutes in its lifetime. What that means for your wallet, your closet and your weekends.',
    authorName: 'The OwnLess Team',
    tags: ['sustainability', 'money', 'community'],
    publishedAt: '2026-02-10T14:00:00.000Z',
    art: { motif: 'box', hue: 150, accent: 12 },
    content: paragraphs(
      'It is one of the most quoted numbers in the sharing economy: a typical household drill gets used for something like thirteen minutes over its whole life. Whatever the exact figure, anyone who has cleaned out a garage knows the feeling — shelves of things bought for one project, one trip, one party.',
      'Owning has costs you do not see at the till. There is the space the thing takes up, which in a city apartment is real money per square foot. There is maintenance: batteries that die in storage, tents that mildew, bikes that need a tune-up before every first ride of the season. And there is the slow depreciation of anything with a motor or a lens.',
      'Renting flips that. You pay for the weekend you actually need, you get a tool or a piece of gear that someone who uses it regularly keeps in good shape, and when you are done it goes back to their shelf, not yours. For anything you would use less than a handful of times a year, renting almost always wins on price alone.',
      'It also lets you use better things. The camera body that would be an indulgence to buy is an easy decision for a wedding weekend. The carbon paddleboard, the professional carpet cleaner, the canopy tent that fits forty guests — renting puts the right tool in reach for the job in front of you.',
      "On the other side of every rental is an owner whose idle things start paying for themselves. Many of our owners started with one drill or one kayak and now cover their own gear upgrades from rental income. That's the loop we want: fewer things made, each thing used more.",
      'Owning less does not mean going without. It means keeping what you truly use every week, and borrowing the rest from people nearby. Have a look at what your neighbours are sharing — and at what is collecting dust in your own closet.',
    ),
  },
  {
    slug: 'deposits-fees-and-cancellations-explained',
    title: 'Deposits, fees and cancellations explained',
    excerpt:
      'Where your money goes at each step of a rental, when the deposit comes back, and how the three cancellation policies work.',
    authorName: 'The OwnLess Team',
    tags: ['payments', 'deposits', 'renters', 'owners'],
    publishedAt: '2026-04-07T13:00:00.000Z',
    art: { motif: 'toolbox', hue: 220, accent: 350 },
    content: paragraphs(
      'Money questions are the ones we get most, so here is the whole picture in one place, using a real example: a camera rented for three days at $45 a day, with a $400 security deposit and standard ground shipping at $12.99.',
      'The subtotal is the rental price times the number of units: 3 × $45 = $135. On top of that the renter pays a 10% service fee ($13.50), the shipping fee ($12.99) and the deposit ($400), for a checkout total of $561.49. Nothing is charged when the request is sent — only after the owner approves it and the renter checks out.',
      "The deposit is held on the renter's card, never paid to the owner up front. It is released in full a few days after the item comes back, once the owner's claim window has passed. If something comes back damaged or missing, the owner opens a damage claim with photos within that window; the renter accepts it or disputes it, and our support team decides a disputed claim. Only a reasonable repair or replacement cost can be kept.",
      'The owner receives the subtotal plus shipping minus a 10% commission on the subtotal: $135 + $12.99 − $13.50 = $134.49, paid out when the rental is completed. There are no listing fees, and owners never pay anything for requests that do not turn into rentals.',
      'Each listing has one of three cancellation policies. Flexible refunds the rental in full until 24 hours before the start. Moderate refunds in full until 5 days before the start, and 50% after that. Strict refunds 50% until 7 days before the start and nothing after. The deposit always comes back, and the service fee is refunded whenever the rental is refunded in full.',
      'If the owner cancels a paid reservation, the renter gets everything back — rental, service fee, shipping and deposit — whatever the policy. Approved reservations that are not paid within 24 hours, and requests the owner does not answer within 48 hours, simply expire without any charge.',
    ),
  },
  {
    slug: 'listing-photos-that-get-booked',
    title: 'Taking listing photos that get booked',
    excerpt:
      'You do not need a studio. Daylight, a plain background and five shots in the right order do most of the work.',
    authorName: 'Maya Torres',
    tags: ['owners', 'photography', 'tips'],
    publishedAt: '2026-05-19T17:00:00.000Z',
    art: { motif: 'camera', hue: 300, accent: 190 },
    content: paragraphs(
      'Listings with clear photos get noticeably more requests, and renters ask fewer questions before booking. The good news is that a phone and a window are all you need.',
      'Shoot in daylight, near a window or outside in open shade, and turn the flash off. Harsh midday sun creates hard shadows; an overcast day is perfect. Put the item on a plain surface — a clean floor, a sheet, a wall — so nothing distracts from it.',
      'Your cover photo should show the whole item, straight on, filling most of the frame. It is the picture renters see on the search grid and on the map, at thumbnail size, so the shape has to be recognisable at a glance.',
      'Then add detail shots in the order a renter would ask about them: what is included laid out together, the condition of the parts that wear (blades, tyres, zippers, lenses), and the item in use if that helps show its size. Five or six photos is plenty.',
      'Be honest about wear. A scratch you photographed is a scratch nobody argues about at return. Renters trust listings that show imperfections, and it protects you if there is ever a question about damage.',
      'Finally, check your photos on a phone before publishing. Drag the best one to the first position to make it the cover, and keep them up to date — if you add a second battery or replace a lens, a new photo tells renters the listing is cared for.',
    ),
  },
  {
    slug: 'renting-a-kayak-for-the-first-time',
    title: 'Renting a kayak for the first time: what to ask',
    excerpt:
      'Sit-on-top or sit-in, roof rack or trailer, and the five questions to ask the owner before you book.',
    authorName: 'Daniel Brooks',
    tags: ['renters', 'water sports', 'beginners'],
    publishedAt: '2026-06-02T15:00:00.000Z',
    art: { motif: 'kayak', hue: 190, accent: 170 },
    content: paragraphs(
      'Paddling is one of the easiest outdoor sports to try, and one of the hardest pieces of gear to store at home. That makes it perfect for renting — as long as you get the right boat for your water and a plan for getting it there.',
      'For a first trip on a lake or a slow river, a sit-on-top kayak is the friendliest choice: stable, easy to get back on if you tip, and nothing to drain. Sit-in touring kayaks are faster and drier but take a bit of practice. If the listing is not clear about which it is, ask.',
      "Ask what's included. A complete rental has a paddle sized for you, a life jacket (PFD) in your size, and ideally a dry bag. Some owners include a roof rack kit or foam blocks; if they do not, check how you will carry a 10–12 foot boat home.",
      'Ask about transport and delivery. Many owners on OwnLess deliver to the put-in within a set radius for a small fee, which avoids the roof-rack question entirely. If you are picking up, ask the owner to show you how to strap the kayak down — bow and stern lines matter on the highway.',
      'Ask where they like to paddle. Owners usually know the local launches, which ones have parking, and when the wind picks up in the afternoon. That tip alone can make the day.',
      'Last, read the cancellation policy against the forecast. Water days depend on weather, and a listing with a Flexible policy lets you cancel for a full refund up to 24 hours before the start if the wind forecast turns ugly.',
    ),
  },
  {
    slug: 'backyard-party-without-buying-everything',
    title: 'Planning a backyard party without buying a garage full of stuff',
    excerpt:
      'Canopy, tables, sound and lights for forty guests — rented from neighbours for less than the cost of the chairs alone.',
    authorName: 'Priya Patel',
    tags: ['renters', 'events', 'planning'],
    publishedAt: '2026-07-14T16:00:00.000Z',
    art: { motif: 'party-tent', hue: 50, accent: 225 },
    content: paragraphs(
      'I plan events for a living, and the first thing I tell friends hosting at home is: do not buy the big stuff. A canopy tent, forty folding chairs and a PA speaker will cost you well over a thousand dollars and then live in your garage forever.',
      'Start with shade and shelter. A 10×20 canopy covers a buffet and a few tables, and renting one for the weekend usually costs less than a tenth of buying it. Book it early in summer — good canopies go first — and check whether the owner sets it up; many do for a delivery fee.',
      'Then seating and tables. Count one chair per guest plus a few spares, and one 6-foot table per eight people if you are serving a sit-down meal. Look for owners who bundle tables and chairs; one pickup beats four.',
      'Sound matters more than people think. One powered speaker with a Bluetooth input fills a backyard for forty; for dancing or speeches, add a wireless microphone. Ask the owner for a quick demo at pickup so you are not troubleshooting inputs while guests arrive.',
      'Lighting turns a backyard into a venue after sunset. String lights are cheap to rent and easy to hang on a canopy frame. If you are showing a slideshow or a game, a projector and screen make a great late-evening moment.',
      'Finally, plan the return before the party. Note the return times in your calendar, keep the bags and cases somewhere dry, and book a cleaning service for the morning after if the listing offers one. Your deposit — and your Sunday — will thank you.',
    ),
  },
  {
    slug: 'ski-season-on-a-budget',
    title: 'Ski season on a budget: renting from locals',
    excerpt:
      'Why renting skis from a neighbour beats the resort shop, and how to get a fit you will be happy with all day.',
    authorName: 'Daniel Brooks',
    tags: ['snow sports', 'renters', 'money'],
    publishedAt: '2026-10-20T15:00:00.000Z',
    art: { motif: 'skis', hue: 210, accent: 330 },
    content: paragraphs(
      'Resort rental shops are convenient and expensive, and on a powder Saturday you can spend an hour of your day in line. Renting from a local owner or a small shop on OwnLess usually costs less, and you pick your skis up the evening before.',
      'Give the owner your height, weight, boot size and ability honestly. Ski length and binding settings depend on them, and a reputable owner will set the bindings to your numbers (the DIN setting) or tell you where to have it checked. Never ski on bindings that were set for someone else.',
      'Boots are the piece to get right. If the owner has your size, try them on at pickup with the socks you will ski in and flex forward: your toes should just brush the front when standing and pull back when you bend your knees. If they pinch now, they will hurt by lunch.',
      'Weekly rates are where renting from locals shines. A week of skis, boots and poles often costs about the same as three days at the resort, and you can keep them in your car for early starts.',
      'Check the bases and edges when you pick up. A few scratches are normal, but a deep core shot or a rusted edge should be mentioned in chat with a photo. Ask whether the skis were waxed recently — a fresh wax makes a bigger difference than most people think.',
      'If you are hooked by the end of the trip, look for listings that also offer a sale price. Buying the exact skis you already tested from a careful owner is one of the best ways to start a quiver.',
    ),
  },
  {
    slug: 'turn-an-empty-driveway-into-income',
    title: 'Turning an empty driveway into side income',
    excerpt:
      'Parking spaces and storage are the quietest listings on OwnLess. Here is how owners price them and what renters expect.',
    authorName: 'The OwnLess Team',
    tags: ['owners', 'property', 'parking'],
    publishedAt: '2026-08-25T14:00:00.000Z',
    art: { motif: 'parking', hue: 45, accent: 205 },
    content: paragraphs(
      'If your driveway, garage or basement sits empty during the day, it can earn money without you lifting anything. Parking and storage are among the steadiest listings on OwnLess: renters book by the month and stay for a long time.',
      'Measure before you list. Renters want to know the exact size of the space, the height clearance for garages, whether it is covered and whether there is power. For storage, list the dimensions of the door as well as the room, and say whether it is climate controlled.',
      'Price by the month first. Look at monthly garage and storage-unit prices in your neighbourhood and start 10–20% below the commercial facilities; a daily price for parking near a stadium or a busy street can add event-day income on top.',
      'Set clear access rules. Say when renters can come and go, how they get in (key, code, garage remote) and what they may not store: anything flammable, perishable or illegal. Put these in the house rules so they are accepted at booking.',
      'Choose a cancellation policy that fits long stays. Many property owners choose Moderate or Strict so a monthly renter cannot cancel at the last minute, and ask for a deposit that covers a remote or key that is not returned.',
      'Check your local rules and your lease or HOA before you list, and tell your insurer. Most cities allow private parking and storage rentals, but some buildings do not, and it is always better to know before your first renter arrives.',
    ),
  },
  {
    slug: 'baby-gear-for-visits-and-holidays',
    title: 'Baby gear for visits and holidays, without the extra luggage',
    excerpt:
      'Travel cots, strollers and car seats waiting at your destination: what to rent, what to bring, and what to check.',
    authorName: 'Priya Patel',
    tags: ['renters', 'family', 'travel'],
    publishedAt: '2026-09-15T16:00:00.000Z',
    art: { motif: 'stroller', hue: 330, accent: 265 },
    content: paragraphs(
      'The first time we flew with our daughter we checked a stroller, a travel cot and a car seat, and spent the trip dragging them between terminals. Now we rent them at the other end, and grandparents do the same when we visit.',
      'Strollers and travel cots are the easiest things to rent. Owners usually deliver them to the address you are staying at, set up and ready. Ask for the model name so you can watch a fold-and-unfold video before you arrive.',
      "Car seats deserve more care. Ask the owner for the manufacture date (most seats expire after 6 to 10 years), confirm it has never been in a crash, and check the seat against your child's weight and height. If any of that is unclear, bring your own — it is the one item where certainty matters most.",
      'Check for recalls. Every listing on OwnLess must be recall-free, but it only takes a minute to search the model on the CPSC website yourself, and good owners are happy when renters ask.',
      'Ask about cleaning. Most parents who rent out baby gear wash covers and wipe frames between rentals; it is fine to ask how they do it, and to ask for fabric covers to be washed without fragrance if your little one has sensitive skin.',
      'Book early around holidays. Thanksgiving and the December holidays are the busiest weeks for baby gear; a request sent a few weeks ahead gives the owner time to approve it and you time to pay and arrange delivery.',
    ),
  },
];
