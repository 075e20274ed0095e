import { ChevronLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { StartChatButton } from '@/features/chat/components/start-chat-button';
import { FavouriteButton } from '@/features/favourites/components/favourite-button';
import { ListingCard } from '@/features/listings/components/listing-card';
import {
  FirstOwnerRedirect,
  OwnerProfileView,
} from '@/features/owner-profiles/components/owner-profile-view';

/** /agent-profile[/{id}], /owner-profile/{id}, /agency-profile[/{id}]. */
export function ProfilePage({ kind }: { kind: 'agent' | 'agency' | 'owner' }) {
  const { id } = useParams();
  const directory = kind === 'agency' ? paths.agencies : paths.agents;
  const hrefFor = (ownerId: number) =>
    kind === 'agency' ? paths.agencyProfile(ownerId) : paths.agentProfile(ownerId);
  return (
    <Container className="py-8 sm:py-10">
      <nav aria-label="Breadcrumb" className="mb-6">
        <Link
          to={directory}
          className="inline-flex items-center gap-1 text-sm font-semibold text-slate-600 hover:text-brand-700 dark:text-slate-400 dark:hover:text-brand-400"
        >
          <ChevronLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          {kind === 'agency' ? 'All businesses' : 'All owners'}
        </Link>
      </nav>
      {id ? (
        <OwnerProfileView
          key={id}
          id={id}
          kind={kind}
          renderContact={(owner) => (
            <StartChatButton
              receiverId={owner.id}
              label={
                <>
                  Message <bdi>{owner.firstName}</bdi>
                </>
              }
            />
          )}
          renderListing={(listing) => (
            <ListingCard
              listing={listing}
              action={<FavouriteButton listingId={listing.id} listingName={listing.name} />}
            />
          )}
        />
      ) : (
        <FirstOwnerRedirect kind={kind === 'agency' ? 'agencies' : 'agents'} hrefFor={hrefFor} />
      )}
    </Container>
  );
}
