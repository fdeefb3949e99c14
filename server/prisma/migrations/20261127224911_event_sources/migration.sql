-- CreateEnum
CREATE TYPE "EventSourceOwner" AS ENUM ('scheduled_task', 'trigger');

-- CreateEnum
CREATE TYPE "EventSourceKind" AS ENUM ('cron', 'webhook');

-- CreateEnum
CREATE TYPE "EventSourceStatus" AS ENUM ('active', 'paused');

-- CreateEnum
CREATE TYPE "EventFireStatus" AS ENUM ('pending', 'fired', 'skipped');

-- CreateTable
CREATE TABLE "event_sources" (
    "id" TEXT NOT NULL,
    "org_id" TEXT NOT NULL,
    "owner" "EventSourceOwner" NOT NULL,
    "kind" "EventSourceKind" NOT NULL,
    "agent_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "operation" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "mode" "KeyMode" NOT NULL,
    "allow_draft" BOOLEAN NOT NULL DEFAULT false,
    "cron_expr" TEXT,
    "timezone" TEXT,
    "status" "EventSourceStatus" NOT NULL DEFAULT 'active',
    "next_run_at" TIMESTAMPTZ(3),
    "signing_secret" TEXT,
    "created_by" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "event_sources_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "event_fires" (
    "id" TEXT NOT NULL,
    "org_id" TEXT NOT NULL,
    "source_id" TEXT NOT NULL,
    "scheduled_for" TIMESTAMPTZ(3),
    "client_key" TEXT,
    "status" "EventFireStatus" NOT NULL DEFAULT 'pending',
    "reason" TEXT,
    "detail" TEXT,
    "service_request_id" TEXT,
    "payload" JSONB,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lease_until" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "fired_at" TIMESTAMPTZ(3),

    CONSTRAINT "event_fires_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "event_sources_org_id_owner_id_idx" ON "event_sources"("org_id", "owner", "id");

-- CreateIndex
CREATE INDEX "event_sources_status_next_run_at_idx" ON "event_sources"("status", "next_run_at");

-- CreateIndex
CREATE INDEX "event_sources_agent_id_idx" ON "event_sources"("agent_id");

-- CreateIndex
CREATE INDEX "event_fires_source_id_id_idx" ON "event_fires"("source_id", "id");

-- CreateIndex
CREATE INDEX "event_fires_status_lease_until_idx" ON "event_fires"("status", "lease_until");

-- CreateIndex
CREATE UNIQUE INDEX "event_fires_source_id_scheduled_for_key" ON "event_fires"("source_id", "scheduled_for");

-- CreateIndex
CREATE UNIQUE INDEX "event_fires_source_id_client_key_key" ON "event_fires"("source_id", "client_key");

-- AddForeignKey
ALTER TABLE "event_fires" ADD CONSTRAINT "event_fires_source_id_fkey" FOREIGN KEY ("source_id") REFERENCES "event_sources"("id") ON DELETE CASCADE ON UPDATE CASCADE;
