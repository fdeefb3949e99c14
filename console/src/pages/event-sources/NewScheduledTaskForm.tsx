import { useId, useState, type FormEvent } from 'react';
import { ENUMS, type ScheduledTaskCreateResponse } from '@proctor/sdk';
import { Field, FormError, SelectField, Submit, TextAreaField } from '../../components/Form';
import { Section } from '../../components/Page';
import { ErrorNotice, Loading } from '../../components/States';
import { useAgentDocs } from '../../lib/agent-docs';
import { problemAt } from '../../lib/api';
import { browserTimeZone, describeCron, timeZones } from '../../lib/cron';
import { parseObject } from '../../lib/json';
import { useAgents } from '../../lib/queries/agents';
import { useCreateScheduledTask } from '../../lib/queries/event-sources';
import { WORKFLOW_RUN } from './scheduler';

type Mode = (typeof ENUMS.ScheduledTask.mode)[number];
const MODE_LABELS: Record<Mode, string> = { test: 'Test: sandbox adapters, free', live: 'Live: real providers, paid' };
const MODES = ENUMS.ScheduledTask.mode.map((value) => ({ value, label: MODE_LABELS[value] }));
const isMode = (value: string): value is Mode => (ENUMS.ScheduledTask.mode as readonly string[]).includes(value);

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/**
 * Schedules an operation as an agent: the agent and the operation chosen from the workspace's
 * agents and the server's catalog (choosing one fills the payload with its example while the
 * payload is untouched), the payload as JSON, a cron expression read in words, a time zone (the
 * browser's unless another is typed), the mode (test unless live is chosen, as the console's run
 * form), drafts for workflow.run, and a test run now. The server checks the rest and names the
 * field it refuses, shown beside that field.
 */
export function NewScheduledTaskForm({ onCreated }: { onCreated: (task: ScheduledTaskCreateResponse) => void }) {
  const zonesId = useId();
  const agents = useAgents();
  const catalog = useAgentDocs();
  const [name, setName] = useState('');
  const [agentChoice, setAgentChoice] = useState('');
  const [operation, setOperation] = useState('');
  const [payload, setPayload] = useState('{}');
  const [payloadTouched, setPayloadTouched] = useState(false);
  const [cron, setCron] = useState('0 9 * * 1-5');
  const [timezone, setTimezone] = useState(browserTimeZone);
  const [mode, setMode] = useState<Mode>('test');
  const [allowDraft, setAllowDraft] = useState(false);
  const [testRun, setTestRun] = useState(false);
  const [payloadError, setPayloadError] = useState<string>();
  const create = useCreateScheduledTask();

  if (agents.isPending || catalog.isPending) return <Section title="New scheduled task"><Loading /></Section>;
  if (agents.isError) return <Section title="New scheduled task"><ErrorNotice error={agents.error} retry={() => void agents.refetch()} /></Section>;
  if (catalog.isError) return <Section title="New scheduled task"><ErrorNotice error={catalog.error} retry={() => void catalog.refetch()} /></Section>;

  const operations = catalog.data.operations;
  const agentId = agentChoice || agents.data[0]?.id || '';
  const chosen = operations.find((o) => o.operation === operation);
  const choose = (value: string) => {
    setOperation(value);
    const example = operations.find((o) => o.operation === value)?.examples[0]?.payload;
    if (!payloadTouched) setPayload(pretty(example ?? {}));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseObject(payload, 'payload');
    setPayloadError('error' in parsed ? parsed.error : undefined);
    create.reset();
    if ('error' in parsed) return;
    const body = {
      agent_id: agentId,
      name: name.trim(),
      operation,
      payload: parsed.value,
      cron_expr: cron.trim(),
      timezone: timezone.trim(),
      mode,
      ...(operation === WORKFLOW_RUN ? { allow_draft: allowDraft } : {}),
      test_run: testRun,
    };
    create.mutate(body, {
      onSuccess: (task) => {
        setName('');
        onCreated(task);
      },
    });
  };
  const error = create.error;
  return (
    <Section title="New scheduled task">
      <form className="schedule-form" onSubmit={submit}>
        <div className="inline-form">
          <Field label="Name" name="name" required maxLength={200} value={name} onChange={(event) => setName(event.target.value)} error={problemAt(error, 'name')} />
          <SelectField
            label="Agent"
            name="agent"
            value={agentId}
            onChange={setAgentChoice}
            options={agents.data.length > 0 ? agents.data.map((agent) => ({ value: agent.id, label: agent.name })) : [{ value: '', label: 'No agents: make one on the Agents page' }]}
            error={problemAt(error, 'agent_id')}
          />
          <SelectField
            label="Operation"
            name="operation"
            value={operation}
            onChange={choose}
            options={[{ value: '', label: 'Choose an operation…' }, ...operations.map((o) => ({ value: o.operation, label: `${o.name} (${o.operation})` }))]}
            error={problemAt(error, 'operation')}
          />
        </div>
        {chosen && <p className="hint operation-hint">{chosen.description}</p>}
        <TextAreaField
          label="Payload (JSON)"
          name="payload"
          rows={5}
          spellCheck={false}
          value={payload}
          onChange={(event) => {
            setPayload(event.target.value);
            setPayloadTouched(true);
          }}
          hint={operation === WORKFLOW_RUN ? 'For workflow.run: {"workflow_id": "<its id or name>", "input": {…}}.' : 'What each fire dispatches, checked against the operation’s schema.'}
          error={payloadError ?? problemAt(error, 'payload')}
        />
        <div className="inline-form">
          <Field
            label="Cron expression"
            name="cron_expr"
            required
            spellCheck={false}
            value={cron}
            onChange={(event) => setCron(event.target.value)}
            hint={`${describeCron(cron)}${timezone.trim() ? `, in ${timezone.trim()}` : ''}. Five fields: minute hour day-of-month month day-of-week.`}
            error={problemAt(error, 'cron_expr')}
          />
          <Field
            label="Time zone"
            name="timezone"
            required
            list={zonesId}
            value={timezone}
            onChange={(event) => setTimezone(event.target.value)}
            hint="An IANA zone; yours unless you choose another."
            error={problemAt(error, 'timezone')}
          />
          <datalist id={zonesId}>
            {timeZones().map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
          <SelectField label="Mode" name="mode" value={mode} onChange={(value) => setMode(isMode(value) ? value : 'test')} options={MODES} error={problemAt(error, 'mode')} />
        </div>
        {operation === WORKFLOW_RUN && (
          <div className="field check">
            <input id={`${zonesId}-draft`} type="checkbox" checked={allowDraft} onChange={(event) => setAllowDraft(event.target.checked)} />
            <label htmlFor={`${zonesId}-draft`}>Allow draft: run the newest version while none is published</label>
          </div>
        )}
        <div className="field check">
          <input id={`${zonesId}-test`} type="checkbox" checked={testRun} onChange={(event) => setTestRun(event.target.checked)} />
          <label htmlFor={`${zonesId}-test`}>Test run now: also fire once as soon as it is saved</label>
        </div>
        <FormError error={error} />
        <Submit pending={create.isPending} pendingLabel="Scheduling…">
          Schedule task
        </Submit>
      </form>
    </Section>
  );
}
