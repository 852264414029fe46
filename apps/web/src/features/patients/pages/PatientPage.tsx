export function PatientPage() {
  return null;
}
