CREATE TABLE "report_print_runs" (
	"lab_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "report_print_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"requested_by" bigint NOT NULL,
	"report_ids" jsonb NOT NULL,
	"options" jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"file_id" bigint,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "report_print_runs_lab_id_id_pk" PRIMARY KEY("lab_id","id")
);
--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "print_done" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "printed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "printed_by" bigint;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "first_viewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "verification_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
CREATE INDEX "lab_reports_prints" ON "lab_reports" USING btree ("lab_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "lab_reports"."entry_stage" IN ('signed', 'approved', 'dispatched') AND "lab_reports"."status" NOT IN ('cancelled', 'dismissed');--> statement-breakpoint
CREATE UNIQUE INDEX "lab_reports_verification" ON "lab_reports" USING btree ("lab_id","verification_id");