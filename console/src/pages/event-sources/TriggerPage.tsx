import { useParams } from 'react-router';
import { Badge } from '../../components/Format';
import { QueryView } from '../../components/States';
import { useTrigger } from '../../lib/queries/event-sources';
import { FireUrl } from './FireUrl';
import { SourceView } from './SourceView';
import { TRIGGERS } from './triggers';

/** One trigger (`/triggers/:id`): its details with its kind and fire URL, its actions, its fires. */
export function TriggerPage() {
  const { id = '' } = useParams();
  const trigger = useTrigger(id);
  return (
    <QueryView query={trigger}>
      {(data) => (
        <SourceView
          source={data}
          kind={TRIGGERS}
          back="All triggers"
          facts={
            <>
              <dt>Kind</dt>
              <dd>
                <Badge value={data.kind} />
              </dd>
              {data.fire_url && (
                <>
                  <dt>Fire URL</dt>
                  <dd>
                    <FireUrl url={data.fire_url} />
                  </dd>
                </>
              )}
            </>
          }
        />
      )}
    </QueryView>
  );
}
