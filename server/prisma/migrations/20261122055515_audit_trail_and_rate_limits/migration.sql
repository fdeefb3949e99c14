-- CreateTable
CREATE TABLE "audit_entries" (
    "id" TEXT NOT NULL,
    "org_id" TEXT NOT NULL,
    "seq" BIGINT NOT NULL,
    "occurred_at" TIMESTAMPTZ(3) NOT NULL,
    "actor_type" TEXT NOT NULL,
    "actor_id" TEXT,
    "action" TEXT NOT NULL,
    "target_type" TEXT,
    "target_id" TEXT,
    "agent_id" TEXT,
    "outcome" TEXT NOT NULL,
    "reason_code" TEXT,
    "cost_cents" BIGINT,
    "mode" TEXT,
    "request_id" TEXT,
    "details" JSONB,
    "prev_hash" TEXT NOT NULL,
    "hash" TEXT NOT NULL,

    CONSTRAINT "audit_entries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "audit_heads" (
    "org_id" TEXT NOT NULL,
    "seq" BIGINT NOT NULL,
    "hash" TEXT NOT NULL,

    CONSTRAINT "audit_heads_pkey" PRIMARY KEY ("org_id")
);

-- CreateTable
CREATE TABLE "rate_limits" (
    "key" VARCHAR(255) NOT NULL,
    "points" INTEGER NOT NULL DEFAULT 0,
    "expire" BIGINT,

    CONSTRAINT "rate_limits_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "audit_entries_org_id_agent_id_seq_idx" ON "audit_entries"("org_id", "agent_id", "seq");

-- CreateIndex
CREATE INDEX "audit_entries_org_id_action_seq_idx" ON "audit_entries"("org_id", "action", "seq");

-- CreateIndex
CREATE UNIQUE INDEX "audit_entries_org_id_seq_key" ON "audit_entries"("org_id", "seq");

-- The audit trail is append-only: no row may change or disappear.
CREATE FUNCTION audit_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit entries are append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER audit_entries_no_update_or_delete
  BEFORE UPDATE OR DELETE ON "audit_entries"
  FOR EACH ROW EXECUTE FUNCTION audit_entries_append_only();

CREATE TRIGGER audit_entries_no_truncate
  BEFORE TRUNCATE ON "audit_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_entries_append_only();
