-- CreateTable
CREATE TABLE "knowledge_grants" (
    "collection_id" TEXT NOT NULL,
    "agent_id" TEXT NOT NULL,
    "org_id" TEXT NOT NULL,
    "granted_by" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "knowledge_grants_pkey" PRIMARY KEY ("collection_id","agent_id")
);

-- CreateTable
CREATE TABLE "device_grants" (
    "device_id" TEXT NOT NULL,
    "agent_id" TEXT NOT NULL,
    "org_id" TEXT NOT NULL,
    "granted_by" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "device_grants_pkey" PRIMARY KEY ("device_id","agent_id")
);

-- CreateIndex
CREATE INDEX "knowledge_grants_agent_id_idx" ON "knowledge_grants"("agent_id");

-- CreateIndex
CREATE INDEX "device_grants_agent_id_idx" ON "device_grants"("agent_id");

-- AddForeignKey
ALTER TABLE "knowledge_grants" ADD CONSTRAINT "knowledge_grants_collection_id_fkey" FOREIGN KEY ("collection_id") REFERENCES "knowledge_collections"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "knowledge_grants" ADD CONSTRAINT "knowledge_grants_agent_id_fkey" FOREIGN KEY ("agent_id") REFERENCES "agents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "device_grants" ADD CONSTRAINT "device_grants_device_id_fkey" FOREIGN KEY ("device_id") REFERENCES "devices"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "device_grants" ADD CONSTRAINT "device_grants_agent_id_fkey" FOREIGN KEY ("agent_id") REFERENCES "agents"("id") ON DELETE CASCADE ON UPDATE CASCADE;
