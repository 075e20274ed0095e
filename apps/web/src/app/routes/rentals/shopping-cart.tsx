import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { Container } from '@/components/ui/container';
import { PageTitle } from '@/components/ui/page-title';
import { CartView } from '@/features/cart/components/cart-view';

/** /shopping-cart/{cartId}: the renter's cart, grouped by owner. */
export default function ShoppingCartRoute() {
  const { t } = useLingui();
  const { cartId } = useParams();
  const id = /^\d+$/.test(cartId ?? '') ? Number(cartId) : 0;
  return (
    <Container className="py-10 sm:py-14">
      <PageTitle title={t`Shopping cart`} />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 rtl:tracking-normal dark:text-white">
        <Trans>Your cart</Trans>
      </h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        <Trans>Grouped by owner. Each owner accepts their part of the request, then you pay.</Trans>
      </p>
      <div className="mt-8">
        <CartView cartId={id} />
      </div>
    </Container>
  );
}
