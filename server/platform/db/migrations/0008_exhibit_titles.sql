-- The exhibit's title (decision 050). Rows analysed before it get theirs at start-up from their text
-- (server/modules/evidence/exhibit-titles.ts): SQL cannot read a document's first lines as the builder does.
ALTER TABLE "evidence_documents" ADD COLUMN "exhibit_title" text;
