-- CreateEnum
CREATE TYPE "DelegatedTaskStatus" AS ENUM ('accepted', 'in_progress', 'completed', 'failed', 'cancelled');

-- AlterTable
ALTER TABLE "agents" ADD COLUMN     "carved_cents" BIGINT,
ADD COLUMN     "depth" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "parent_agent_id" TEXT;

-- AlterTable
ALTER TABLE "service_requests" ADD COLUMN     "delegated_task_id" TEXT;

-- CreateTable
CREATE TABLE "delegated_tasks" (
    "id" TEXT NOT NULL,
    "org_id" TEXT NOT NULL,
    "parent_agent_id" TEXT NOT NULL,
    "child_agent_id" TEXT NOT NULL,
    "mode" "KeyMode" NOT NULL,
    "title" TEXT NOT NULL,
    "input" JSONB,
    "budget_cents" BIGINT NOT NULL,
    "operations" TEXT[],
    "status" "DelegatedTaskStatus" NOT NULL DEFAULT 'accepted',
    "result" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "completed_at" TIMESTAMPTZ(3),

    CONSTRAINT "delegated_tasks_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "delegated_tasks_parent_agent_id_id_idx" ON "delegated_tasks"("parent_agent_id", "id");

-- CreateIndex
CREATE INDEX "delegated_tasks_child_agent_id_id_idx" ON "delegated_tasks"("child_agent_id", "id");

-- CreateIndex
CREATE INDEX "agents_parent_agent_id_idx" ON "agents"("parent_agent_id");

-- CreateIndex
CREATE INDEX "service_requests_delegated_task_id_idx" ON "service_requests"("delegated_task_id");

-- AddForeignKey
ALTER TABLE "agents" ADD CONSTRAINT "agents_parent_agent_id_fkey" FOREIGN KEY ("parent_agent_id") REFERENCES "agents"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "delegated_tasks" ADD CONSTRAINT "delegated_tasks_parent_agent_id_fkey" FOREIGN KEY ("parent_agent_id") REFERENCES "agents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "delegated_tasks" ADD CONSTRAINT "delegated_tasks_child_agent_id_fkey" FOREIGN KEY ("child_agent_id") REFERENCES "agents"("id") ON DELETE CASCADE ON UPDATE CASCADE;
