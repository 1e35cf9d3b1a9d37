-- A quote's versions are stored packed (api/src/db/packed-versions.ts): each version's message hash and amounts joined
-- by ':', the versions by '|', best for the user first. As jsonb they were two thirds of a quote batch's insert: the
-- database parsed ~2.5 KB of JSON per quote, the driver escaped it into an array literal. Open quotes are carried
-- over as they are.
ALTER TABLE "quotes" ADD COLUMN "versions_packed" text;--> statement-breakpoint
UPDATE "quotes" SET "versions_packed" = (
  SELECT string_agg(concat_ws(':', v->>'messageHash', v->>'solLamports', v->>'tokenAmount', v->>'feeLamports',
    v->>'deltaSol', v->>'deltaToken'), '|' ORDER BY n)
  FROM jsonb_array_elements("versions") WITH ORDINALITY AS e(v, n)
) WHERE "versions" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" DROP COLUMN "versions";--> statement-breakpoint
ALTER TABLE "quotes" RENAME COLUMN "versions_packed" TO "versions";
