CREATE TABLE "price_candles" (
	"mint" text NOT NULL,
	"interval" text NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"open" double precision NOT NULL,
	"high" double precision NOT NULL,
	"low" double precision NOT NULL,
	"close" double precision NOT NULL,
	"volume_lamports" bigint NOT NULL,
	"trades" integer NOT NULL,
	"open_at" timestamp with time zone NOT NULL,
	"open_slot" bigint NOT NULL,
	"open_signature" text NOT NULL,
	"close_at" timestamp with time zone NOT NULL,
	"close_slot" bigint NOT NULL,
	"close_signature" text NOT NULL,
	CONSTRAINT "price_candles_mint_interval_bucket_pk" PRIMARY KEY("mint","interval","bucket")
);
--> statement-breakpoint
ALTER TABLE "price_candles" ADD CONSTRAINT "price_candles_mint_tokens_address_fk" FOREIGN KEY ("mint") REFERENCES "public"."tokens"("address") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_candles_interval_bucket_idx" ON "price_candles" USING btree ("interval","bucket");--> statement-breakpoint
-- Backfill: the candles of every trade recorded so far, per interval, with the bucket formula and the open/close
-- order (created_at, slot, signature) that the charts used when they aggregated `trades` on each request.
-- Interval seconds are core's CANDLE_INTERVAL_SECONDS.
INSERT INTO "price_candles" ("mint", "interval", "bucket", "open", "high", "low", "close", "volume_lamports", "trades", "open_at", "open_slot", "open_signature", "close_at", "close_slot", "close_signature")
SELECT
	g."mint", g."interval", to_timestamp(g."b"),
	(g."first")."price_sol", g."high", g."low", (g."last")."price_sol", g."volume", g."n",
	(g."first")."created_at", (g."first")."slot", (g."first")."signature",
	(g."last")."created_at", (g."last")."slot", (g."last")."signature"
FROM (
	SELECT
		t."mint", i."interval",
		(floor(extract(epoch from t."created_at") / i."seconds") * i."seconds")::bigint AS "b",
		(array_agg(t ORDER BY t."created_at", t."slot", t."signature"))[1] AS "first",
		(array_agg(t ORDER BY t."created_at" DESC, t."slot" DESC, t."signature" DESC))[1] AS "last",
		max(t."price_sol") AS "high", min(t."price_sol") AS "low",
		sum(t."sol_lamports")::bigint AS "volume", count(*)::int AS "n"
	FROM "trades" t
	CROSS JOIN (VALUES ('1m', 60), ('5m', 300), ('15m', 900), ('1h', 3600), ('4h', 14400), ('1d', 86400)) AS i("interval", "seconds")
	GROUP BY t."mint", i."interval", "b"
) g;
