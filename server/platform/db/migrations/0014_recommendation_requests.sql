CREATE TABLE "recommendation_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"petition_id" uuid NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"recommender_name" varchar(200) NOT NULL,
	"recommender_title" varchar(200) NOT NULL,
	"recommender_organization" varchar(200) NOT NULL,
	"recommender_email" varchar(320),
	"relationship" text NOT NULL,
	"key_achievements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shared_evidence_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(20) DEFAULT 'invited' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answers" jsonb,
	"letter_text" text,
	"letter_origin" varchar(20),
	"upload_path" text,
	"upload_mime" text,
	"decline_reason" text,
	"signature" jsonb,
	"signed_pdf_path" text,
	"letter_id" uuid,
	"email_state" varchar(10) DEFAULT 'off' NOT NULL,
	"email_error" text,
	"idempotency_key" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recommendation_requests" ADD CONSTRAINT "recommendation_requests_petition_id_petitions_id_fk" FOREIGN KEY ("petition_id") REFERENCES "public"."petitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_requests" ADD CONSTRAINT "recommendation_requests_letter_id_recommendation_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."recommendation_letters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recommendation_requests_petition_idx" ON "recommendation_requests" USING btree ("petition_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recommendation_requests_token_uq" ON "recommendation_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "recommendation_requests_idem_uq" ON "recommendation_requests" USING btree ("petition_id","idempotency_key");