/** Rental types and categories. Icons are lucide icon names (kebab-case, as in lucide-react's docs). */

export type RentalTypeSlug = 'tool' | 'gear' | 'goods' | 'service' | 'property';

export interface RentalTypeSeed {
  slug: RentalTypeSlug;
  name: 'Tool' | 'Gear' | 'Goods' | 'Service' | 'Property';
  description: string;
  position: number;
}

export const RENTAL_TYPES: readonly RentalTypeSeed[] = [
  {
    slug: 'tool',
    name: 'Tool',
    description:
      'Power tools, hand tools and yard equipment for the job you do twice a year — borrow the right one from a neighbour instead of buying it.',
    position: 1,
  },
  {
    slug: 'gear',
    name: 'Gear',
    description:
      'Outdoor, sports, camera and audio gear for trips, shoots and weekends away, kept in good shape by people who use it.',
    position: 2,
  },
  {
    slug: 'goods',
    name: 'Goods',
    description:
      'Everyday things you need for a while, not forever: party supplies, baby equipment, furniture for a short lease.',
    position: 3,
  },
  {
    slug: 'service',
    name: 'Service',
    description:
      'Book local people by the hour: cleaning, moving help and lessons from someone who knows the craft.',
    position: 4,
  },
  {
    slug: 'property',
    name: 'Property',
    description:
      'Spaces by the hour, day or month: parking and storage, rooms for events, cabins for a getaway.',
    position: 5,
  },
];

export type CategorySlug =
  | 'power-tools'
  | 'hand-tools'
  | 'ladders-access'
  | 'garden-yard'
  | 'camping'
  | 'water-sports'
  | 'cycling'
  | 'snow-sports'
  | 'photography-video'
  | 'audio-dj'
  | 'musical-instruments'
  | 'party-events'
  | 'baby-kids'
  | 'furniture'
  | 'cleaning'
  | 'moving-help'
  | 'lessons'
  | 'parking-storage'
  | 'event-spaces'
  | 'cabins';

export interface CategorySeed {
  slug: CategorySlug;
  name: string;
  rentalType: RentalTypeSlug;
  /** lucide icon name, e.g. 'drill' for <Drill />. */
  icon: string;
  description: string;
  position: number;
}

export const CATEGORIES: readonly CategorySeed[] = [
  {
    slug: 'power-tools',
    name: 'Power Tools',
    rentalType: 'tool',
    icon: 'drill',
    description: 'Drills, saws, sanders and pressure washers.',
    position: 1,
  },
  {
    slug: 'hand-tools',
    name: 'Hand Tools',
    rentalType: 'tool',
    icon: 'hammer',
    description: 'Tool kits, clamps, tile cutters and the odd specialist wrench.',
    position: 2,
  },
  {
    slug: 'ladders-access',
    name: 'Ladders & Access',
    rentalType: 'tool',
    icon: 'construction',
    description: 'Step ladders, extension ladders and scaffold towers.',
    position: 3,
  },
  {
    slug: 'garden-yard',
    name: 'Garden & Yard',
    rentalType: 'tool',
    icon: 'shovel',
    description: 'Mowers, trimmers, tillers and leaf blowers.',
    position: 4,
  },
  {
    slug: 'camping',
    name: 'Camping',
    rentalType: 'gear',
    icon: 'tent',
    description: 'Tents, sleeping systems, stoves and lanterns.',
    position: 5,
  },
  {
    slug: 'water-sports',
    name: 'Water Sports',
    rentalType: 'gear',
    icon: 'waves',
    description: 'Kayaks, paddleboards, wetsuits and snorkel sets.',
    position: 6,
  },
  {
    slug: 'cycling',
    name: 'Cycling',
    rentalType: 'gear',
    icon: 'bike',
    description: 'Road, gravel, cargo and e-bikes, plus racks and trailers.',
    position: 7,
  },
  {
    slug: 'snow-sports',
    name: 'Snow Sports',
    rentalType: 'gear',
    icon: 'mountain-snow',
    description: 'Skis, snowboards, snowshoes and avalanche gear.',
    position: 8,
  },
  {
    slug: 'photography-video',
    name: 'Photography & Video',
    rentalType: 'gear',
    icon: 'camera',
    description: 'Cameras, lenses, drones and lighting.',
    position: 9,
  },
  {
    slug: 'audio-dj',
    name: 'Audio & DJ',
    rentalType: 'gear',
    icon: 'speaker',
    description: 'PA speakers, DJ controllers, microphones and projectors.',
    position: 10,
  },
  {
    slug: 'musical-instruments',
    name: 'Musical Instruments',
    rentalType: 'gear',
    icon: 'guitar',
    description: 'Guitars, keyboards and amps for practice, gigs and trying before buying.',
    position: 11,
  },
  {
    slug: 'party-events',
    name: 'Party & Events',
    rentalType: 'goods',
    icon: 'party-popper',
    description: 'Canopy tents, tables and chairs, decorations and games.',
    position: 12,
  },
  {
    slug: 'baby-kids',
    name: 'Baby & Kids',
    rentalType: 'goods',
    icon: 'baby',
    description: 'Strollers, travel cots and car seats for visits and holidays.',
    position: 13,
  },
  {
    slug: 'furniture',
    name: 'Furniture',
    rentalType: 'goods',
    icon: 'sofa',
    description: 'Sofas, desks and home-office setups for short leases and staging.',
    position: 14,
  },
  {
    slug: 'cleaning',
    name: 'Cleaning',
    rentalType: 'service',
    icon: 'spray-can',
    description: 'Home, move-out and event clean-ups by local pros.',
    position: 15,
  },
  {
    slug: 'moving-help',
    name: 'Moving Help',
    rentalType: 'service',
    icon: 'truck',
    description: 'Movers, a truck with a driver, and furniture assembly.',
    position: 16,
  },
  {
    slug: 'lessons',
    name: 'Lessons',
    rentalType: 'service',
    icon: 'graduation-cap',
    description: 'Music, photography and outdoor skills, one-to-one.',
    position: 17,
  },
  {
    slug: 'parking-storage',
    name: 'Parking & Storage',
    rentalType: 'property',
    icon: 'square-parking',
    description: 'Driveways, garages and storage units by the day or month.',
    position: 18,
  },
  {
    slug: 'event-spaces',
    name: 'Event Spaces',
    rentalType: 'property',
    icon: 'building-2',
    description: 'Studios, backyards and halls for workshops, shoots and parties.',
    position: 19,
  },
  {
    slug: 'cabins',
    name: 'Cabins',
    rentalType: 'property',
    icon: 'tree-pine',
    description: 'Cabins and tiny houses for a few nights away.',
    position: 20,
  },
];

export const CATEGORY_BY_SLUG: ReadonlyMap<CategorySlug, CategorySeed> = new Map(
  CATEGORIES.map((category) => [category.slug, category]),
);
