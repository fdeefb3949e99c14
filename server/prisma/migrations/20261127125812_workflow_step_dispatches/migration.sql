-- AlterTable
ALTER TABLE "service_requests" ADD COLUMN     "workflow_step_run_id" TEXT;
