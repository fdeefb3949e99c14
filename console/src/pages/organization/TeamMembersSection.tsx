import { useState, type FormEvent } from 'react';
import { ENUMS, type TeamMember } from '@proctor/sdk';
import { DataTable } from '../../components/DataTable';
import { FormError, SelectField, Submit } from '../../components/Form';
import { Meter } from '../../components/Meter';
import { Money } from '../../components/Format';
import { Section } from '../../components/Page';
import { Empty } from '../../components/States';
import { useAddTeamMember, useAllMembers, useAllocateToWorker, useSetTeamRole } from '../../lib/queries/organization';

type TeamRole = TeamMember['role'];
const ROLE_OPTIONS = ENUMS.TeamMember.role.map((role) => ({ value: role, label: role }));

/** The team's people, their roles and allocations; a manager or admin adds people, sets roles and allocates. */
export function TeamMembersSection({ teamId, people, manages }: { teamId: string; people: TeamMember[]; manages: boolean }) {
  return (
    <Section title="Members and allocations">
      <p className="hint">
        A <strong>manager</strong> manages the team: its people and its workers' allocations. A <strong>worker</strong> spends their
        allocation through their agents, and may ask for more.
      </p>
      {manages && <AddTeamMember teamId={teamId} people={people} />}
      {people.length === 0 ? (
        <Empty title="No one in this team yet">{manages ? 'Add a member of the organization above.' : 'A manager or admin adds people.'}</Empty>
      ) : (
        <DataTable
          label="Team members"
          rows={people}
          rowKey={(person) => person.membership_id}
          columns={[
            { header: 'Person', cell: (person) => (person.name ? `${person.name} (${person.email})` : person.email) },
            { header: 'Role', cell: (person) => <TeamRoleCell teamId={teamId} person={person} manages={manages} /> },
            { header: 'Allocation', className: 'num', cell: (person) => <Money cents={person.allocation_cents} /> },
            {
              header: 'Spent of the allocation',
              className: 'team-spent-cell',
              cell: (person) =>
                person.allocation_cents > 0 ? (
                  <Meter label={`${person.name ?? person.email}'s allocation`} value={{ used: person.spent_cents, limit: person.allocation_cents, unit: 'cents' }} period="in all" />
                ) : (
                  <Money cents={person.spent_cents} />
                ),
            },
            { header: 'Remaining', className: 'num', cell: (person) => <Money cents={person.remaining_cents} /> },
            manages && { header: 'Allocate more', cell: (person) => <AllocateCell teamId={teamId} person={person} /> },
          ]}
        />
      )}
    </Section>
  );
}

/** A person's team role: a picker for a manager or admin, showing the server's refusal here. */
function TeamRoleCell({ teamId, person, manages }: { teamId: string; person: TeamMember; manages: boolean }) {
  const setRole = useSetTeamRole(teamId, person.membership_id);
  return (
    <>
      {manages ? (
        <select
          aria-label={`Team role of ${person.email}`}
          value={person.role}
          disabled={setRole.isPending}
          onChange={(event) => setRole.mutate(event.target.value as TeamRole)}
        >
          {ROLE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        person.role
      )}
      <FormError error={setRole.error} />
    </>
  );
}

/** The form to allocate more of the team's budget to a person, where the server answers you may (their can_allocate): managers get none. */
function AllocateCell({ teamId, person }: { teamId: string; person: TeamMember }) {
  const [amount, setAmount] = useState('');
  const allocate = useAllocateToWorker(teamId, person.user_id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    allocate.mutate(amount, { onSuccess: () => setAmount('') });
  };
  return (
    <>
      {person.can_allocate ? (
        <form className="inline-form" onSubmit={submit}>
          <input
            aria-label={`Amount to allocate to ${person.email} ($)`}
            inputMode="decimal"
            required
            size={8}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
          <Submit pending={allocate.isPending} pendingLabel="Allocating…">
            Allocate
          </Submit>
        </form>
      ) : (
        <span className="hint">Managers get no allocation</span>
      )}
      <FormError error={allocate.error} />
    </>
  );
}

function AddTeamMember({ teamId, people }: { teamId: string; people: TeamMember[] }) {
  const members = useAllMembers();
  const candidates = (members.data ?? []).filter((member) => !people.some((person) => person.user_id === member.user_id));
  const [form, setForm] = useState({ user_id: '', role: 'worker' });
  const add = useAddTeamMember(teamId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ user_id: form.user_id, role: form.role as TeamRole }, { onSuccess: () => setForm({ user_id: '', role: 'worker' }) });
  };
  return (
    <form onSubmit={submit} aria-label="Add a member to the team" className="org-add-member">
      <div className="inline-form">
        <SelectField
          label="Person"
          value={form.user_id}
          onChange={(user_id) => setForm({ ...form, user_id })}
          options={[
            { value: '', label: candidates.length ? 'Choose a member…' : 'Everyone is in this team' },
            ...candidates.map((member) => ({ value: member.user_id, label: member.name ? `${member.name} (${member.email})` : member.email })),
          ]}
        />
        <SelectField label="Team role" value={form.role} onChange={(role) => setForm({ ...form, role })} options={ROLE_OPTIONS} />
        <Submit pending={add.isPending} pendingLabel="Adding…">
          Add to team
        </Submit>
      </div>
      <FormError error={add.error ?? members.error} />
    </form>
  );
}
