CREATE TABLE "recent_scans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wallet" text NOT NULL,
	"target_key" text NOT NULL,
	"type" text NOT NULL,
	"query" text NOT NULL,
	"chain" text NOT NULL,
	"risk" text NOT NULL,
	"score" integer NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"address" text,
	"label" text,
	"checks" jsonb,
	"market_cap_usd" double precision,
	"liquidity_usd" double precision
);
--> statement-breakpoint
CREATE UNIQUE INDEX "recent_scans_wallet_target_idx" ON "recent_scans" USING btree ("wallet","target_key");--> statement-breakpoint
CREATE INDEX "recent_scans_wallet_scanned_idx" ON "recent_scans" USING btree ("wallet","scanned_at");