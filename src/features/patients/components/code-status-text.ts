import type { TFunction } from 'i18next';
import type { CodeStatus } from '@contract/enums';
import { enumLabelKeys } from '@/i18n/enum-labels';

/**
 * A code status as responders read it: the code and its meaning, e.g. 'DNR — Do not
 * resuscitate', never the raw enum value. The view and the editor's choice both use it.
 */
export function codeStatusText(t: TFunction<'common'>, code: CodeStatus): string {
  return t('patients.codeStatus.label', {
    code: t(enumLabelKeys.codeStatus(code)),
    meaning: t(`patients.codeStatus.meaning.${code}`),
  });
}
