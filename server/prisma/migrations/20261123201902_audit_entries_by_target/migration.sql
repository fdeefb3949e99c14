-- CreateIndex
CREATE INDEX "audit_entries_org_id_target_id_seq_idx" ON "audit_entries"("org_id", "target_id", "seq");
