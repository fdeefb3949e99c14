-- AlterTable
ALTER TABLE "service_requests" ADD COLUMN     "external_id" TEXT,
ADD COLUMN     "provider" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "service_requests_provider_external_id_key" ON "service_requests"("provider", "external_id");
