import { When } from '../../components/Format';
import { describeCron } from '../../lib/cron';
import type { Source } from './sources';

/**
 * When a source fires: its cron expression and zone, the expression in words, and its next run
 * in the browser's time zone (none while paused).
 */
export function Schedule({ source }: { source: Source }) {
  if (!source.cron_expr) return <span className="hint">On each signed fire</span>;
  return (
    <div className="schedule">
      <div>
        <code>{source.cron_expr}</code> <span className="hint">in {source.timezone}</span>
      </div>
      <div className="hint">{describeCron(source.cron_expr)}</div>
      <div>
        {source.next_run_at ? (
          <>
            Next: <When iso={source.next_run_at} />
          </>
        ) : (
          <span className="hint">No next run while paused</span>
        )}
      </div>
    </div>
  );
}
