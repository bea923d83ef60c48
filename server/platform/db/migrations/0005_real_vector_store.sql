ALTER TABLE "evidence_documents" ADD COLUMN "vector_store_error" text;--> statement-breakpoint
-- The local analyst used to mark rows 'completed' in a 'local:{petitionId}' store that was only
-- full-text search. Nothing was ever stored anywhere else: forget it (docs/decisions/037).
UPDATE "evidence_documents" SET "vector_store_id" = NULL, "vector_store_status" = NULL, "vector_store_attached_at" = NULL, "vector_store_file_id" = NULL WHERE "vector_store_id" LIKE 'local:%';
--> statement-breakpoint
UPDATE "petitions" SET "vector_store_id" = NULL, "vector_store_created_at" = NULL WHERE "vector_store_id" LIKE 'local:%';
