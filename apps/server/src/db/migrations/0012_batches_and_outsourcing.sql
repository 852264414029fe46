CREATE TABLE "outsource_test_prices" (
	"lab_id" bigint NOT NULL,
	"outsource_centre_id" bigint NOT NULL,
	"test_id" bigint NOT NULL,
	"price" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outsource_test_prices_lab_id_outsource_centre_id_test_id_pk" PRIMARY KEY("lab_id","outsource_centre_id","test_id")
);
--> statement-breakpoint
CREATE TABLE "report_outsourcings" (
	"lab_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "report_outsourcings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lab_report_id" bigint NOT NULL,
	"outsource_centre_id" bigint NOT NULL,
	"price" bigint NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"file_id" bigint,
	"comments" text,
	"created_by" bigint,
	"closed_at" timestamp with time zone,
	"closed_by" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_outsourcings_lab_id_id_pk" PRIMARY KEY("lab_id","id")
);
--> statement-breakpoint
CREATE TABLE "sample_batch_samples" (
	"lab_id" bigint NOT NULL,
	"batch_id" bigint NOT NULL,
	"sample_id" bigint NOT NULL,
	CONSTRAINT "sample_batch_samples_lab_id_batch_id_sample_id_pk" PRIMARY KEY("lab_id","batch_id","sample_id")
);
--> statement-breakpoint
CREATE TABLE "sample_batches" (
	"lab_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sample_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"reference_no" text NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"from_branch_id" bigint,
	"to_branch_id" bigint,
	"organisation_id" bigint,
	"temperature" text,
	"collecting_person" text,
	"comments" text,
	"created_by" bigint,
	"received_at" timestamp with time zone,
	"received_by" bigint,
	"rejected_at" timestamp with time zone,
	"rejected_by" bigint,
	"reject_reason" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sample_batches_lab_id_id_pk" PRIMARY KEY("lab_id","id")
);
--> statement-breakpoint
ALTER TABLE "samples" ADD COLUMN "batch_id" bigint;--> statement-breakpoint
ALTER TABLE "outsource_test_prices" ADD CONSTRAINT "outsource_test_prices_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outsource_test_prices" ADD CONSTRAINT "outsource_test_prices_lab_id_outsource_centre_id_outsource_centres_lab_id_id_fk" FOREIGN KEY ("lab_id","outsource_centre_id") REFERENCES "public"."outsource_centres"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outsource_test_prices" ADD CONSTRAINT "outsource_test_prices_lab_id_test_id_tests_lab_id_id_fk" FOREIGN KEY ("lab_id","test_id") REFERENCES "public"."tests"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_outsourcings" ADD CONSTRAINT "report_outsourcings_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_outsourcings" ADD CONSTRAINT "report_outsourcings_lab_id_lab_report_id_lab_reports_lab_id_id_fk" FOREIGN KEY ("lab_id","lab_report_id") REFERENCES "public"."lab_reports"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_outsourcings" ADD CONSTRAINT "report_outsourcings_lab_id_outsource_centre_id_outsource_centres_lab_id_id_fk" FOREIGN KEY ("lab_id","outsource_centre_id") REFERENCES "public"."outsource_centres"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_outsourcings" ADD CONSTRAINT "report_outsourcings_lab_id_file_id_files_lab_id_id_fk" FOREIGN KEY ("lab_id","file_id") REFERENCES "public"."files"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_batch_samples" ADD CONSTRAINT "sample_batch_samples_lab_id_batch_id_sample_batches_lab_id_id_fk" FOREIGN KEY ("lab_id","batch_id") REFERENCES "public"."sample_batches"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_batch_samples" ADD CONSTRAINT "sample_batch_samples_lab_id_sample_id_samples_lab_id_id_fk" FOREIGN KEY ("lab_id","sample_id") REFERENCES "public"."samples"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_batches" ADD CONSTRAINT "sample_batches_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_batches" ADD CONSTRAINT "sample_batches_lab_id_from_branch_id_branches_lab_id_id_fk" FOREIGN KEY ("lab_id","from_branch_id") REFERENCES "public"."branches"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_batches" ADD CONSTRAINT "sample_batches_lab_id_to_branch_id_branches_lab_id_id_fk" FOREIGN KEY ("lab_id","to_branch_id") REFERENCES "public"."branches"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_batches" ADD CONSTRAINT "sample_batches_lab_id_organisation_id_organisations_lab_id_id_fk" FOREIGN KEY ("lab_id","organisation_id") REFERENCES "public"."organisations"("lab_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_outsourcings_open" ON "report_outsourcings" USING btree ("lab_id","lab_report_id") WHERE "report_outsourcings"."status" = 'sent';--> statement-breakpoint
CREATE INDEX "report_outsourcings_report" ON "report_outsourcings" USING btree ("lab_id","lab_report_id");--> statement-breakpoint
CREATE INDEX "report_outsourcings_created_at" ON "report_outsourcings" USING btree ("lab_id","created_at");--> statement-breakpoint
CREATE INDEX "sample_batch_samples_sample" ON "sample_batch_samples" USING btree ("lab_id","sample_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sample_batches_reference_no" ON "sample_batches" USING btree ("lab_id",lower("reference_no"));--> statement-breakpoint
CREATE INDEX "sample_batches_created_at" ON "sample_batches" USING btree ("lab_id","created_at");--> statement-breakpoint
ALTER TABLE "samples" ADD CONSTRAINT "samples_lab_id_batch_id_sample_batches_lab_id_id_fk" FOREIGN KEY ("lab_id","batch_id") REFERENCES "public"."sample_batches"("lab_id","id") ON DELETE no action ON UPDATE no action;