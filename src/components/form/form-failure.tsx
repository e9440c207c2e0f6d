import { Alert } from '@mantine/core';

/** A failed save: SPEC's text as the title, the server's message below it. */
export interface FormFailureInfo {
  title: string;
  message: string;
}

/** The alert above a form after a failed save; nothing when there is no failure. */
export function FormFailure({ failure }: { failure: FormFailureInfo | null | undefined }) {
  if (!failure) return null;
  return (
    <Alert color="red" variant="light" role="alert" title={failure.title}>
      {failure.message}
    </Alert>
  );
}
