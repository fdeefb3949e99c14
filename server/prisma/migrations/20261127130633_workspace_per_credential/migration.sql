-- A personal token and a browser session each act in a workspace of their own, rather than in
-- the one stored on the membership: switching in one browser no longer moves the person's other
-- sessions and scripts. Existing ones keep the workspace they acted in until now.
ALTER TABLE "personal_tokens" ADD COLUMN "workspace_id" TEXT;
UPDATE "personal_tokens" t SET "workspace_id" = m."active_workspace_id" FROM "memberships" m WHERE m."org_id" = t."org_id" AND m."user_id" = t."user_id";
ALTER TABLE "personal_tokens" ALTER COLUMN "workspace_id" SET NOT NULL;

ALTER TABLE "sessions" ADD COLUMN "workspace_id" TEXT;
UPDATE "sessions" s SET "workspace_id" = m."active_workspace_id" FROM "memberships" m WHERE m."org_id" = s."org_id" AND m."user_id" = s."user_id";
ALTER TABLE "sessions" ALTER COLUMN "workspace_id" SET NOT NULL;

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "personal_tokens" ADD CONSTRAINT "personal_tokens_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;
