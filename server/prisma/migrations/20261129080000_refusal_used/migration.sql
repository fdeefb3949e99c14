-- What a refused admission statement (domain/dispatch/budgets.ts) tells of the limit it met: what
-- was used of it. Only the refusal's CASE branch calls these. VOLATILE plpgsql, so that each read
-- takes a snapshot of its own: the statement's snapshot may predate the counter row its refused
-- write found (inserted and counted by concurrent requests since), and a fresh one sees the row as
-- that write locked it.
CREATE FUNCTION proctor_counter_value(counter_scope text, counter_period text, counter_mode "KeyMode") RETURNS bigint LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RETURN (SELECT value FROM usage_counters WHERE scope = counter_scope AND period = counter_period AND mode = counter_mode);
END
$$;

-- The wallet's available cents (its balance less what is held), as last committed.
CREATE FUNCTION proctor_wallet_available(wallet_id text) RETURNS bigint LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RETURN (SELECT balance_cents - held_cents FROM wallets WHERE id = wallet_id);
END
$$;
