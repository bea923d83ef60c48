-- Decision 060: every stored fact sheet carries its 'Please check' flags and the fields the user made theirs.
UPDATE "evidence_documents" SET "fact_sheet" = '{"checks": [], "userFields": []}'::jsonb || "fact_sheet" WHERE "fact_sheet" IS NOT NULL AND NOT ("fact_sheet" ? 'checks');
