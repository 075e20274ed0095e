import type { SVGProps } from 'react';
import type { SocialNetwork } from '@/config/app';

type IconProps = SVGProps<SVGSVGElement>;

const common = {
  viewBox: '0 0 24 24',
  width: 20,
  height: 20,
  'aria-hidden': true,
  focusable: false,
} as const;

export function FacebookIcon(props: IconProps) {
  return (
    <svg {...common} fill="currentColor" {...props}>
      <path d="M9.1 23.7v-8H6.6v-3.7h2.5v-1.6c0-4.1 1.8-6 5.9-6 .8 0 2.1.2 2.6.3v3.3h-1.4c-1.6 0-2.2.6-2.2 2.2v1.8h3.9l-.7 3.7h-3.2v8.2C19.4 23.2 24 18.2 24 12 24 5.4 18.6 0 12 0S0 5.4 0 12c0 5.6 3.9 10.4 9.1 11.7Z" />
    </svg>
  );
}

export function InstagramIcon(props: IconProps) {
  return (
    <svg
      {...common}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      {...props}
    >
      <rect x="2.5" y="2.5" width="19" height="19" rx="5.5" />
      <circle cx="12" cy="12" r="4.2" />
      <circle cx="17.4" cy="6.6" r="0.6" fill="currentColor" />
    </svg>
  );
}

export function XIcon(props: IconProps) {
  return (
    <svg {...common} fill="currentColor" {...props}>
      <path d="M18.9 1.2h3.7l-8 9.2L24 22.8h-7.4l-5.8-7.6-6.6 7.6H.5l8.6-9.8L0 1.2h7.6l5.2 6.9 6.1-6.9Zm-1.3 19.5h2L6.5 3.2H4.3l13.3 17.5Z" />
    </svg>
  );
}

export const SOCIAL_ICONS: Record<SocialNetwork, (props: IconProps) => React.JSX.Element> = {
  Facebook: FacebookIcon,
  Instagram: InstagramIcon,
  X: XIcon,
};
