-- CreateEnum
CREATE TYPE "PublishKind" AS ENUM ('workflow', 'agent');

-- CreateEnum
CREATE TYPE "PublishScope" AS ENUM ('team', 'org');

-- CreateEnum
CREATE TYPE "PublishRequestStatus" AS ENUM ('pending', 'approved', 'rejected');

-- CreateEnum
CREATE TYPE "SkillProposalStatus" AS ENUM ('pending', 'approved', 'rejected');

-- AlterTable
ALTER TABLE "memberships" ADD COLUMN     "permissions" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- AlterTable
ALTER TABLE "workflow_runs" ADD COLUMN     "depth" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "parent_step_run_id" TEXT,
ADD COLUMN     "service_request_id" TEXT;

-- CreateTable
CREATE TABLE "publish_requests" (
    "id" TEXT NOT NULL,
    "org_id" TEXT NOT NULL,
    "kind" "PublishKind" NOT NULL,
    "workflow_id" TEXT,
    "version_id" TEXT,
    "agent_id" TEXT,
    "scope" "PublishScope",
    "status" "PublishRequestStatus" NOT NULL DEFAULT 'pending',
    "requested_by" TEXT NOT NULL,
    "notes" TEXT,
    "decided_by" TEXT,
    "decided_at" TIMESTAMPTZ(3),
    "publication_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "publish_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "publications" (
    "id" TEXT NOT NULL,
    "org_id" TEXT NOT NULL,
    "kind" "PublishKind" NOT NULL,
    "workflow_id" TEXT,
    "version_id" TEXT,
    "agent_id" TEXT,
    "scope" "PublishScope",
    "published_by" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revoked_at" TIMESTAMPTZ(3),
    "revoked_by" TEXT,
    "revoke_reason" TEXT,

    CONSTRAINT "publications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "skill_proposals" (
    "id" TEXT NOT NULL,
    "org_id" TEXT NOT NULL,
    "agent_id" TEXT NOT NULL,
    "workflow_id" TEXT,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "steps" JSONB NOT NULL,
    "edges" JSONB NOT NULL,
    "status" "SkillProposalStatus" NOT NULL DEFAULT 'pending',
    "proposed_by" TEXT,
    "notes" TEXT,
    "decided_by" TEXT,
    "decided_at" TIMESTAMPTZ(3),
    "result_workflow_id" TEXT,
    "result_version_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "skill_proposals_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "publish_requests_publication_id_key" ON "publish_requests"("publication_id");

-- CreateIndex
CREATE INDEX "publish_requests_org_id_status_id_idx" ON "publish_requests"("org_id", "status", "id");

-- CreateIndex
CREATE INDEX "publications_org_id_id_idx" ON "publications"("org_id", "id");

-- CreateIndex
CREATE INDEX "skill_proposals_agent_id_id_idx" ON "skill_proposals"("agent_id", "id");

-- CreateIndex
CREATE UNIQUE INDEX "workflow_runs_service_request_id_key" ON "workflow_runs"("service_request_id");

-- CreateIndex
CREATE UNIQUE INDEX "workflow_runs_parent_step_run_id_key" ON "workflow_runs"("parent_step_run_id");

-- AddForeignKey
ALTER TABLE "publish_requests" ADD CONSTRAINT "publish_requests_workflow_id_fkey" FOREIGN KEY ("workflow_id") REFERENCES "workflows"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "publish_requests" ADD CONSTRAINT "publish_requests_version_id_fkey" FOREIGN KEY ("version_id") REFERENCES "workflow_versions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "publish_requests" ADD CONSTRAINT "publish_requests_agent_id_fkey" FOREIGN KEY ("agent_id") REFERENCES "agents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "publications" ADD CONSTRAINT "publications_workflow_id_fkey" FOREIGN KEY ("workflow_id") REFERENCES "workflows"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "publications" ADD CONSTRAINT "publications_version_id_fkey" FOREIGN KEY ("version_id") REFERENCES "workflow_versions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "publications" ADD CONSTRAINT "publications_agent_id_fkey" FOREIGN KEY ("agent_id") REFERENCES "agents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "skill_proposals" ADD CONSTRAINT "skill_proposals_agent_id_fkey" FOREIGN KEY ("agent_id") REFERENCES "agents"("id") ON DELETE CASCADE ON UPDATE CASCADE;
