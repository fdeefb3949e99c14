-- CreateEnum
CREATE TYPE "WorkflowVisibility" AS ENUM ('private', 'team', 'org');

-- CreateEnum
CREATE TYPE "WorkflowVersionStatus" AS ENUM ('draft', 'published');

-- CreateTable
CREATE TABLE "workflows" (
    "id" TEXT NOT NULL,
    "org_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "name_key" TEXT,
    "description" TEXT,
    "visibility" "WorkflowVisibility" NOT NULL DEFAULT 'private',
    "team_id" TEXT,
    "created_by" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "workflows_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "workflow_versions" (
    "id" TEXT NOT NULL,
    "org_id" TEXT NOT NULL,
    "workflow_id" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "steps" JSONB NOT NULL,
    "edges" JSONB NOT NULL,
    "status" "WorkflowVersionStatus" NOT NULL DEFAULT 'draft',
    "created_by" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "published_at" TIMESTAMPTZ(3),

    CONSTRAINT "workflow_versions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "workflow_grants" (
    "workflow_id" TEXT NOT NULL,
    "agent_id" TEXT NOT NULL,
    "org_id" TEXT NOT NULL,
    "granted_by" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "workflow_grants_pkey" PRIMARY KEY ("workflow_id","agent_id")
);

-- CreateIndex
CREATE INDEX "workflows_org_id_id_idx" ON "workflows"("org_id", "id");

-- CreateIndex
CREATE UNIQUE INDEX "workflows_org_id_name_key_key" ON "workflows"("org_id", "name_key");

-- CreateIndex
CREATE UNIQUE INDEX "workflow_versions_workflow_id_number_key" ON "workflow_versions"("workflow_id", "number");

-- CreateIndex
CREATE INDEX "workflow_grants_agent_id_idx" ON "workflow_grants"("agent_id");

-- AddForeignKey
ALTER TABLE "workflow_versions" ADD CONSTRAINT "workflow_versions_workflow_id_fkey" FOREIGN KEY ("workflow_id") REFERENCES "workflows"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "workflow_grants" ADD CONSTRAINT "workflow_grants_workflow_id_fkey" FOREIGN KEY ("workflow_id") REFERENCES "workflows"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "workflow_grants" ADD CONSTRAINT "workflow_grants_agent_id_fkey" FOREIGN KEY ("agent_id") REFERENCES "agents"("id") ON DELETE CASCADE ON UPDATE CASCADE;
