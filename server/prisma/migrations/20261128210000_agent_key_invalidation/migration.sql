-- Each server instance keeps the agent keys it has seen (domain/auth/agent-key-cache.ts) and
-- LISTENs on proctor_agent_keys: whatever changes a key or the agent it belongs to notifies the
-- agent's id, so that every instance forgets that agent's keys, whichever path made the change.
-- The trigger's argument names the column that holds the agent's id.
CREATE FUNCTION proctor_notify_agent_key_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('proctor_agent_keys', to_jsonb(OLD) ->> TG_ARGV[0]);
  RETURN NULL;
END;
$$;

-- A key rotated (its hash replaced), moved or deleted.
CREATE TRIGGER agent_keys_notify_change
  AFTER UPDATE OR DELETE ON agent_keys
  FOR EACH ROW EXECUTE FUNCTION proctor_notify_agent_key_change('agent_id');

-- An agent deleted (soft or not), moved to another workspace, or paused and resumed: what a key
-- answers for, or what its holders are told at once.
CREATE TRIGGER agents_notify_key_change
  AFTER UPDATE OF deleted_at, workspace_id, org_id, status OR DELETE ON agents
  FOR EACH ROW EXECUTE FUNCTION proctor_notify_agent_key_change('id');
