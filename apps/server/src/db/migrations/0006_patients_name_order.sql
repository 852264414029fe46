DROP INDEX "patients_full_name";--> statement-breakpoint
CREATE INDEX "patients_full_name" ON "patients" USING btree ("lab_id",lower("full_name") collate "C");