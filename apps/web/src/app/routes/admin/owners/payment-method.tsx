import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { AdminPage } from '@/components/layouts/admin/admin-page';
import { PaymentMethodPanel } from '@/features/owners/components/payment-method-panel';

export default function PaymentMethodRoute() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  return (
    <AdminPage
      title={t`Payment Method`}
      description={t`Where we send the money you earn from rentals.`}
      width="narrow"
    >
      <PaymentMethodPanel returnedFromStripe={params.get('connected') === '1'} />
    </AdminPage>
  );
}
