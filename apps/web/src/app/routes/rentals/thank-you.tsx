import { useSearchParams } from 'react-router';
import { ThankYouView } from '@/features/reservations/components/thank-you-view';

/** /admin/thankyou, after a payment: ?reservation= names the one just paid. */
export default function ThankYouRoute() {
  const [searchParams] = useSearchParams();
  const raw = searchParams.get('reservation') ?? '';
  return <ThankYouView reservationId={/^\d+$/.test(raw) ? Number(raw) : null} />;
}
