ALTER TABLE "campaigns" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "presales" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "presales" ADD COLUMN "moderation_reason" text;