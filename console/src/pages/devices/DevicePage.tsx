import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import type { Device, DeviceCommand } from '@proctor/sdk';
import { useCan } from '../../app/session';
import { AgentGrants, type GrantsOf } from '../../components/AgentGrants';
import { CursorList } from '../../components/CursorList';
import { DataTable } from '../../components/DataTable';
import { Field, FormError, Submit, TextAreaField } from '../../components/Form';
import { Badge, Id, JsonBlock, When } from '../../components/Format';
import { Page, Section } from '../../components/Page';
import { Empty, QueryView } from '../../components/States';
import { api, problemAt } from '../../lib/api';
import { parseObject } from '../../lib/json';
import { useCursorList } from '../../lib/lists';
import { DeviceState } from './DeviceState';
import { keys } from './keys';

/**
 * The device of the workspace's list with this id. The API reads devices only as a list (there
 * is no GET /v1/devices/{id}), so the list is walked until it is found.
 */
async function findDevice(id: string): Promise<Device> {
  for await (const device of api.devices.list()) if (device.id === id) return device;
  throw new Error('This workspace has no such device: it may have been revoked, or belong to another workspace.');
}

/** The device's grants: agents that may queue commands for it (dispatching device.command); admins and owners grant and revoke. */
const deviceGrants = (deviceId: string, canGrant: boolean): GrantsOf => ({
  noun: 'device',
  use: 'queue commands for this device',
  queryKey: keys.grants(deviceId),
  list: () => api.devices.listGrants(deviceId).then((answer) => answer.data),
  grant: (agentId) => api.devices.grant(deviceId, { agent_id: agentId }),
  revoke: (agentId) => api.devices.revokeGrant(deviceId, agentId),
  canGrant,
  note: 'Admins and owners grant devices to agents.',
});

/** One device: its state, its sessions, commands queued for it, and the agents it is granted to. */
export function DevicePage() {
  const { id = '' } = useParams();
  const device = useQuery({ queryKey: keys.device(id), queryFn: () => findDevice(id) });
  const canGrant = useCan('grant_devices');
  return (
    <Page
      title={device.data?.name ?? 'Device'}
      intro="A device's sessions, which it starts itself, and commands queued for it: the device claims them with its token and reports each done with a result."
      actions={
        <Link className="button secondary" to="/devices">
          All devices
        </Link>
      }
    >
      <QueryView query={device}>
        {(data) => (
          <>
            <Section title="Device">
              <dl className="facts">
                <dt>Id</dt>
                <dd>
                  <Id value={data.id} />
                </dd>
                <dt>State</dt>
                <dd>
                  <DeviceState device={data} />
                </dd>
                <dt>Last seen</dt>
                <dd>{data.last_heartbeat_at ? <When iso={data.last_heartbeat_at} relativeFirst /> : 'Never'}</dd>
                <dt>Registered</dt>
                <dd>
                  <When iso={data.created_at} />
                </dd>
              </dl>
            </Section>
            <CommandsSection device={data} />
            <SessionsSection device={data} />
            <AgentGrants title="Agents" of={deviceGrants(data.id, canGrant)} />
          </>
        )}
      </QueryView>
    </Page>
  );
}

/** The device's sessions, oldest first as the API lists them. */
function SessionsSection({ device }: { device: Device }) {
  const { query, items } = useCursorList(keys.sessions(device.id), (cursor) => api.devices.listSessions(device.id, { cursor }));
  return (
    <Section title="Sessions">
      <CursorList query={query} items={items} empty={<Empty title="No sessions yet">The device starts one with its token (POST /api/v1/devices/{'{id}'}/sessions).</Empty>}>
        {(sessions) => (
          <DataTable
            label="Device sessions"
            rows={sessions}
            rowKey={(session) => session.id}
            columns={[
              { header: 'Started', cell: (session) => <When iso={session.started_at} /> },
              { header: 'Session', cell: (session) => <Id value={session.id} /> },
              { header: 'Metadata', cell: (session) => <JsonBlock value={session.metadata} label={`Metadata of session ${session.id}`} /> },
            ]}
          />
        )}
      </CursorList>
    </Section>
  );
}

/** How often the commands are re-read while one is pending, to show its outcome once the device reports it. */
const COMMAND_POLL_MS = 3_000;

/** Queues a command, and lists the device's commands, newest first, with their status, claims and result. */
function CommandsSection({ device }: { device: Device }) {
  const queryClient = useQueryClient();
  const [command, setCommand] = useState('');
  const [payload, setPayload] = useState('{}');
  const [invalid, setInvalid] = useState<string>();
  const { query, items } = useCursorList(keys.commands(device.id), (cursor) => api.devices.listCommands(device.id, { order: 'desc', cursor }), {
    refetchInterval: (commands) => (commands.some((row) => row.status === 'pending') ? COMMAND_POLL_MS : false),
  });
  const queue = useMutation({
    mutationFn: (body: { command: string; payload: Record<string, unknown> }) => api.devices.queueCommand(device.id, body),
    onSuccess: () => setCommand(''),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.commands(device.id) }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseObject(payload, 'payload');
    if ('error' in parsed) {
      setInvalid(parsed.error);
      return;
    }
    setInvalid(undefined);
    queue.mutate({ command, payload: parsed.value });
  };
  return (
    <Section title="Commands">
      <form onSubmit={submit}>
        <Field label="Command" required value={command} onChange={(event) => setCommand(event.target.value)} placeholder="e.g. print" error={problemAt(queue.error, 'command')} />
        <TextAreaField
          label="Payload"
          rows={4}
          value={payload}
          onChange={(event) => setPayload(event.target.value)}
          hint="A JSON object; the device decides what it means."
          error={invalid ?? problemAt(queue.error, 'payload')}
        />
        <Submit pending={queue.isPending} pendingLabel="Queueing…">
          Queue command
        </Submit>
      </form>
      <FormError error={queue.error} />
      <CursorList
        query={query}
        items={items}
        empty={<Empty title="No commands yet">A queued command waits, pending, until the device claims it and reports it done with a result.</Empty>}
      >
        {(commands: DeviceCommand[]) => (
          <DataTable
            label="Commands"
            rows={commands}
            rowKey={(row) => row.id}
            columns={[
              { header: 'Command', cell: (row) => row.command },
              { header: 'Payload', cell: (row) => <JsonBlock value={row.payload} label={`Payload of ${row.command}`} /> },
              { header: 'Status', cell: (row) => <Badge value={row.status} /> },
              { header: 'Claims', className: 'num', cell: (row) => row.claims },
              { header: 'Result', cell: (row) => (row.result ? <JsonBlock value={row.result} label={`Result of ${row.command}`} /> : '—') },
              { header: 'Queued', cell: (row) => <When iso={row.created_at} /> },
              { header: 'Done', cell: (row) => (row.done_at ? <When iso={row.done_at} /> : '—') },
            ]}
          />
        )}
      </CursorList>
    </Section>
  );
}
