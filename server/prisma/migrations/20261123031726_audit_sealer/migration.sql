-- AlterTable
ALTER TABLE "audit_entries" ALTER COLUMN "seq" DROP NOT NULL,
ALTER COLUMN "prev_hash" DROP NOT NULL,
ALTER COLUMN "hash" DROP NOT NULL;

-- CreateIndex
CREATE INDEX "audit_entries_seq_org_id_idx" ON "audit_entries"("seq", "org_id");

-- Entries stay append-only, with one exception: sealing, which gives a pending entry (seq,
-- prev_hash and hash all null) its place in the chain, once, and changes nothing else.
CREATE OR REPLACE FUNCTION audit_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD.seq IS NULL AND OLD.prev_hash IS NULL AND OLD.hash IS NULL
       AND NEW.seq IS NOT NULL AND NEW.prev_hash IS NOT NULL AND NEW.hash IS NOT NULL
       AND (to_jsonb(NEW) - 'seq' - 'prev_hash' - 'hash') = (to_jsonb(OLD) - 'seq' - 'prev_hash' - 'hash') THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit entries are append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;

-- A chain's order must not depend on who wrote a row: a pending entry may only be sealed, and a
-- chained one must come complete.
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_sealed_or_pending"
  CHECK ((seq IS NULL AND prev_hash IS NULL AND hash IS NULL) OR (seq IS NOT NULL AND prev_hash IS NOT NULL AND hash IS NOT NULL));
