import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { allergyRegisterSchema, type CatalogKind } from '@contract/catalogs';
import { allergyTypeValues, highRiskCategoryValues } from '@contract/enums';
import { useSchemaForm } from '@/lib/forms';
import type { CatalogRegisterBodies } from '../api/catalogs.api';

/**
 * A catalog entry's name (the register schema's, trimmed and required) and, for allergies, its
 * type, which starts unchosen: the user says whether a new allergy is a drug or not.
 */
export function catalogEntrySchema(kind: CatalogKind, t: TFunction<'common'>) {
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, t('common.validation.nameRequired'))
      .pipe(allergyRegisterSchema.shape.name),
    type: z.enum(['', ...allergyTypeValues]).refine((type) => kind !== 'allergies' || type !== '', {
      message: t('catalogs.fields.typeRequired'),
    }),
    /** Medications only (issue 23): '' = not high-risk. */
    highRisk: z.enum(['', ...highRiskCategoryValues]).optional(),
  });
}

export type CatalogEntryValues = z.input<ReturnType<typeof catalogEntrySchema>>;
export type CatalogEntryBody = z.output<ReturnType<typeof catalogEntrySchema>>;

export const emptyCatalogEntry: CatalogEntryValues = { name: '', type: '' };

export function useCatalogEntryForm(kind: CatalogKind, initialValues: CatalogEntryValues) {
  const { t } = useTranslation();
  const schema = useMemo(() => catalogEntrySchema(kind, t), [kind, t]);
  return useSchemaForm(schema, initialValues);
}

/**
 * The kind's register body (also its PATCH body): only allergies carry a type; a medication's
 * high-risk class is sent only when it changed, as the reference does not know it.
 */
export function toCatalogBody(
  kind: CatalogKind,
  values: CatalogEntryBody,
  initial: CatalogEntryValues = emptyCatalogEntry,
): CatalogRegisterBodies[CatalogKind] {
  if (kind === 'allergies') return allergyRegisterSchema.parse(values);
  const highRisk = values.highRisk ?? '';
  if (kind === 'medications' && highRisk !== (initial.highRisk ?? ''))
    return { name: values.name, highRisk: highRisk === '' ? null : highRisk };
  return { name: values.name };
}
