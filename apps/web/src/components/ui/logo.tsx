import { useId, type SVGProps } from 'react';
import { cn } from '@/lib/cn';

type SvgProps = SVGProps<SVGSVGElement>;

/** The OwnLess mark: a loop (things passed on) around a hub. */
function MarkShapes() {
  // Unique per instance: the navbar and the footer both draw the logo.
  const idPrefix = `ol${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <>
      <defs>
        <linearGradient id={`${idPrefix}-g`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#10b981" />
          <stop offset="1" stopColor="#047857" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${idPrefix}-g)`} />
      <path
        d="M22.4 11.2A8 8 0 1 0 24 16"
        fill="none"
        stroke="#fff"
        strokeWidth="3.2"
        strokeLinecap="round"
      />
      <path
        d="M19.6 10.4h3.6V6.8"
        fill="none"
        stroke="#fff"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="16" cy="16" r="2.6" fill="#fff" />
    </>
  );
}

/** Compact mark, used below 760 px. */
export function LogoMark({ className, ...props }: SvgProps) {
  return (
    <svg
      viewBox="0 0 32 32"
      className={cn('size-9', className)}
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <MarkShapes />
    </svg>
  );
}

function Wordmark({ variant, className, ...props }: SvgProps & { variant: 'light' | 'dark' }) {
  const own = variant === 'light' ? '#0f172a' : '#ffffff';
  const less = variant === 'light' ? '#047857' : '#34d399';
  return (
    <svg
      viewBox="0 0 148 32"
      className={cn('h-9 w-auto', className)}
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <MarkShapes />
      <text
        x="41"
        y="23.5"
        fontFamily="ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        fontSize="22"
        fontWeight="800"
        letterSpacing="-0.5"
        textLength="104"
        lengthAdjust="spacingAndGlyphs"
        direction="ltr"
      >
        <tspan fill={own}>Own</tspan>
        <tspan fill={less}>Less</tspan>
      </text>
    </svg>
  );
}

/** Full logo for light backgrounds. */
export const LogoLight = (props: SvgProps) => <Wordmark variant="light" {...props} />;
/** Full logo for dark backgrounds. */
export const LogoDark = (props: SvgProps) => <Wordmark variant="dark" {...props} />;

/**
 * The responsive logo of the navbar and footer: the compact mark below 760 px, otherwise the
 * light or dark wordmark depending on the theme. The caller supplies the accessible name.
 */
export function Logo({ compactBelow760 = true }: { compactBelow760?: boolean }) {
  return (
    <>
      {compactBelow760 && <LogoMark className="min-[760px]:hidden" />}
      <LogoLight className={cn('dark:hidden', compactBelow760 && 'hidden min-[760px]:block')} />
      <LogoDark
        className={cn('hidden', compactBelow760 ? 'min-[760px]:dark:block' : 'dark:block')}
      />
    </>
  );
}
