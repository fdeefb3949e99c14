-- DropIndex
DROP INDEX "service_requests_agent_id_idempotency_key_key";

-- CreateIndex
CREATE UNIQUE INDEX "service_requests_agent_id_mode_idempotency_key_key" ON "service_requests"("agent_id", "mode", "idempotency_key");
