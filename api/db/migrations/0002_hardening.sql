-- Hand-written, runs before the generated statements: keep the first signature of each party and document version
-- (the earliest signed_at, then the lowest id) and delete the duplicates concurrent requests stored.
DELETE FROM "legal_signatures" AS "duplicate"
USING "legal_signatures" AS "kept"
WHERE "duplicate"."legal_document_id" IS NOT NULL
  AND "duplicate"."legal_document_id" = "kept"."legal_document_id"
  AND "duplicate"."instr_id" IS NOT DISTINCT FROM "kept"."instr_id"
  AND "duplicate"."company_id" IS NOT DISTINCT FROM "kept"."company_id"
  AND ("duplicate"."signed_at", "duplicate"."id") > ("kept"."signed_at", "kept"."id");--> statement-breakpoint
-- Hand-written, runs before the generated statements: a file attached several times (the same blob id sent twice,
-- or by concurrent edits) keeps its first document row (lowest id); the copies are deleted.
DELETE FROM "proposal_documents" AS "copy"
USING "proposal_documents" AS "kept"
WHERE "copy"."blob_id" = "kept"."blob_id" AND "copy"."id" > "kept"."id";--> statement-breakpoint
-- End of the hand-written blocks.
ALTER TABLE "session_families" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "preview_link_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "proposal_documents_blob_key" ON "proposal_documents" USING btree ("blob_id");--> statement-breakpoint
CREATE UNIQUE INDEX "legal_signatures_talent_version_key" ON "legal_signatures" USING btree ("legal_document_id","instr_id") WHERE "legal_signatures"."legal_document_id" is not null and "legal_signatures"."instr_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "legal_signatures_company_version_key" ON "legal_signatures" USING btree ("legal_document_id","company_id") WHERE "legal_signatures"."legal_document_id" is not null and "legal_signatures"."company_id" is not null;