import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { groupDigits } from '@/lib/i18n';

/** An icon link with a count bubble (cart items, unread messages); the count is in the name. */
export function BadgeIconLink({
  to,
  label,
  labelWithCount,
  count,
  icon: Icon,
  className,
  testId,
}: {
  to: string;
  label: string;
  /** The name with the count, read when there is one: "Cart, 2 items". */
  labelWithCount: string;
  count: number;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  className?: string;
  testId?: string;
}) {
  const shown = count > 99 ? `${groupDigits(99)}+` : groupDigits(count);
  return (
    <Link
      to={to}
      aria-label={count > 0 ? labelWithCount : label}
      title={label}
      className={cn(
        'relative inline-flex size-10 items-center justify-center rounded-xl text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
        className,
      )}
      data-testid={testId}
    >
      <Icon className="size-5" aria-hidden="true" />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -end-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-[0.6875rem] font-bold text-white ring-2 ring-white dark:bg-brand-500 dark:ring-slate-950"
          data-testid={testId ? `${testId}-count` : undefined}
        >
          {shown}
        </span>
      )}
    </Link>
  );
}
