import { Alert } from '@mantine/core';

/** The server's refusal of a dialog's change, in the user's language, above the form that caused it. */
export function RefusalAlert({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {text}
    </Alert>
  );
}
