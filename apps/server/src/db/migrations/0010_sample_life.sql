ALTER TABLE "samples" ADD COLUMN "collected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "samples" ADD COLUMN "collected_by" bigint;--> statement-breakpoint
ALTER TABLE "samples" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "samples" ADD COLUMN "received_by" bigint;--> statement-breakpoint
ALTER TABLE "samples" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "samples" ADD COLUMN "rejected_by" bigint;--> statement-breakpoint
ALTER TABLE "samples" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "samples" ADD COLUMN "redraw_flag" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "samples" ADD COLUMN "redraw_comments" text;--> statement-breakpoint
ALTER TABLE "samples" ADD COLUMN "redraw_contact" text;--> statement-breakpoint
ALTER TABLE "samples" ADD COLUMN "redraw_appointment_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "samples" ADD COLUMN "accession_no" text;--> statement-breakpoint
ALTER TABLE "samples" ADD COLUMN "accessioned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "samples" ADD COLUMN "accessioned_by" bigint;--> statement-breakpoint
CREATE INDEX "samples_status" ON "samples" USING btree ("lab_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "samples_accession_no" ON "samples" USING btree ("lab_id","accession_no") WHERE "samples"."accession_no" IS NOT NULL;--> statement-breakpoint
-- Samples collected before this version kept no collection time: their last change is the best there is.
UPDATE "samples" SET "collected_at" = "updated_at" WHERE "status" = 'collected' AND "collected_at" IS NULL;
