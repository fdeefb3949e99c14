import { useParams } from 'react-router';
import { QueryView } from '../../components/States';
import { useScheduledTask } from '../../lib/queries/event-sources';
import { SCHEDULED_TASKS } from './scheduler';
import { SourceView } from './SourceView';

/** One scheduled task (`/scheduler/:id`): its details, its actions, its fires. */
export function ScheduledTaskPage() {
  const { id = '' } = useParams();
  const task = useScheduledTask(id);
  return <QueryView query={task}>{(data) => <SourceView source={data} kind={SCHEDULED_TASKS} back="All scheduled tasks" />}</QueryView>;
}
