CREATE TABLE "campaign_participants" (
	"campaign_id" uuid NOT NULL,
	"wallet" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "campaign_participants_campaign_id_wallet_pk" PRIMARY KEY("campaign_id","wallet")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"type" text NOT NULL,
	"mint" text NOT NULL,
	"budget_lamports" bigint NOT NULL,
	"rent_lamports" bigint NOT NULL,
	"escrow" text NOT NULL,
	"state" text DEFAULT 'pending_payment' NOT NULL,
	"funding_signature" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"goals" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cto_campaigns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"mint" text NOT NULL,
	"decimals" integer NOT NULL,
	"proposer" text NOT NULL,
	"title" text NOT NULL,
	"pitch" text NOT NULL,
	"links" jsonb NOT NULL,
	"threshold_bps" integer NOT NULL,
	"supply" bigint NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"succeeded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cto_pledges" (
	"cto_id" uuid NOT NULL,
	"wallet" text NOT NULL,
	"weight" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cto_pledges_cto_id_wallet_pk" PRIMARY KEY("cto_id","wallet")
);
--> statement-breakpoint
CREATE TABLE "escrow_payouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"escrow_kind" text NOT NULL,
	"ref_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"lamports" bigint NOT NULL,
	"tokens" bigint NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"signature" text,
	"last_valid_block_height" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "kol_hires" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kol_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"client" text NOT NULL,
	"service" text NOT NULL,
	"price_lamports" bigint NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kol_profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"name" text NOT NULL,
	"bio" text NOT NULL,
	"avatar_url" text,
	"handles" jsonb NOT NULL,
	"followers" integer NOT NULL,
	"niches" jsonb NOT NULL,
	"languages" jsonb NOT NULL,
	"price_list" jsonb NOT NULL,
	"from_lamports" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketing_intents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"ref_id" uuid NOT NULL,
	"wallet" text NOT NULL,
	"escrow" text NOT NULL,
	"lamports" bigint NOT NULL,
	"tokens" bigint NOT NULL,
	"message_hash" text NOT NULL,
	"last_valid_block_height" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"signature" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "presale_contributions" (
	"signature" text PRIMARY KEY NOT NULL,
	"presale_id" uuid NOT NULL,
	"wallet" text NOT NULL,
	"lamports" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "presales" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"mint" text NOT NULL,
	"token_program" text NOT NULL,
	"decimals" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"links" jsonb NOT NULL,
	"soft_cap_lamports" bigint NOT NULL,
	"hard_cap_lamports" bigint NOT NULL,
	"tokens_per_sol" bigint NOT NULL,
	"min_contribution_lamports" bigint NOT NULL,
	"max_contribution_lamports" bigint NOT NULL,
	"tokens_for_sale" bigint NOT NULL,
	"platform_fee_bps" integer NOT NULL,
	"escrow" text NOT NULL,
	"state" text DEFAULT 'pending_deposit' NOT NULL,
	"outcome" text,
	"deposit_signature" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"finalized_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "campaign_participants" ADD CONSTRAINT "campaign_participants_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cto_pledges" ADD CONSTRAINT "cto_pledges_cto_id_cto_campaigns_id_fk" FOREIGN KEY ("cto_id") REFERENCES "public"."cto_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kol_hires" ADD CONSTRAINT "kol_hires_kol_id_kol_profiles_id_fk" FOREIGN KEY ("kol_id") REFERENCES "public"."kol_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kol_hires" ADD CONSTRAINT "kol_hires_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presale_contributions" ADD CONSTRAINT "presale_contributions_presale_id_presales_id_fk" FOREIGN KEY ("presale_id") REFERENCES "public"."presales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_created_at_idx" ON "campaigns" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "campaigns_owner_idx" ON "campaigns" USING btree ("owner");--> statement-breakpoint
CREATE INDEX "campaigns_mint_idx" ON "campaigns" USING btree ("mint");--> statement-breakpoint
CREATE INDEX "cto_campaigns_mint_idx" ON "cto_campaigns" USING btree ("mint","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "escrow_payouts_key_idx" ON "escrow_payouts" USING btree ("key");--> statement-breakpoint
CREATE INDEX "escrow_payouts_ref_idx" ON "escrow_payouts" USING btree ("ref_id","status");--> statement-breakpoint
CREATE INDEX "kol_hires_kol_idx" ON "kol_hires" USING btree ("kol_id");--> statement-breakpoint
CREATE INDEX "kol_hires_campaign_idx" ON "kol_hires" USING btree ("campaign_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kol_profiles_owner_idx" ON "kol_profiles" USING btree ("owner");--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_intents_message_hash_idx" ON "marketing_intents" USING btree ("message_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_intents_signature_idx" ON "marketing_intents" USING btree ("signature");--> statement-breakpoint
CREATE INDEX "marketing_intents_ref_idx" ON "marketing_intents" USING btree ("ref_id","status");--> statement-breakpoint
CREATE INDEX "presale_contributions_presale_idx" ON "presale_contributions" USING btree ("presale_id","wallet");--> statement-breakpoint
CREATE INDEX "presales_created_at_idx" ON "presales" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "presales_owner_idx" ON "presales" USING btree ("owner");