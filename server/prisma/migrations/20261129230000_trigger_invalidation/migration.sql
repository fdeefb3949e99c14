-- Each server instance keeps the webhook triggers it has taken a signed fire for
-- (TriggerCache in domain/event-sources/triggers.ts), driven by the agent keys' listener: whatever changes or
-- deletes a webhook trigger (its signing secret, its status, its payload, its agent) notifies its
-- agent's id on proctor_agent_keys, so that every instance forgets that agent's triggers (and keys),
-- whichever path made the change. A cron trigger's schedule moves at every fire, and no fire URL
-- reads it, so it notifies nothing. The agent's own changes notify through agents_notify_key_change.
CREATE TRIGGER event_sources_notify_change
  AFTER UPDATE OR DELETE ON event_sources
  FOR EACH ROW WHEN (OLD.kind = 'webhook')
  EXECUTE FUNCTION proctor_notify_agent_key_change('agent_id');
