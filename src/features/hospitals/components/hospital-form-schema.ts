import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { HospitalCreateBody } from '@contract/hospitals';
import { PERSON_OR_PLACE_NAME_PATTERN, PHONE_PATTERN } from '@contract/reference';
import type { HospitalRecord } from '../api/hospitals.api';

export interface HospitalFormValues {
  name: string;
  address: string;
  phone: string;
  email: string;
}

export const emptyHospitalForm: HospitalFormValues = {
  name: '',
  address: '',
  phone: '',
  email: '',
};

/** SPEC §5 hospital form: an at sign and no spaces (an empty e-mail is allowed: it is optional). */
const EMAIL_SHAPE = /^\S+@\S+$/;

/** SPEC §5: the name rule of the invite dialog; e-mail 'Invalid email'; phone as masked. */
export function hospitalFormSchema(t: TFunction<'common'>) {
  return z.object({
    name: z.string().refine((value) => PERSON_OR_PLACE_NAME_PATTERN.test(value.trim()), {
      message: t('common.validation.nameRule'),
    }),
    address: z.string(),
    phone: z.string().refine((value) => value === '' || PHONE_PATTERN.test(value), {
      message: t('common.validation.phoneFormat'),
    }),
    email: z.string().refine((value) => value.trim() === '' || EMAIL_SHAPE.test(value.trim()), {
      message: t('common.validation.invalidEmail'),
    }),
  });
}

export function toHospitalFormValues(hospital: HospitalRecord): HospitalFormValues {
  return {
    name: hospital.name,
    address: hospital.address ?? '',
    phone: hospital.phone ?? '',
    email: hospital.email ?? '',
  };
}

/** POST and PATCH body: `name` always (the reference needs it), empty fields as null. */
export function toHospitalBody(values: HospitalFormValues): HospitalCreateBody {
  return {
    name: values.name.trim(),
    address: values.address.trim() || null,
    phone: values.phone || null,
    email: values.email.trim() || null,
  };
}
