-- AlterTable
ALTER TABLE "agents" ADD COLUMN     "carve_mode" "KeyMode",
ADD COLUMN     "test_carved_cents" BIGINT NOT NULL DEFAULT 0;

-- Backfill: every carve before this one was taken from the parent's cap, as a live carve is.
UPDATE "agents" SET "carve_mode" = 'live' WHERE "carved_cents" IS NOT NULL;
