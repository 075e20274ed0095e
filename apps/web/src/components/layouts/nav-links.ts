import { msg } from '@lingui/core/macro';
import { paths } from '@/config/paths';
import type { MenuLink } from './about-menu';

export const ABOUT_LINKS: MenuLink[] = [
  {
    label: msg`How it works`,
    to: paths.features,
    description: msg`Renting and listing, step by step`,
  },
  { label: msg`FAQs`, to: paths.faqs, description: msg`Answers to common questions` },
  { label: msg`Contact Us`, to: paths.contact, description: msg`We usually reply within a day` },
];

export const FOOTER_LINKS = [
  { label: msg`About`, to: paths.features },
  { label: msg({ message: 'Listing', context: 'footer link' }), to: paths.home },
  { label: msg`FAQs`, to: paths.faqs },
  { label: msg`Contact`, to: paths.contact },
  { label: msg`Privacy`, to: paths.privacy },
  { label: msg`Terms`, to: paths.terms },
] as const;
