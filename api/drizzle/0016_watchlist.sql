CREATE TABLE "watchlist" (
	"owner" text NOT NULL,
	"mint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watchlist_owner_mint_pk" PRIMARY KEY("owner","mint")
);
