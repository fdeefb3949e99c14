-- AlterTable
ALTER TABLE "workflow_runs" ADD COLUMN     "root_run_id" TEXT,
ADD COLUMN     "tree_runs" INTEGER NOT NULL DEFAULT 1;

-- Backfill: each run's root by its parent chain (a sub-run's parent step belongs to its parent run).
WITH RECURSIVE tree AS (
  SELECT "id", "id" AS "root_run_id" FROM "workflow_runs" WHERE "parent_step_run_id" IS NULL
  UNION ALL
  SELECT child."id", tree."root_run_id"
  FROM "workflow_runs" child
  JOIN "workflow_step_runs" step ON step."id" = child."parent_step_run_id"
  JOIN tree ON tree."id" = step."run_id"
)
UPDATE "workflow_runs" run SET "root_run_id" = tree."root_run_id" FROM tree WHERE tree."id" = run."id";
-- A run whose parent step is gone (none expected) roots its own tree.
UPDATE "workflow_runs" SET "root_run_id" = "id" WHERE "root_run_id" IS NULL;
UPDATE "workflow_runs" root SET "tree_runs" = counted."runs"
FROM (SELECT "root_run_id", count(*)::int AS "runs" FROM "workflow_runs" GROUP BY "root_run_id") counted
WHERE counted."root_run_id" = root."id";

ALTER TABLE "workflow_runs" ALTER COLUMN "root_run_id" SET NOT NULL;
