import { paths } from '@/config/paths';
import type { MenuLink } from './about-menu';

export const ABOUT_LINKS: MenuLink[] = [
  { label: 'How it works', to: paths.features, description: 'Renting and listing, step by step' },
  { label: 'FAQs', to: paths.faqs, description: 'Answers to common questions' },
  { label: 'Contact Us', to: paths.contact, description: 'We usually reply within a day' },
];

export const FOOTER_LINKS = [
  { label: 'About', to: paths.features },
  { label: 'Listing', to: paths.home },
  { label: 'FAQs', to: paths.faqs },
  { label: 'Contact', to: paths.contact },
  { label: 'Privacy', to: paths.privacy },
  { label: 'Terms', to: paths.terms },
] as const;
