-- CreateEnum
CREATE TYPE "StorageObjectStatus" AS ENUM ('pending', 'available');

-- CreateTable
CREATE TABLE "storage_objects" (
    "id" TEXT NOT NULL,
    "org_id" TEXT NOT NULL,
    "workspace_id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "size" BIGINT NOT NULL,
    "sha256" TEXT,
    "status" "StorageObjectStatus" NOT NULL DEFAULT 'pending',
    "created_by" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "uploaded_at" TIMESTAMPTZ(3),
    "deleted_at" TIMESTAMPTZ(3),
    "purged_at" TIMESTAMPTZ(3),

    CONSTRAINT "storage_objects_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "storage_objects_workspace_id_key_id_idx" ON "storage_objects"("workspace_id", "key", "id");

-- CreateIndex
CREATE INDEX "storage_objects_org_id_idx" ON "storage_objects"("org_id");

-- CreateIndex
CREATE INDEX "storage_objects_deleted_at_idx" ON "storage_objects"("deleted_at");

-- CreateIndex
CREATE INDEX "storage_objects_status_created_at_idx" ON "storage_objects"("status", "created_at");
