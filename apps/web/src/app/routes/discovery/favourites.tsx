import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { AdminPage } from '@/components/layouts/admin/admin-page';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { FavouritesList } from '@/features/favourites/components/favourites-list';
import { ListingCard } from '@/features/listings/components/listing-card';

/** /admin/favorite-property: the listings the user saved with the heart. */
export default function FavouritesRoute() {
  const { t } = useLingui();
  return (
    <AdminPage
      title={t`Favourites`}
      description={t`Things you saved for later. Open one to check the price and dates.`}
      width="wide"
      actions={
        <Link to={paths.gridSidebar} className={buttonClass('outline')}>
          <Trans>Find more</Trans>
        </Link>
      }
    >
      <FavouritesList
        renderCard={(listing, footer) => <ListingCard listing={listing} footer={footer} />}
      />
    </AdminPage>
  );
}
