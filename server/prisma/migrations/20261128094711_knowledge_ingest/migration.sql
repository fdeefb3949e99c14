-- AlterTable
ALTER TABLE "knowledge_documents" ADD COLUMN     "attempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "auto_title" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "lease_until" TIMESTAMPTZ(3),
ADD COLUMN     "object_id" TEXT,
ADD COLUMN     "source" BYTEA;

-- CreateIndex
CREATE INDEX "knowledge_documents_status_created_at_idx" ON "knowledge_documents"("status", "created_at");
