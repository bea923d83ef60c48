CREATE TABLE "petition_packets" (
	"petition_id" uuid PRIMARY KEY NOT NULL,
	"status" varchar(20) NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"error" text,
	"built_at" timestamp with time zone,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"index" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_part_bytes" integer NOT NULL,
	"fingerprint" text,
	"job_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "petition_packets" ADD CONSTRAINT "petition_packets_petition_id_petitions_id_fk" FOREIGN KEY ("petition_id") REFERENCES "public"."petitions"("id") ON DELETE cascade ON UPDATE no action;