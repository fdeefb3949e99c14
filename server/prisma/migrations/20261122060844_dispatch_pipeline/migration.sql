-- CreateEnum
CREATE TYPE "ServiceRequestStatus" AS ENUM ('admitted', 'running', 'executed', 'blocked', 'approval_required', 'failed');

-- CreateEnum
CREATE TYPE "ApprovalStatus" AS ENUM ('pending', 'approved', 'rejected', 'expired');

-- AlterTable
ALTER TABLE "wallets" ADD COLUMN     "held_cents" BIGINT NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "service_requests" (
    "id" TEXT NOT NULL,
    "org_id" TEXT NOT NULL,
    "agent_id" TEXT NOT NULL,
    "binding_id" TEXT,
    "mode" "KeyMode" NOT NULL,
    "operation" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "idempotency_key" TEXT NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "status" "ServiceRequestStatus" NOT NULL,
    "reason_code" TEXT,
    "result" JSONB,
    "cost_cents" BIGINT NOT NULL DEFAULT 0,
    "hold_cents" BIGINT NOT NULL DEFAULT 0,
    "reservation" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "completed_at" TIMESTAMPTZ(3),

    CONSTRAINT "service_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "approvals" (
    "id" TEXT NOT NULL,
    "org_id" TEXT NOT NULL,
    "service_request_id" TEXT NOT NULL,
    "status" "ApprovalStatus" NOT NULL DEFAULT 'pending',
    "cost_cents" BIGINT NOT NULL,
    "threshold_cents" BIGINT NOT NULL,
    "note" TEXT,
    "decided_by" TEXT,
    "decided_at" TIMESTAMPTZ(3),
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "approvals_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "usage_counters" (
    "org_id" TEXT NOT NULL,
    "scope" TEXT NOT NULL,
    "period" TEXT NOT NULL,
    "mode" "KeyMode" NOT NULL,
    "value" BIGINT NOT NULL,

    CONSTRAINT "usage_counters_pkey" PRIMARY KEY ("scope","period","mode")
);

-- CreateIndex
CREATE INDEX "service_requests_org_id_id_idx" ON "service_requests"("org_id", "id");

-- CreateIndex
CREATE INDEX "service_requests_status_updated_at_idx" ON "service_requests"("status", "updated_at");

-- CreateIndex
CREATE UNIQUE INDEX "service_requests_agent_id_idempotency_key_key" ON "service_requests"("agent_id", "idempotency_key");

-- CreateIndex
CREATE UNIQUE INDEX "approvals_service_request_id_key" ON "approvals"("service_request_id");

-- CreateIndex
CREATE INDEX "approvals_org_id_status_id_idx" ON "approvals"("org_id", "status", "id");

-- CreateIndex
CREATE INDEX "approvals_status_expires_at_idx" ON "approvals"("status", "expires_at");

-- CreateIndex
CREATE INDEX "usage_counters_org_id_idx" ON "usage_counters"("org_id");

-- AddForeignKey
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_service_request_id_fkey" FOREIGN KEY ("service_request_id") REFERENCES "service_requests"("id") ON DELETE CASCADE ON UPDATE CASCADE;
