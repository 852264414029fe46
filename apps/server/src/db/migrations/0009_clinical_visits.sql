CREATE TABLE "clinical_visits" (
	"lab_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "clinical_visits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"patient_id" bigint NOT NULL,
	"visit_date" date NOT NULL,
	"type" text NOT NULL,
	"form" jsonb NOT NULL,
	"score" double precision,
	"prediction" jsonb,
	"provider" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clinical_visits_lab_id_id_pk" PRIMARY KEY("lab_id","id")
);
--> statement-breakpoint
ALTER TABLE "clinical_visits" ADD CONSTRAINT "clinical_visits_lab_id_patient_id_patients_lab_id_id_fk" FOREIGN KEY ("lab_id","patient_id") REFERENCES "public"."patients"("lab_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clinical_visits_patient" ON "clinical_visits" USING btree ("lab_id","patient_id","created_at");