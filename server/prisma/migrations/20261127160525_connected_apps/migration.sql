-- CreateEnum
CREATE TYPE "ConnectedAppStatus" AS ENUM ('active', 'needs_reauth', 'revoked');

-- CreateTable
CREATE TABLE "connected_apps" (
    "id" TEXT NOT NULL,
    "org_id" TEXT NOT NULL,
    "workspace_id" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "family" TEXT NOT NULL,
    "account_id" TEXT NOT NULL,
    "account_label" TEXT NOT NULL,
    "scopes" TEXT[],
    "status" "ConnectedAppStatus" NOT NULL DEFAULT 'active',
    "sandbox" BOOLEAN NOT NULL DEFAULT false,
    "access_token" TEXT NOT NULL,
    "refresh_token" TEXT,
    "token_expires_at" TIMESTAMPTZ(3),
    "details" JSONB NOT NULL,
    "installed_by_user_id" TEXT NOT NULL,
    "installed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "refreshed_at" TIMESTAMPTZ(3),
    "refresh_lease_until" TIMESTAMPTZ(3),
    "last_error" TEXT,

    CONSTRAINT "connected_apps_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "oauth_states" (
    "id" TEXT NOT NULL,
    "state_hash" TEXT NOT NULL,
    "org_id" TEXT NOT NULL,
    "workspace_id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "code_verifier" TEXT NOT NULL,
    "site" JSONB NOT NULL,
    "sandbox" BOOLEAN NOT NULL,
    "redirect_uri" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "oauth_states_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "connected_apps_org_id_idx" ON "connected_apps"("org_id");

-- CreateIndex
CREATE INDEX "connected_apps_token_expires_at_idx" ON "connected_apps"("token_expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "connected_apps_workspace_id_provider_key" ON "connected_apps"("workspace_id", "provider");

-- CreateIndex
CREATE UNIQUE INDEX "oauth_states_state_hash_key" ON "oauth_states"("state_hash");

-- CreateIndex
CREATE INDEX "oauth_states_expires_at_idx" ON "oauth_states"("expires_at");

-- AddForeignKey
ALTER TABLE "connected_apps" ADD CONSTRAINT "connected_apps_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;
