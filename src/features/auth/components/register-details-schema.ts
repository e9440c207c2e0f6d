import { useMemo } from 'react';
import { z } from 'zod';
import { registerBodySchema } from '@contract/registration';
import { useSchemaForm } from '@/lib/forms';

/**
 * Step 2 of registration: the contract's register fields with their own messages. The password
 * is not checked here: the strength meter informs and the server decides (SPEC §5).
 */
export function registerDetailsSchema() {
  const { shape } = registerBodySchema;
  return z.object({
    firstName: shape.firstName,
    middleName: z.string().pipe(shape.middleName),
    lastName: shape.lastName,
    email: shape.email,
    password: z.string(),
    organization: z.string().pipe(shape.organization),
    languages: shape.languages,
  });
}

export type RegisterDetailsValues = z.input<ReturnType<typeof registerDetailsSchema>>;

export const emptyRegisterDetails: RegisterDetailsValues = {
  firstName: '',
  middleName: '',
  lastName: '',
  email: '',
  password: '',
  organization: '',
  languages: [],
};

export function useRegisterDetailsForm(initialValues: RegisterDetailsValues) {
  const schema = useMemo(() => registerDetailsSchema(), []);
  return useSchemaForm(schema, initialValues);
}

export type RegisterDetailsForm = ReturnType<typeof useRegisterDetailsForm>;
