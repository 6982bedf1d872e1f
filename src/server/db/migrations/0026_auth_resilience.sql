-- Issue 36 (resilience of accounts): the one-time codes that add a customer's earlier guest orders to
-- their account (guest_order_claims), and the last authenticator time-step accepted per account, so
-- each two-factor code signs in once (two_factors.last_totp_step).
CREATE TABLE "guest_order_claims" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "two_factors" ADD COLUMN "last_totp_step" bigint;--> statement-breakpoint
ALTER TABLE "guest_order_claims" ADD CONSTRAINT "guest_order_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;