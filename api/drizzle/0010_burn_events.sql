CREATE TABLE "burn_events" (
	"signature" text NOT NULL,
	"ix_index" integer NOT NULL,
	"kind" text NOT NULL,
	"program" text NOT NULL,
	"account" text NOT NULL,
	"mint" text,
	"owner" text NOT NULL,
	"amount" bigint NOT NULL,
	"decimals" integer,
	"lamports" bigint NOT NULL,
	"slot" bigint NOT NULL,
	"landed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "burn_events_signature_ix_index_pk" PRIMARY KEY("signature","ix_index")
);
--> statement-breakpoint
CREATE INDEX "burn_events_mint_idx" ON "burn_events" USING btree ("mint","landed_at");--> statement-breakpoint
CREATE INDEX "burn_events_landed_at_idx" ON "burn_events" USING btree ("landed_at");