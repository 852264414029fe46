CREATE TABLE "doctor_departments" (
	"lab_id" bigint NOT NULL,
	"doctor_id" bigint NOT NULL,
	"department_id" bigint NOT NULL,
	CONSTRAINT "doctor_departments_lab_id_doctor_id_department_id_pk" PRIMARY KEY("lab_id","doctor_id","department_id")
);
--> statement-breakpoint
CREATE TABLE "cached_signatures" (
	"lab_id" bigint NOT NULL,
	"session_id" bigint NOT NULL,
	"doctor_id" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cached_signatures_lab_id_session_id_doctor_id_pk" PRIMARY KEY("lab_id","session_id","doctor_id")
);
--> statement-breakpoint
CREATE TABLE "report_amendments" (
	"lab_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "report_amendments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"report_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"previous_values" jsonb NOT NULL,
	"previous_signatures" jsonb NOT NULL,
	"amended_at" timestamp with time zone NOT NULL,
	"amended_by" bigint,
	CONSTRAINT "report_amendments_lab_id_id_pk" PRIMARY KEY("lab_id","id")
);
--> statement-breakpoint
CREATE TABLE "report_signatures" (
	"lab_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "report_signatures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"report_id" bigint NOT NULL,
	"doctor_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"signed_by_lab_user_id" bigint,
	"from_doctor_login" boolean DEFAULT false NOT NULL,
	"from_cache" boolean DEFAULT false NOT NULL,
	"values_digest" text NOT NULL,
	CONSTRAINT "report_signatures_lab_id_id_pk" PRIMARY KEY("lab_id","id")
);
--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "default_signing_doctor_id" bigint;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "all_departments" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "entry_stage" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "values" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "completed_tests" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "partial_fill" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "critical_values" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "critical_acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "critical_acknowledged_by" bigint;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "entered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "entered_by" bigint;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "is_signed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "partial_signed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "is_approved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "is_synced" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "marked_as_done" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "comments" text;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "on_hold" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "in_question" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "not_performed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "is_resolved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "exception_comments" text;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "resolution_comments" text;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "emergency" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "review_counter" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "consulting_doctor_id" bigint;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "amendments" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "doctor_departments" ADD CONSTRAINT "doctor_departments_lab_id_doctor_id_doctors_lab_id_id_fk" FOREIGN KEY ("lab_id","doctor_id") REFERENCES "public"."doctors"("lab_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_departments" ADD CONSTRAINT "doctor_departments_lab_id_department_id_departments_lab_id_id_fk" FOREIGN KEY ("lab_id","department_id") REFERENCES "public"."departments"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cached_signatures" ADD CONSTRAINT "cached_signatures_lab_id_doctor_id_doctors_lab_id_id_fk" FOREIGN KEY ("lab_id","doctor_id") REFERENCES "public"."doctors"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_amendments" ADD CONSTRAINT "report_amendments_lab_id_report_id_lab_reports_lab_id_id_fk" FOREIGN KEY ("lab_id","report_id") REFERENCES "public"."lab_reports"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_signatures" ADD CONSTRAINT "report_signatures_lab_id_report_id_lab_reports_lab_id_id_fk" FOREIGN KEY ("lab_id","report_id") REFERENCES "public"."lab_reports"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_signatures" ADD CONSTRAINT "report_signatures_lab_id_doctor_id_doctors_lab_id_id_fk" FOREIGN KEY ("lab_id","doctor_id") REFERENCES "public"."doctors"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_amendments_report" ON "report_amendments" USING btree ("lab_id","report_id");--> statement-breakpoint
CREATE UNIQUE INDEX "report_signatures_doctor" ON "report_signatures" USING btree ("lab_id","report_id","doctor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "report_signatures_position" ON "report_signatures" USING btree ("lab_id","report_id","position");--> statement-breakpoint
ALTER TABLE "lab_reports" ADD CONSTRAINT "lab_reports_lab_id_consulting_doctor_id_doctors_lab_id_id_fk" FOREIGN KEY ("lab_id","consulting_doctor_id") REFERENCES "public"."doctors"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lab_reports_entry" ON "lab_reports" USING btree ("lab_id","entry_stage","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "lab_reports"."status" NOT IN ('cancelled', 'dismissed');--> statement-breakpoint
CREATE INDEX "samples_redrawn" ON "samples" USING btree ("lab_id","id") WHERE "samples"."redraw_flag" <> 0;