import { useParams } from 'react-router';
import { CheckoutView } from '@/features/reservations/components/checkout-view';

/** /checkout/{reservationId}: pay an approved reservation. */
export default function CheckoutRoute() {
  const { reservationId } = useParams();
  const id = /^\d+$/.test(reservationId ?? '') ? Number(reservationId) : 0;
  return <CheckoutView key={id} reservationId={id} />;
}
