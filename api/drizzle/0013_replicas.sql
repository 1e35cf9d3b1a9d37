CREATE TABLE "cluster_leader" (
	"id" integer PRIMARY KEY NOT NULL,
	"replica" text NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"beat_at" timestamp with time zone NOT NULL,
	"beats" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_ticks" (
	"job" text NOT NULL,
	"tick" bigint NOT NULL,
	"replica" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_ticks_job_tick_pk" PRIMARY KEY("job","tick")
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "rate_limit_hits" (
	"name" text NOT NULL,
	"client" text NOT NULL,
	"window_start" bigint NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "rate_limit_hits_name_client_window_start_pk" PRIMARY KEY("name","client","window_start")
);
