-- CreateEnum
CREATE TYPE "KnowledgeEmbedder" AS ENUM ('local', 'provider');

-- AlterTable
ALTER TABLE "knowledge_collections" ADD COLUMN     "agent_id" TEXT,
ADD COLUMN     "embedder" "KnowledgeEmbedder" NOT NULL DEFAULT 'local',
ADD COLUMN     "embedding_model" TEXT;

-- AddForeignKey
ALTER TABLE "knowledge_collections" ADD CONSTRAINT "knowledge_collections_agent_id_fkey" FOREIGN KEY ("agent_id") REFERENCES "agents"("id") ON DELETE SET NULL ON UPDATE CASCADE;
