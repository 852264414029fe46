ALTER TABLE "audit_log" ADD COLUMN "session_id" bigint;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "branch_id" bigint;