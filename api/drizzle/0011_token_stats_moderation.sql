CREATE TABLE "token_stats" (
	"mint" text PRIMARY KEY NOT NULL,
	"holders" integer,
	"risk_score" integer NOT NULL,
	"risk_level" text NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "spot_price_sol" double precision;--> statement-breakpoint
ALTER TABLE "cto_campaigns" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cto_campaigns" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "kol_profiles" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "kol_profiles" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "token_stats" ADD CONSTRAINT "token_stats_mint_tokens_address_fk" FOREIGN KEY ("mint") REFERENCES "public"."tokens"("address") ON DELETE no action ON UPDATE no action;