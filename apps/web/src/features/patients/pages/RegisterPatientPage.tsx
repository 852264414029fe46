export function RegisterPatientPage() {
  return null;
}
