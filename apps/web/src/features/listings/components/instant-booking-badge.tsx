import { Trans } from '@lingui/react/macro';
import { Zap } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

/** "Instant booking": the listing's requests are approved at once (decision 0030). */
export function InstantBookingBadge({ className }: { className?: string }) {
  return (
    <Badge className={cn('gap-1', className)}>
      <Zap className="size-3.5 shrink-0" aria-hidden="true" />
      <span data-testid="instant-booking-badge">
        <Trans>Instant booking</Trans>
      </span>
    </Badge>
  );
}
