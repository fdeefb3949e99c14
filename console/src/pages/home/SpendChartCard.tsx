import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { SelectField } from '../../components/Form';
import { Section } from '../../components/Page';
import { QueryView } from '../../components/States';
import { api } from '../../lib/api';
import { dollars } from '../../lib/format';
import { useAgentName } from '../../lib/queries/agents';
import { periodWindow } from '../../lib/period';
import { USAGE_KEY } from '../../lib/queries/usage';
import { OTHERS, spendSeries } from './spend-series';

/** Distinct hues with 3:1 against white (WCAG 1.4.11), in the order keys are ranked. */
const COLOURS = ['#1f4fbf', '#b54708', '#067647', '#9e1c8c', '#5a6478'];

const SPLITS = [
  { value: 'agent', label: 'By agent' },
  { value: 'operation', label: 'By operation' },
];

const SHORT_DAY = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
const shortDay = (isoDay: string) => SHORT_DAY.format(new Date(`${isoDay}T00:00:00Z`));

/** Live spend per UTC day over the last 30 days, stacked by agent or by operation. */
export function SpendChartCard() {
  const [split, setSplit] = useState<'agent' | 'operation'>('agent');
  const span = useMemo(() => periodWindow('30d'), []);
  const usage = useQuery({
    queryKey: [...USAGE_KEY, 'day', split, span.from],
    queryFn: () => api.usage.retrieve({ from: span.from, to: span.to, group_by: 'day', then_by: split }),
  });
  const agentName = useAgentName();
  const label = (key: string) => (key === OTHERS || split === 'operation' ? key : (agentName(key) ?? key));
  const summaryId = useId();
  return (
    <Section title="Spend per day, last 30 days" actions={<SelectField label="Split" value={split} onChange={(value) => setSplit(value as 'agent' | 'operation')} options={SPLITS} />}>
      <QueryView query={usage}>
        {({ data }) => {
          const { keys, bars, totalCents } = spendSeries(span.days, data);
          if (totalCents === 0) return <p className="hint">No live spend in the last 30 days. Test-mode requests cost nothing and are not drawn.</p>;
          return (
            <figure className="home-chart" aria-describedby={summaryId}>
              <p id={summaryId} className="hint">
                Live requests cost {dollars(totalCents)} in the last 30 days
                {keys.length > 0 ? `, most of it ${split === 'agent' ? 'by' : 'on'} ${label(keys[0]!)}` : ''}.
              </p>
              <ResponsiveContainer width="100%" height={240}>
                <BarChart data={bars} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
                  <CartesianGrid vertical={false} stroke="#d8dee9" />
                  <XAxis dataKey="day" tickFormatter={shortDay} minTickGap={16} tick={{ fill: '#52607a', fontSize: 12 }} />
                  <YAxis allowDecimals={false} tickFormatter={(cents: number) => dollars(cents)} width={64} tick={{ fill: '#52607a', fontSize: 12 }} />
                  <Tooltip formatter={(cents, key) => [dollars(Number(cents)), label(String(key))]} labelFormatter={(day) => shortDay(String(day))} />
                  <Legend formatter={(key) => label(String(key))} />
                  {keys.map((key, index) => (
                    <Bar key={key} dataKey={key} stackId="spend" fill={COLOURS[index % COLOURS.length]} isAnimationActive={false} />
                  ))}
                </BarChart>
              </ResponsiveContainer>
            </figure>
          );
        }}
      </QueryView>
    </Section>
  );
}
