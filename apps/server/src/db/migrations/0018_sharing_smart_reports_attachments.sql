CREATE TABLE "report_attachments" (
	"lab_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "report_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bill_id" bigint NOT NULL,
	"report_id" bigint,
	"file_id" bigint NOT NULL,
	"file_type" text NOT NULL,
	"dicom" jsonb,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_attachments_lab_id_id_pk" PRIMARY KEY("lab_id","id")
);
--> statement-breakpoint
CREATE TABLE "report_links" (
	"lab_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "report_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"bill_id" bigint NOT NULL,
	"report_ids" jsonb NOT NULL,
	"with_letterhead" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_links_lab_id_id_pk" PRIMARY KEY("lab_id","id")
);
--> statement-breakpoint
CREATE TABLE "smart_report_issues" (
	"lab_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "smart_report_issues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bill_id" bigint NOT NULL,
	"provider_id" text NOT NULL,
	"comment" text NOT NULL,
	"generate_status" smallint,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "smart_report_issues_lab_id_id_pk" PRIMARY KEY("lab_id","id")
);
--> statement-breakpoint
CREATE TABLE "smart_reports" (
	"lab_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "smart_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bill_id" bigint NOT NULL,
	"provider_id" text NOT NULL,
	"status" smallint NOT NULL,
	"report_ids" jsonb NOT NULL,
	"with_letterhead" boolean DEFAULT true NOT NULL,
	"language" text NOT NULL,
	"file_id" bigint,
	"error" text,
	"requested_by" bigint,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"generated_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "smart_reports_lab_id_id_pk" PRIMARY KEY("lab_id","id")
);
--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "file_report_file_id" bigint;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "has_dicom" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD COLUMN "study_uid" text;--> statement-breakpoint
ALTER TABLE "report_attachments" ADD CONSTRAINT "report_attachments_lab_id_bill_id_bills_lab_id_id_fk" FOREIGN KEY ("lab_id","bill_id") REFERENCES "public"."bills"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_attachments" ADD CONSTRAINT "report_attachments_lab_id_report_id_lab_reports_lab_id_id_fk" FOREIGN KEY ("lab_id","report_id") REFERENCES "public"."lab_reports"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_links" ADD CONSTRAINT "report_links_lab_id_bill_id_bills_lab_id_id_fk" FOREIGN KEY ("lab_id","bill_id") REFERENCES "public"."bills"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_report_issues" ADD CONSTRAINT "smart_report_issues_lab_id_bill_id_bills_lab_id_id_fk" FOREIGN KEY ("lab_id","bill_id") REFERENCES "public"."bills"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_reports" ADD CONSTRAINT "smart_reports_lab_id_bill_id_bills_lab_id_id_fk" FOREIGN KEY ("lab_id","bill_id") REFERENCES "public"."bills"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_attachments_bill" ON "report_attachments" USING btree ("lab_id","bill_id");--> statement-breakpoint
CREATE INDEX "report_attachments_report" ON "report_attachments" USING btree ("lab_id","report_id");--> statement-breakpoint
CREATE UNIQUE INDEX "report_links_token" ON "report_links" USING btree ("lab_id","token_hash");--> statement-breakpoint
CREATE INDEX "smart_report_issues_bill" ON "smart_report_issues" USING btree ("lab_id","bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "smart_reports_bill_provider" ON "smart_reports" USING btree ("lab_id","bill_id","provider_id");