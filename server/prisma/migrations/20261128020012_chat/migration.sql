-- CreateEnum
CREATE TYPE "ChatTurnStatus" AS ENUM ('running', 'paused', 'completed', 'failed', 'cancelled');

-- CreateEnum
CREATE TYPE "ChatRole" AS ENUM ('user', 'assistant', 'tool');

-- CreateEnum
CREATE TYPE "ChatToolKind" AS ENUM ('governed', 'local');

-- CreateTable
CREATE TABLE "chat_sessions" (
    "id" TEXT NOT NULL,
    "org_id" TEXT NOT NULL,
    "agent_id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "mode" "KeyMode" NOT NULL,
    "model" TEXT,
    "force_approval" BOOLEAN NOT NULL DEFAULT false,
    "active_turn_id" TEXT,
    "active_until" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "closed_at" TIMESTAMPTZ(3),

    CONSTRAINT "chat_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "chat_turns" (
    "id" TEXT NOT NULL,
    "org_id" TEXT NOT NULL,
    "session_id" TEXT NOT NULL,
    "status" "ChatTurnStatus" NOT NULL DEFAULT 'running',
    "model" TEXT NOT NULL,
    "rounds" INTEGER NOT NULL DEFAULT 0,
    "prompt_tokens" INTEGER NOT NULL DEFAULT 0,
    "completion_tokens" INTEGER NOT NULL DEFAULT 0,
    "cost_cents" BIGINT NOT NULL DEFAULT 0,
    "detail" TEXT,
    "local_tools" JSONB,
    "started_by" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ended_at" TIMESTAMPTZ(3),

    CONSTRAINT "chat_turns_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "chat_messages" (
    "id" TEXT NOT NULL,
    "org_id" TEXT NOT NULL,
    "session_id" TEXT NOT NULL,
    "turn_id" TEXT NOT NULL,
    "role" "ChatRole" NOT NULL,
    "content" TEXT NOT NULL,
    "tool_call_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "chat_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "chat_tool_calls" (
    "id" TEXT NOT NULL,
    "org_id" TEXT NOT NULL,
    "session_id" TEXT NOT NULL,
    "turn_id" TEXT NOT NULL,
    "message_id" TEXT NOT NULL,
    "kind" "ChatToolKind" NOT NULL,
    "name" TEXT NOT NULL,
    "arguments" JSONB NOT NULL,
    "service_request_id" TEXT,
    "status" TEXT NOT NULL DEFAULT 'planned',
    "cost_cents" BIGINT NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "chat_tool_calls_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "chat_events" (
    "session_id" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "turn_id" TEXT NOT NULL,
    "event" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "chat_events_pkey" PRIMARY KEY ("session_id","seq")
);

-- CreateTable
CREATE TABLE "chat_artifacts" (
    "id" TEXT NOT NULL,
    "org_id" TEXT NOT NULL,
    "session_id" TEXT NOT NULL,
    "turn_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "content" BYTEA NOT NULL,
    "size" INTEGER NOT NULL,
    "sha256" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "chat_artifacts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "chat_sessions_org_id_user_id_id_idx" ON "chat_sessions"("org_id", "user_id", "id");

-- CreateIndex
CREATE INDEX "chat_sessions_agent_id_idx" ON "chat_sessions"("agent_id");

-- CreateIndex
CREATE INDEX "chat_turns_session_id_id_idx" ON "chat_turns"("session_id", "id");

-- CreateIndex
CREATE INDEX "chat_messages_session_id_id_idx" ON "chat_messages"("session_id", "id");

-- CreateIndex
CREATE INDEX "chat_tool_calls_session_id_id_idx" ON "chat_tool_calls"("session_id", "id");

-- CreateIndex
CREATE INDEX "chat_tool_calls_service_request_id_idx" ON "chat_tool_calls"("service_request_id");

-- CreateIndex
CREATE INDEX "chat_artifacts_session_id_id_idx" ON "chat_artifacts"("session_id", "id");

-- AddForeignKey
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_agent_id_fkey" FOREIGN KEY ("agent_id") REFERENCES "agents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "chat_turns" ADD CONSTRAINT "chat_turns_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "chat_sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "chat_sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "chat_tool_calls" ADD CONSTRAINT "chat_tool_calls_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "chat_sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "chat_events" ADD CONSTRAINT "chat_events_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "chat_sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "chat_artifacts" ADD CONSTRAINT "chat_artifacts_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "chat_sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
