import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { enumLabelKeys } from '@/i18n/enum-labels';
import { otherLanguageValues } from './member-form-schema';

type LanguagesSelectProps = Omit<MultiSelectProps, 'data' | 'label'>;

/** [ours] Other languages: the languages a member speaks besides English. */
export function LanguagesSelect(props: LanguagesSelectProps) {
  const { t } = useTranslation();
  const data = otherLanguageValues.map((language) => ({
    value: language,
    label: t(enumLabelKeys.language(language)),
  }));
  return <MultiSelect label={t('userDetail.fields.languages')} data={data} clearable {...props} />;
}
