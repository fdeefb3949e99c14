-- CreateEnum
CREATE TYPE "DeviceCommandStatus" AS ENUM ('pending', 'done');

-- CreateTable
CREATE TABLE "devices" (
    "id" TEXT NOT NULL,
    "org_id" TEXT NOT NULL,
    "workspace_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "token_hash" TEXT NOT NULL,
    "created_by" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_heartbeat_at" TIMESTAMPTZ(3),
    "revoked_at" TIMESTAMPTZ(3),

    CONSTRAINT "devices_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "device_commands" (
    "id" TEXT NOT NULL,
    "org_id" TEXT NOT NULL,
    "device_id" TEXT NOT NULL,
    "command" TEXT NOT NULL,
    "payload" JSONB NOT NULL DEFAULT '{}',
    "status" "DeviceCommandStatus" NOT NULL DEFAULT 'pending',
    "result" JSONB,
    "created_by" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "claimed_until" TIMESTAMPTZ(3),
    "claims" INTEGER NOT NULL DEFAULT 0,
    "done_at" TIMESTAMPTZ(3),

    CONSTRAINT "device_commands_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "device_sessions" (
    "id" TEXT NOT NULL,
    "org_id" TEXT NOT NULL,
    "device_id" TEXT NOT NULL,
    "metadata" JSONB NOT NULL DEFAULT '{}',
    "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "device_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "devices_token_hash_key" ON "devices"("token_hash");

-- CreateIndex
CREATE INDEX "devices_workspace_id_id_idx" ON "devices"("workspace_id", "id");

-- CreateIndex
CREATE INDEX "devices_org_id_idx" ON "devices"("org_id");

-- CreateIndex
CREATE INDEX "device_commands_device_id_status_created_at_idx" ON "device_commands"("device_id", "status", "created_at");

-- CreateIndex
CREATE INDEX "device_sessions_device_id_id_idx" ON "device_sessions"("device_id", "id");
