CREATE TABLE "tokens" (
	"address" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"creator" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"pool_address" text,
	"migration_tx" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trades" (
	"signature" text PRIMARY KEY NOT NULL,
	"mint" text NOT NULL,
	"side" text NOT NULL,
	"sol_lamports" bigint NOT NULL,
	"token_amount" bigint NOT NULL,
	"trader" text NOT NULL,
	"slot" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallets_seen" (
	"address" text PRIMARY KEY NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"transactions" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_mint_tokens_address_fk" FOREIGN KEY ("mint") REFERENCES "public"."tokens"("address") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tokens_created_at_idx" ON "tokens" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "trades_created_at_idx" ON "trades" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "trades_mint_idx" ON "trades" USING btree ("mint","created_at");