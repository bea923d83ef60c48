CREATE TABLE "app_settings" (
	"key" varchar(100) PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"petition_id" uuid NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"type" varchar(20) DEFAULT 'statement' NOT NULL,
	"criteria_id" varchar(80),
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evidence_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"petition_id" uuid NOT NULL,
	"evidence_number" integer,
	"file_name" text NOT NULL,
	"file_url" text NOT NULL,
	"file_size" integer,
	"mime_type" text,
	"md5_hash" varchar(32),
	"sha256" varchar(64),
	"category" text,
	"ai_tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ai_description" text,
	"ai_analysis" jsonb,
	"processing_status" varchar(20) DEFAULT 'pending',
	"processing_error" text,
	"user_notes" text,
	"openai_file_id" text,
	"openai_file_status" text,
	"openai_uploaded_at" timestamp with time zone,
	"vector_store_file_id" text,
	"vector_store_id" text,
	"vector_store_status" text,
	"vector_store_attached_at" timestamp with time zone,
	"extracted_text" text,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', coalesce(file_name, '') || ' ' || coalesce(extracted_text, ''))) STORED,
	"idempotency_key" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "petitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"visa_type" varchar(40) NOT NULL,
	"status" varchar(40) DEFAULT 'draft' NOT NULL,
	"ai_screening_result" jsonb,
	"strength_score" integer,
	"strength_analysis" jsonb,
	"criteria_strength_report" jsonb,
	"criteria_progress" jsonb,
	"vector_store_id" text,
	"vector_store_created_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"full_name" varchar(200) NOT NULL,
	"linkedin_url" text,
	"github_url" text,
	"scholar_url" text,
	"other_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cv_url" text,
	"cv_file_name" text,
	"cv_text" text,
	"field" text,
	"profile_description" text,
	"ai_analysis" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "recommendation_letters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"petition_id" uuid NOT NULL,
	"recommender_name" varchar(200) NOT NULL,
	"recommender_title" varchar(200) NOT NULL,
	"recommender_organization" varchar(200) NOT NULL,
	"recommender_email" varchar(320),
	"relationship" text NOT NULL,
	"key_achievements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"letter_content" text NOT NULL,
	"status" varchar(20) DEFAULT 'draft' NOT NULL,
	"idempotency_key" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" varchar(128) PRIMARY KEY NOT NULL,
	"sess" jsonb NOT NULL,
	"expire" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_objects" (
	"path" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"size" integer NOT NULL,
	"mime_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_grants" (
	"nonce" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"object_path" text NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"max_bytes" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" varchar(320) NOT NULL,
	"first_name" varchar(200),
	"last_name" varchar(200),
	"profile_image_url" text,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "case_documents" ADD CONSTRAINT "case_documents_petition_id_petitions_id_fk" FOREIGN KEY ("petition_id") REFERENCES "public"."petitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_documents" ADD CONSTRAINT "evidence_documents_petition_id_petitions_id_fk" FOREIGN KEY ("petition_id") REFERENCES "public"."petitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "petitions" ADD CONSTRAINT "petitions_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_letters" ADD CONSTRAINT "recommendation_letters_petition_id_petitions_id_fk" FOREIGN KEY ("petition_id") REFERENCES "public"."petitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_objects" ADD CONSTRAINT "stored_objects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_grants" ADD CONSTRAINT "upload_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_documents_petition_idx" ON "case_documents" USING btree ("petition_id");--> statement-breakpoint
CREATE UNIQUE INDEX "evidence_petition_number_uq" ON "evidence_documents" USING btree ("petition_id","evidence_number");--> statement-breakpoint
CREATE UNIQUE INDEX "evidence_petition_idem_uq" ON "evidence_documents" USING btree ("petition_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "evidence_petition_sha_idx" ON "evidence_documents" USING btree ("petition_id","sha256");--> statement-breakpoint
CREATE INDEX "evidence_search_idx" ON "evidence_documents" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "petitions_profile_idx" ON "petitions" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "letters_petition_idx" ON "recommendation_letters" USING btree ("petition_id");--> statement-breakpoint
CREATE UNIQUE INDEX "letters_petition_idem_uq" ON "recommendation_letters" USING btree ("petition_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "upload_grants_expires_idx" ON "upload_grants" USING btree ("expires_at");