import type { AgentSelf } from '@proctor/sdk';
import { useState } from 'react';
import { Link } from 'react-router';
import { SelectField } from '../../components/Form';
import { Meter } from '../../components/Meter';
import { QueryView } from '../../components/States';
import { dollars } from '../../lib/format';
import { useHeadroom, type Mode } from '../../lib/queries/budgets';

type Spend = { limit_cents: number | null; spent_cents: number };

const MODES = [
  { value: 'live', label: 'Live' },
  { value: 'test', label: 'Test (counted apart)' },
];

/**
 * Every limit above an agent with what is used of it, in one mode: its monthly cap, its team's
 * day, month and total, its owner's allocation, and the wallet; the counters the next request is
 * admitted against (GET /agents/{id}/headroom), so a full meter is the reason of the next refusal.
 */
export function AgentMeters({ agentId }: { agentId: string }) {
  const [mode, setMode] = useState<Mode>('live');
  const headroom = useHeadroom(agentId, mode);
  return (
    <div className="agent-meters">
      <SelectField label="Counted in" value={mode} onChange={(value) => setMode(value as Mode)} options={MODES} />
      <QueryView query={headroom}>{(self) => <Levels self={self} />}</QueryView>
    </div>
  );
}

function Levels({ self }: { self: AgentSelf }) {
  const cents = (spend: Spend) => ({ used: spend.spent_cents, limit: spend.limit_cents!, unit: 'cents' as const });
  const set = (spend: Spend | undefined): spend is Spend => spend !== undefined && spend.limit_cents !== null;
  const { team, worker, wallet } = self;
  const capped = self.monthly_budget_cents !== null;
  return (
    <>
      {capped ? (
        <Meter label="Agent's monthly cap" value={{ used: self.month.spent_cents ?? 0, limit: self.monthly_budget_cents!, unit: 'cents' }} period="this month" />
      ) : (
        <p className="hint">No monthly cap: the agent spends within its bindings' limits, its team's and the wallet.</p>
      )}
      {team && (
        <>
          {set(team.today) && <Meter label="Team today" value={cents(team.today)} period="today (UTC)" />}
          {set(team.month) && <Meter label="Team this month" value={cents(team.month)} period="this month" />}
          {set(team.total) && (
            <Meter label="Team in total" value={cents(team.total)} period="in all" detail={<TeamLink teamId={team.id} />} />
          )}
        </>
      )}
      {worker && set(worker.allocation) && <Meter label="Owner's allocation" value={cents(worker.allocation)} period="in all" />}
      <p className="hint">
        Wallet: {dollars(wallet.available_cents)} available ({dollars(wallet.held_cents)} held by requests in flight).
      </p>
    </>
  );
}

function TeamLink({ teamId }: { teamId: string }) {
  return <Link to={`/organization/teams/${teamId}`}>The team's budget</Link>;
}
