-- AlterTable
ALTER TABLE "connected_apps" ADD COLUMN     "chat_agent_id" TEXT;

-- CreateTable
CREATE TABLE "slack_events" (
    "event_id" TEXT NOT NULL,
    "org_id" TEXT NOT NULL,
    "app_id" TEXT NOT NULL,
    "team_id" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "thread_ts" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lease_until" TIMESTAMPTZ(3),
    "turn_id" TEXT,
    "detail" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "done_at" TIMESTAMPTZ(3),

    CONSTRAINT "slack_events_pkey" PRIMARY KEY ("event_id")
);

-- CreateTable
CREATE TABLE "slack_threads" (
    "id" TEXT NOT NULL,
    "org_id" TEXT NOT NULL,
    "app_id" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "thread_ts" TEXT NOT NULL,
    "session_id" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "slack_threads_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "slack_events_status_lease_until_idx" ON "slack_events"("status", "lease_until");

-- CreateIndex
CREATE INDEX "slack_events_org_id_idx" ON "slack_events"("org_id");

-- CreateIndex
CREATE INDEX "slack_threads_session_id_idx" ON "slack_threads"("session_id");

-- CreateIndex
CREATE UNIQUE INDEX "slack_threads_app_id_channel_thread_ts_key" ON "slack_threads"("app_id", "channel", "thread_ts");

-- AddForeignKey
ALTER TABLE "connected_apps" ADD CONSTRAINT "connected_apps_chat_agent_id_fkey" FOREIGN KEY ("chat_agent_id") REFERENCES "agents"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "slack_threads" ADD CONSTRAINT "slack_threads_app_id_fkey" FOREIGN KEY ("app_id") REFERENCES "connected_apps"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "slack_threads" ADD CONSTRAINT "slack_threads_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "chat_sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
