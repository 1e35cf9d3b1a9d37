-- 1 s candles (core's CANDLE_INTERVAL_SECONDS '1s'): backfilled from the trades recorded so far, as 0012 did for the
-- other intervals; the prune-price-history job drops those older than a day.
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
	CROSS JOIN (VALUES ('1s', 1)) AS i("interval", "seconds")
	GROUP BY t."mint", i."interval", "b"
) g;
