import { useCan } from '../../app/session';
import { Page } from '../../components/Page';
import { PublicationsSection } from './PublicationsSection';
import { RequestsSection } from './RequestsSection';

/** Governance of what is published: the review queue of publish requests, then the publications. */
export function PublishingPage() {
  const reviewer = useCan('manage_publishing');
  return (
    <Page
      title="Publishing"
      intro="Workflow versions and agents are published through a review: someone asks, a member with the publish.manage permission (or an owner) approves or rejects. Published workflows and agents are listed in the marketplace."
    >
      {!reviewer && (
        <p className="hint" role="note">
          You do not hold publish.manage: you follow your own requests here. An owner or admin grants the permission on the Organization page.
        </p>
      )}
      <RequestsSection />
      <PublicationsSection />
    </Page>
  );
}
