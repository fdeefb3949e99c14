import type { OrgInviteCreateResponse } from '@proctor/sdk';
import { CopyButton } from '../../components/CopyButton';
import { When } from '../../components/Format';

/**
 * A new invite's accept link, which the server shows once (it keeps only a hash of the token).
 * Nothing is emailed: the inviter sends the link themselves. Closing this forgets it.
 */
export function InviteLink({ created, onDone }: { created: OrgInviteCreateResponse; onDone: () => void }) {
  return (
    <section className="shown-once" aria-labelledby="invite-link-title">
      <h2 id="invite-link-title">Send this link to {created.invite.email}: it is shown once</h2>
      <p>
        Proctor sends no email and keeps only a hash of the link's token, so copy it now. It works once, until{' '}
        <When iso={created.invite.expires_at} />. Lost it? Revoke the invite below and invite again.
      </p>
      <dl>
        <div className="secret">
          <dt>Invite link</dt>
          <dd>
            <code data-secret="Invite link">{created.accept_url}</code>
            <CopyButton text={created.accept_url} label="invite link" />
          </dd>
        </div>
      </dl>
      <button type="button" onClick={onDone}>
        I have sent it
      </button>
    </section>
  );
}
