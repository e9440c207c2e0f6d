import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { PhysicianCreateBody, PhysicianPatchBody } from '@contract/physicians';
import { PHONE_PATTERN } from '@contract/reference';
import type { PickerItem } from '@/components/medical-data-picker/medical-data-picker';
import type { PhysicianRecord } from '../api/physicians.api';

export interface PhysicianFormValues {
  firstName: string;
  middleName: string;
  lastName: string;
  phone: string;
  email: string;
}

export interface PhysicianEditValues extends PhysicianFormValues {
  hospitals: PickerItem[];
}

export const emptyPhysicianForm: PhysicianFormValues = {
  firstName: '',
  middleName: '',
  lastName: '',
  phone: '',
  email: '',
};

/** SPEC §5 new physician modal: a simple address shape, else 'Email is not in valid format'. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** SPEC §5: first and last name required; phone empty or complete; e-mail empty or valid. */
export function physicianFormSchema(t: TFunction<'common'>) {
  return z.object({
    firstName: z.string().refine((value) => value.trim() !== '', {
      message: t('common.validation.firstNameRequired'),
    }),
    middleName: z.string(),
    lastName: z.string().refine((value) => value.trim() !== '', {
      message: t('common.validation.lastNameRequired'),
    }),
    phone: z.string().refine((value) => value === '' || PHONE_PATTERN.test(value), {
      message: t('common.validation.phoneFormat'),
    }),
    email: z.string().refine((value) => value.trim() === '' || EMAIL_SHAPE.test(value.trim()), {
      message: t('common.validation.emailFormat'),
    }),
  });
}

export function physicianEditSchema(t: TFunction<'common'>) {
  return physicianFormSchema(t).extend({
    hospitals: z.array(z.object({ id: z.string(), name: z.string() })),
  });
}

export function toPhysicianEditValues(physician: PhysicianRecord): PhysicianEditValues {
  return {
    firstName: physician.firstName ?? '',
    middleName: physician.middleName ?? '',
    lastName: physician.lastName ?? '',
    phone: physician.phone ?? '',
    email: physician.email ?? '',
    hospitals: (physician.hospitals ?? []).map(({ id, name }) => ({ id, name })),
  };
}

/**
 * POST /physicians, as the reference also accepts it (API §7.2): an empty phone or e-mail is
 * left out, an empty middle name is sent as "".
 */
export function toPhysicianCreateBody(values: PhysicianFormValues): PhysicianCreateBody {
  const email = values.email.trim();
  return {
    firstName: values.firstName.trim(),
    middleName: values.middleName.trim(),
    lastName: values.lastName.trim(),
    ...(values.phone ? { phone: values.phone } : {}),
    ...(email ? { email } : {}),
  };
}

/** PATCH /physicians/:id: an emptied phone or e-mail is sent as null (cleared). */
export function toPhysicianPatchBody(values: PhysicianEditValues): PhysicianPatchBody {
  return {
    firstName: values.firstName.trim(),
    middleName: values.middleName.trim(),
    lastName: values.lastName.trim(),
    phone: values.phone || null,
    email: values.email.trim() || null,
    hospitalIds: values.hospitals.map((hospital) => hospital.id),
  };
}
