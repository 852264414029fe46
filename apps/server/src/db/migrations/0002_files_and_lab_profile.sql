CREATE TABLE "files" (
	"lab_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"original_name" text NOT NULL,
	"media_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"store" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_lab_id_id_pk" PRIMARY KEY("lab_id","id")
);
--> statement-breakpoint
CREATE TABLE "lab_profiles" (
	"lab_id" bigint NOT NULL,
	"logo_file_id" bigint,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_profiles_lab_id_pk" PRIMARY KEY("lab_id")
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_profiles" ADD CONSTRAINT "lab_profiles_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_profiles" ADD CONSTRAINT "lab_profiles_lab_id_logo_file_id_files_lab_id_id_fk" FOREIGN KEY ("lab_id","logo_file_id") REFERENCES "public"."files"("lab_id","id") ON DELETE no action ON UPDATE no action;