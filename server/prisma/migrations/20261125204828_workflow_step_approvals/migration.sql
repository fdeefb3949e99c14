-- AlterTable: agent_id is the agent of the approval's request for the approvals there are, then required.
ALTER TABLE "approvals" ADD COLUMN     "agent_id" TEXT,
ADD COLUMN     "description" TEXT,
ADD COLUMN     "title" TEXT,
ADD COLUMN     "workflow_step_run_id" TEXT,
ALTER COLUMN "service_request_id" DROP NOT NULL;

UPDATE "approvals" AS a SET "agent_id" = sr."agent_id" FROM "service_requests" AS sr WHERE sr."id" = a."service_request_id";

ALTER TABLE "approvals" ALTER COLUMN "agent_id" SET NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "approvals_workflow_step_run_id_key" ON "approvals"("workflow_step_run_id");

-- CreateIndex
CREATE INDEX "approvals_agent_id_idx" ON "approvals"("agent_id");

-- AddForeignKey
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_workflow_step_run_id_fkey" FOREIGN KEY ("workflow_step_run_id") REFERENCES "workflow_step_runs"("id") ON DELETE CASCADE ON UPDATE CASCADE;
