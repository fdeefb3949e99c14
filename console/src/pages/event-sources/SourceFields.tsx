import { useId } from 'react';
import { ENUMS } from '@proctor/sdk';
import { Field, SelectField, TextAreaField } from '../../components/Form';
import { ErrorNotice, Loading } from '../../components/States';
import { useAgentDocs } from '../../lib/agent-docs';
import { problemAt } from '../../lib/api';
import { browserTimeZone, describeCron, timeZones } from '../../lib/cron';
import { parseObject } from '../../lib/json';
import { useAgents } from '../../lib/queries/agents';
import { WORKFLOW_RUN } from './scheduler';

type Mode = (typeof ENUMS.ScheduledTask.mode)[number];
const MODE_LABELS: Record<Mode, string> = { test: 'Test: sandbox adapters, free', live: 'Live: real providers, paid' };
const MODES = ENUMS.ScheduledTask.mode.map((value) => ({ value, label: MODE_LABELS[value] }));
const isMode = (value: string): value is Mode => (ENUMS.ScheduledTask.mode as readonly string[]).includes(value);

/** What a new source's form holds, as typed: its agent ('' until one is picked: the first), the payload as JSON text. */
export interface Draft {
  name: string;
  agentId: string;
  operation: string;
  payload: string;
  /** Once the payload is typed in, choosing an operation no longer fills it with that operation's example. */
  payloadTouched: boolean;
  cron: string;
  timezone: string;
  mode: Mode;
  allowDraft: boolean;
}

/** An empty form: a weekday-morning schedule in the browser's zone, in test mode (as the console's run form). */
export const newDraft = (): Draft => ({
  name: '',
  agentId: '',
  operation: '',
  payload: '{}',
  payloadTouched: false,
  cron: '0 9 * * 1-5',
  timezone: browserTimeZone(),
  mode: 'test',
  allowDraft: false,
});

/** The fields every new source sends, from the draft; the schedule's when `scheduled`. */
export interface SourceBody {
  agent_id: string;
  name: string;
  operation: string;
  payload: Record<string, unknown>;
  mode: Mode;
  allow_draft?: boolean;
  cron_expr?: string;
  timezone?: string;
}

/** The draft as a create body, or why its payload is not a JSON object (the server checks the rest). */
export function readDraft(draft: Draft, agentId: string, scheduled: boolean): { body: SourceBody } | { payloadError: string } {
  const payload = parseObject(draft.payload, 'payload');
  if ('error' in payload) return { payloadError: payload.error };
  return {
    body: {
      agent_id: agentId,
      name: draft.name.trim(),
      operation: draft.operation,
      payload: payload.value,
      mode: draft.mode,
      ...(draft.operation === WORKFLOW_RUN ? { allow_draft: draft.allowDraft } : {}),
      ...(scheduled ? { cron_expr: draft.cron.trim(), timezone: draft.timezone.trim() } : {}),
    },
  };
}

/** The agent a draft runs as: the one picked, else the first of the workspace ('' when it has none). */
export function useDraftAgent(draft: Draft): string {
  const agents = useAgents();
  return draft.agentId || agents.data?.[0]?.id || '';
}

/**
 * The fields a new scheduled task and a new trigger share: name, the agent (from the workspace's
 * agents), the operation (from the server's catalog; choosing one fills an untouched payload with
 * its example), the payload as JSON, and when `scheduled` the cron expression read back in words
 * and its time zone; the mode; drafts for workflow.run. A field the server's 400 names (`error`)
 * shows its problem beside it.
 */
export function SourceFields({
  draft,
  onChange,
  error,
  payloadError,
  scheduled,
  payloadHint,
}: {
  draft: Draft;
  onChange: (draft: Draft) => void;
  error: unknown;
  payloadError: string | undefined;
  scheduled: boolean;
  payloadHint: string;
}) {
  const id = useId();
  const agents = useAgents();
  const catalog = useAgentDocs();
  const agentId = useDraftAgent(draft);
  if (agents.isPending || catalog.isPending) return <Loading />;
  if (agents.isError) return <ErrorNotice error={agents.error} retry={() => void agents.refetch()} />;
  if (catalog.isError) return <ErrorNotice error={catalog.error} retry={() => void catalog.refetch()} />;
  const operations = catalog.data.operations;
  const chosen = operations.find((o) => o.operation === draft.operation);
  const set = (change: Partial<Draft>) => onChange({ ...draft, ...change });
  const choose = (operation: string) => {
    const example = operations.find((o) => o.operation === operation)?.examples[0]?.payload;
    set({ operation, ...(draft.payloadTouched ? {} : { payload: JSON.stringify(example ?? {}, null, 2) }) });
  };
  const zone = draft.timezone.trim();
  return (
    <>
      <div className="inline-form">
        <Field label="Name" name="name" required maxLength={200} value={draft.name} onChange={(event) => set({ name: event.target.value })} error={problemAt(error, 'name')} />
        <SelectField
          label="Agent"
          name="agent"
          value={agentId}
          onChange={(value) => set({ agentId: value })}
          options={agents.data.length > 0 ? agents.data.map((agent) => ({ value: agent.id, label: agent.name })) : [{ value: '', label: 'No agents: make one on the Agents page' }]}
          error={problemAt(error, 'agent_id')}
        />
        <SelectField
          label="Operation"
          name="operation"
          value={draft.operation}
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
        value={draft.payload}
        onChange={(event) => set({ payload: event.target.value, payloadTouched: true })}
        hint={draft.operation === WORKFLOW_RUN ? `For workflow.run: {"workflow_id": "<its id or name>", "input": {…}}. ${payloadHint}` : payloadHint}
        error={payloadError ?? problemAt(error, 'payload')}
      />
      <div className="inline-form">
        {scheduled && (
          <>
            <Field
              label="Cron expression"
              name="cron_expr"
              required
              spellCheck={false}
              value={draft.cron}
              onChange={(event) => set({ cron: event.target.value })}
              hint={`${describeCron(draft.cron)}${zone ? `, in ${zone}` : ''}. Five fields: minute hour day-of-month month day-of-week.`}
              error={problemAt(error, 'cron_expr')}
            />
            <Field
              label="Time zone"
              name="timezone"
              required
              list={`${id}-zones`}
              value={draft.timezone}
              onChange={(event) => set({ timezone: event.target.value })}
              hint="An IANA zone; yours unless you choose another."
              error={problemAt(error, 'timezone')}
            />
            <datalist id={`${id}-zones`}>
              {timeZones().map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
          </>
        )}
        <SelectField label="Mode" name="mode" value={draft.mode} onChange={(value) => set({ mode: isMode(value) ? value : 'test' })} options={MODES} error={problemAt(error, 'mode')} />
      </div>
      {draft.operation === WORKFLOW_RUN && (
        <div className="field check">
          <input id={`${id}-draft`} type="checkbox" checked={draft.allowDraft} onChange={(event) => set({ allowDraft: event.target.checked })} />
          <label htmlFor={`${id}-draft`}>Allow draft: run the newest version while none is published</label>
        </div>
      )}
    </>
  );
}
