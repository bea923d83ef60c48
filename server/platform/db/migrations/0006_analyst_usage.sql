CREATE TABLE "analyst_usage" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"petition_id" uuid,
	"job_id" text,
	"operation" varchar(40) NOT NULL,
	"model" text NOT NULL,
	"requests" integer NOT NULL,
	"prompt_tokens" integer NOT NULL,
	"completion_tokens" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recommendation_letters" ADD COLUMN "metadata" jsonb;--> statement-breakpoint
ALTER TABLE "analyst_usage" ADD CONSTRAINT "analyst_usage_petition_id_petitions_id_fk" FOREIGN KEY ("petition_id") REFERENCES "public"."petitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analyst_usage_petition_idx" ON "analyst_usage" USING btree ("petition_id");--> statement-breakpoint
CREATE INDEX "analyst_usage_job_idx" ON "analyst_usage" USING btree ("job_id");