-- Hand-written, runs before the generated statements: a file attached several times (the same blob id sent twice,
-- or by concurrent edits) keeps its first document row (lowest id); the copies are deleted.
DELETE FROM "proposal_documents" AS "copy"
USING "proposal_documents" AS "kept"
WHERE "copy"."blob_id" = "kept"."blob_id" AND "copy"."id" > "kept"."id";--> statement-breakpoint
-- End of the hand-written block.
CREATE UNIQUE INDEX "proposal_documents_blob_key" ON "proposal_documents" USING btree ("blob_id");