-- A venue's version (curves.version, pools.version), bumped by every write that changes what its trades are priced
-- on: a reservation made on a Postgres server without the venue row's lock is written only if the version it priced
-- at still holds (api/src/trade/reserve.ts).
ALTER TABLE "curves" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pools" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;