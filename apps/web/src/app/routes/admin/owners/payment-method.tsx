import { useSearchParams } from 'react-router';
import { AdminPage } from '@/components/layouts/admin/admin-page';
import { PaymentMethodPanel } from '@/features/owners/components/payment-method-panel';

export default function PaymentMethodRoute() {
  const [params] = useSearchParams();
  return (
    <AdminPage
      title="Payment Method"
      description="Where we send the money you earn from rentals."
      width="narrow"
    >
      <PaymentMethodPanel returnedFromStripe={params.get('connected') === '1'} />
    </AdminPage>
  );
}
