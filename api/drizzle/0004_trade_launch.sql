CREATE TABLE "curves" (
	"mint" text PRIMARY KEY NOT NULL,
	"virtual_sol_reserves" bigint NOT NULL,
	"virtual_token_reserves" bigint NOT NULL,
	"real_sol_reserves" bigint NOT NULL,
	"real_token_reserves" bigint NOT NULL,
	"complete" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "launches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mint" text NOT NULL,
	"creator" text NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"description" text NOT NULL,
	"image_id" text,
	"website" text,
	"twitter" text,
	"telegram" text,
	"platform" text NOT NULL,
	"buy_sol_lamports" bigint,
	"buy_token_amount" bigint,
	"buy_fee_lamports" bigint,
	"buy_venue_sol" bigint,
	"message_hash" text NOT NULL,
	"last_valid_block_height" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pools" (
	"mint" text PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"sol_reserves" bigint NOT NULL,
	"token_reserves" bigint NOT NULL,
	"fee_bps" integer NOT NULL,
	"migration_tx" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mint" text NOT NULL,
	"venue" text NOT NULL,
	"side" text NOT NULL,
	"wallet" text NOT NULL,
	"sol_lamports" bigint NOT NULL,
	"token_amount" bigint NOT NULL,
	"fee_lamports" bigint NOT NULL,
	"delta_sol" bigint NOT NULL,
	"delta_token" bigint NOT NULL,
	"message_hash" text NOT NULL,
	"last_valid_block_height" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"signature" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tokens" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tokens" ADD COLUMN "image_id" text;--> statement-breakpoint
ALTER TABLE "tokens" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "tokens" ADD COLUMN "twitter" text;--> statement-breakpoint
ALTER TABLE "tokens" ADD COLUMN "telegram" text;--> statement-breakpoint
ALTER TABLE "tokens" ADD COLUMN "platform" text DEFAULT 'PumpFun' NOT NULL;--> statement-breakpoint
ALTER TABLE "tokens" ADD COLUMN "decimals" integer DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "tokens" ADD COLUMN "total_supply" bigint DEFAULT 1000000000000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "tokens" ADD COLUMN "vault_address" text;--> statement-breakpoint
ALTER TABLE "tokens" ADD COLUMN "launch_signature" text;--> statement-breakpoint
ALTER TABLE "tokens" ADD COLUMN "graduated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "venue" text DEFAULT 'curve' NOT NULL;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "fee_lamports" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "price_sol" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "quote_id" uuid;--> statement-breakpoint
ALTER TABLE "curves" ADD CONSTRAINT "curves_mint_tokens_address_fk" FOREIGN KEY ("mint") REFERENCES "public"."tokens"("address") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pools" ADD CONSTRAINT "pools_mint_tokens_address_fk" FOREIGN KEY ("mint") REFERENCES "public"."tokens"("address") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_mint_tokens_address_fk" FOREIGN KEY ("mint") REFERENCES "public"."tokens"("address") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "launches_message_hash_idx" ON "launches" USING btree ("message_hash");--> statement-breakpoint
CREATE INDEX "launches_mint_idx" ON "launches" USING btree ("mint");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_message_hash_idx" ON "quotes" USING btree ("message_hash");--> statement-breakpoint
CREATE INDEX "quotes_mint_status_idx" ON "quotes" USING btree ("mint","status");--> statement-breakpoint
CREATE UNIQUE INDEX "tokens_launch_signature_idx" ON "tokens" USING btree ("launch_signature");