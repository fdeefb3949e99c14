-- CreateTable
CREATE TABLE "model_favorites" (
    "org_id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "model_id" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "model_favorites_pkey" PRIMARY KEY ("org_id","user_id","model_id")
);

-- AddForeignKey
ALTER TABLE "model_favorites" ADD CONSTRAINT "model_favorites_org_id_user_id_fkey" FOREIGN KEY ("org_id", "user_id") REFERENCES "memberships"("org_id", "user_id") ON DELETE CASCADE ON UPDATE CASCADE;
