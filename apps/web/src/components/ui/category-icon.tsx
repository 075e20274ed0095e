import type { CategoryIcon as CategoryIconName } from '@ownless/shared';
import {
  Baby,
  Bike,
  Building2,
  Camera,
  Car,
  Construction,
  Drill,
  Gamepad2,
  GraduationCap,
  Guitar,
  Hammer,
  Laptop,
  type LucideIcon,
  MountainSnow,
  Package,
  PartyPopper,
  Shirt,
  Shovel,
  Sofa,
  Speaker,
  SprayCan,
  SquareParking,
  Tag,
  Tent,
  TreePine,
  Truck,
  Waves,
} from 'lucide-react';

/** The icons a category may have (CATEGORY_ICONS in packages/shared), by lucide name. */
export const CATEGORY_ICON_COMPONENTS: Record<CategoryIconName, LucideIcon> = {
  baby: Baby,
  bike: Bike,
  camera: Camera,
  construction: Construction,
  drill: Drill,
  'graduation-cap': GraduationCap,
  guitar: Guitar,
  hammer: Hammer,
  'mountain-snow': MountainSnow,
  'party-popper': PartyPopper,
  shovel: Shovel,
  sofa: Sofa,
  speaker: Speaker,
  'spray-can': SprayCan,
  'square-parking': SquareParking,
  tent: Tent,
  'tree-pine': TreePine,
  truck: Truck,
  waves: Waves,
  car: Car,
  shirt: Shirt,
  'gamepad-2': Gamepad2,
  laptop: Laptop,
  package: Package,
  'building-2': Building2,
};

/** A category's icon; a tag when it has none or one this build does not know. */
export function CategoryIcon({ name, className }: { name: string | null; className?: string }) {
  const Icon = (name && CATEGORY_ICON_COMPONENTS[name as CategoryIconName]) || Tag;
  return <Icon className={className ?? 'size-5'} aria-hidden="true" />;
}
