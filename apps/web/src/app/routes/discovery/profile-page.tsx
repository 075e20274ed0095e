import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { StartChatButton } from '@/features/chat/components/start-chat-button';
import { FavouriteButton } from '@/features/favourites/components/favourite-button';
import { ReportButton } from '@/features/reports/components/report-button';
import { ListingCard } from '@/features/listings/components/listing-card';
import {
  FirstOwnerRedirect,
  OwnerProfileView,
} from '@/features/owner-profiles/components/owner-profile-view';

/** "Message Ana", the name kept in its own direction. */
function MessageLabel({ firstName }: { firstName: string }) {
  return (
    <Trans>
      Message <bdi>{firstName}</bdi>
    </Trans>
  );
}

/** /agent-profile[/{id}], /owner-profile/{id}, /agency-profile[/{id}]. */
export function ProfilePage({ kind }: { kind: 'agent' | 'agency' | 'owner' }) {
  const { t } = useLingui();
  const { id } = useParams();
  const directory = kind === 'agency' ? paths.agencies : paths.agents;
  const hrefFor = (ownerId: number) =>
    kind === 'agency' ? paths.agencyProfile(ownerId) : paths.agentProfile(ownerId);
  return (
    <Container className="py-8 sm:py-10">
      <nav aria-label={t`Breadcrumb`} className="mb-6">
        <BackLink to={directory}>{kind === 'agency' ? t`All businesses` : t`All owners`}</BackLink>
      </nav>
      {id ? (
        <OwnerProfileView
          key={id}
          id={id}
          kind={kind}
          renderContact={(owner) => (
            <div className="flex flex-col items-start gap-1">
              <StartChatButton
                receiverId={owner.id}
                label={<MessageLabel firstName={owner.firstName} />}
              />
              <ReportButton kind="user" targetId={owner.id} ownerId={owner.id} />
            </div>
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
