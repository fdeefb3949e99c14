import { useState, type FormEvent } from 'react';
import { ENUMS, type CreatedTrigger } from '@proctor/sdk';
import { FormError, SelectField, Submit } from '../../components/Form';
import { Section } from '../../components/Page';
import { ShownOnce } from '../../components/ShownOnce';
import { problemAt } from '../../lib/api';
import { useCreateTrigger } from '../../lib/queries/event-sources';
import { FireUrl } from './FireUrl';
import { newDraft, readDraft, SourceFields, useDraftAgent } from './SourceFields';

type Kind = (typeof ENUMS.Trigger.kind)[number];
const KIND_LABELS: Record<Kind, string> = { webhook: 'Webhook: fires on each signed POST to its URL', cron: 'Cron: fires on a schedule' };
const KINDS = ENUMS.Trigger.kind.map((value) => ({ value, label: KIND_LABELS[value] }));
const isKind = (value: string): value is Kind => (ENUMS.Trigger.kind as readonly string[]).includes(value);

/** What the server answers once about a new trigger: its signing secret, and for a webhook where to fire it. */
function Created({ trigger, onDone }: { trigger: CreatedTrigger; onDone: () => void }) {
  return (
    <ShownOnce
      secrets={[{ label: 'Signing secret', value: trigger.signing_secret }]}
      note="Proctor keeps it encrypted and never shows it again: to rotate it, delete the trigger and create another."
      onDone={onDone}
    >
      {trigger.fire_url && (
        <>
          <p>
            Fire URL: <FireUrl url={trigger.fire_url} />
          </p>
          <p className="hint">
            POST a JSON object there with no Authorization header, signed: <code>X-Service-Signature: sha256=&lt;hex&gt;</code>, the HMAC-SHA256 of
            the exact body with this secret (<code>triggers.sign(secret, body)</code> in the SDKs). Its fields are merged into the payload.
          </p>
        </>
      )}
    </ShownOnce>
  );
}

/**
 * Makes a trigger: a webhook (its payload completed by each fire's JSON) or a cron schedule, with
 * the fields a scheduled task has (SourceFields). Its signing secret is shown once, then forgotten.
 */
export function NewTriggerForm() {
  const [kind, setKind] = useState<Kind>('webhook');
  const [draft, setDraft] = useState(newDraft);
  const [payloadError, setPayloadError] = useState<string>();
  const [created, setCreated] = useState<CreatedTrigger>();
  const agentId = useDraftAgent(draft);
  const create = useCreateTrigger();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readDraft(draft, agentId, kind === 'cron');
    setPayloadError('payloadError' in read ? read.payloadError : undefined);
    create.reset();
    if ('payloadError' in read) return;
    create.mutate(
      { ...read.body, kind },
      {
        onSuccess: (trigger) => {
          setDraft({ ...draft, name: '' });
          setCreated(trigger);
        },
      },
    );
  };
  return (
    <Section title="New trigger">
      {created ? (
        <Created trigger={created} onDone={() => setCreated(undefined)} />
      ) : (
        <form className="schedule-form" onSubmit={submit}>
          <SelectField label="Kind" name="kind" value={kind} onChange={(value) => setKind(isKind(value) ? value : 'webhook')} options={KINDS} error={problemAt(create.error, 'kind')} />
          <SourceFields
            draft={draft}
            onChange={setDraft}
            error={create.error}
            payloadError={payloadError}
            scheduled={kind === 'cron'}
            payloadHint={
              kind === 'webhook'
                ? 'Each fire’s JSON body is merged into it (a fire cannot change the operation or the agent): fields the fires bring may be left out.'
                : 'What each fire dispatches, checked against the operation’s schema.'
            }
          />
          <FormError error={create.error} />
          <Submit pending={create.isPending} pendingLabel="Creating…">
            Create trigger
          </Submit>
        </form>
      )}
    </Section>
  );
}
