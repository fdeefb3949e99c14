import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { Device } from '@proctor/sdk';
import { CursorList } from '../../components/CursorList';
import { DataTable } from '../../components/DataTable';
import { ConfirmButton, Field, FormError, Submit } from '../../components/Form';
import { When } from '../../components/Format';
import { Page, Section } from '../../components/Page';
import { ShownOnce } from '../../components/ShownOnce';
import { Empty } from '../../components/States';
import { api } from '../../lib/api';
import { useCursorList } from '../../lib/lists';
import { DeviceState } from './DeviceState';
import { keys } from './keys';

/** How often the list is re-read, so that online and offline follow the devices' heartbeats. */
const HEARTBEAT_POLL_MS = 15_000;

/** The workspace's devices: registered (the token shown once), listed with online or offline, revoked. */
export function DevicesPage() {
  const { query, items } = useCursorList(keys.devices, (cursor) => api.devices.list({ cursor }), { refetchInterval: HEARTBEAT_POLL_MS });
  return (
    <Page
      title="Devices"
      intro="Machines that take commands from this workspace. A device sends its token with each heartbeat and each claim of its commands; it shows online while its last heartbeat is under 90 seconds old."
    >
      <RegisterForm />
      <Section title="Devices">
        <CursorList query={query} items={items} empty={<Empty title="No devices yet">Register one with the form above, then give it its token.</Empty>}>
          {(devices) => (
            <DataTable
              label="Devices"
              rows={devices}
              rowKey={(device) => device.id}
              columns={[
                { header: 'Name', cell: (device) => <Link to={`/devices/${encodeURIComponent(device.id)}`}>{device.name}</Link> },
                { header: 'State', cell: (device) => <DeviceState device={device} /> },
                { header: 'Last seen', cell: (device) => (device.last_heartbeat_at ? <When iso={device.last_heartbeat_at} relativeFirst /> : 'Never') },
                { header: 'Registered', cell: (device) => <When iso={device.created_at} /> },
                { header: 'Actions', cell: (device) => <RevokeDevice device={device} /> },
              ]}
            />
          )}
        </CursorList>
      </Section>
    </Page>
  );
}

/** Registers a device and shows its token once; only this component's state holds it, until "I have copied it". */
function RegisterForm() {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [registered, setRegistered] = useState<{ id: string; token: string }>();
  const register = useMutation({
    mutationFn: () => api.devices.register({ name }),
    onSuccess: (answer) => {
      setRegistered({ id: answer.device.id, token: answer.token });
      setName('');
      void queryClient.invalidateQueries({ queryKey: keys.devices });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    register.mutate();
  };
  if (registered) {
    return (
      <ShownOnce
        secrets={[{ label: 'Device token', value: registered.token }]}
        onDone={() => setRegistered(undefined)}
        note="Proctor stores only a hash. Once you leave this page the token cannot be shown again; a lost token means revoking the device and registering another."
      >
        <p>
          The device sends it as <code>Authorization: Bearer device_token_…</code> to <code>/api/v1/devices/{registered.id}/heartbeat</code>, its
          commands and its sessions.
        </p>
      </ShownOnce>
    );
  }
  return (
    <Section title="Register a device">
      <form className="inline-form" onSubmit={submit}>
        <Field label="Name" required value={name} onChange={(event) => setName(event.target.value)} placeholder="e.g. Lab printer" />
        <Submit pending={register.isPending} pendingLabel="Registering…">
          Register device
        </Submit>
      </form>
      <FormError error={register.error} />
    </Section>
  );
}

/** Revokes a device after a confirmation: its token is refused at once. */
function RevokeDevice({ device }: { device: Device }) {
  const queryClient = useQueryClient();
  const revoke = useMutation({ mutationFn: () => api.devices.revoke(device.id), onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.devices }) });
  return (
    <>
      <ConfirmButton
        label="Revoke"
        ariaLabel={`Revoke ${device.name}`}
        confirmLabel={`Revoke ${device.name}? Its token stops working at once.`}
        pending={revoke.isPending}
        onConfirm={() => revoke.mutate()}
      />
      <FormError error={revoke.error} />
    </>
  );
}
