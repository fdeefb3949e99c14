import { useId, useState, type FormEvent } from 'react';
import type { ScheduledTaskCreateResponse } from '@proctor/sdk';
import { FormError, Submit } from '../../components/Form';
import { Section } from '../../components/Page';
import { useCreateScheduledTask } from '../../lib/queries/event-sources';
import { newDraft, readDraft, SourceFields, useDraftAgent } from './SourceFields';

/**
 * Schedules an operation as an agent (SourceFields), with a test run now if asked. The server
 * checks the rest and names the field it refuses, shown beside that field.
 */
export function NewScheduledTaskForm({ onCreated }: { onCreated: (task: ScheduledTaskCreateResponse) => void }) {
  const id = useId();
  const [draft, setDraft] = useState(newDraft);
  const [testRun, setTestRun] = useState(false);
  const [payloadError, setPayloadError] = useState<string>();
  const agentId = useDraftAgent(draft);
  const create = useCreateScheduledTask();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readDraft(draft, agentId, true);
    setPayloadError('payloadError' in read ? read.payloadError : undefined);
    create.reset();
    if ('payloadError' in read) return;
    create.mutate(
      { ...read.body, cron_expr: read.body.cron_expr!, test_run: testRun },
      {
        onSuccess: (task) => {
          setDraft({ ...draft, name: '' });
          onCreated(task);
        },
      },
    );
  };
  return (
    <Section title="New scheduled task">
      <form className="schedule-form" onSubmit={submit}>
        <SourceFields
          draft={draft}
          onChange={setDraft}
          error={create.error}
          payloadError={payloadError}
          scheduled
          payloadHint="What each fire dispatches, checked against the operation’s schema."
        />
        <div className="field check">
          <input id={`${id}-test`} type="checkbox" checked={testRun} onChange={(event) => setTestRun(event.target.checked)} />
          <label htmlFor={`${id}-test`}>Test run now: also fire once as soon as it is saved</label>
        </div>
        <FormError error={create.error} />
        <Submit pending={create.isPending} pendingLabel="Scheduling…">
          Schedule task
        </Submit>
      </form>
    </Section>
  );
}
