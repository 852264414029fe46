export function PatientsPage() {
  return null;
}
