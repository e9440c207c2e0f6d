import type { TFunction } from 'i18next';
import type { Language } from '@contract/enums';
import { enumLabelKeys } from '@/i18n/enum-labels';
import type { MemberRecord } from '../api/members.api';

/** 'First Middle Last', leaving out an empty middle name. */
export function memberName(member: Pick<MemberRecord, 'firstName' | 'middleName' | 'lastName'>) {
  return [member.firstName, member.middleName, member.lastName]
    .filter((part) => part !== null && part.trim() !== '')
    .join(' ');
}

/**
 * [ours] The languages a member speaks besides English, as labels: '' when none or unknown
 * (the reference sends no `languages`).
 */
export function otherLanguages(
  t: TFunction<'common'>,
  languages: readonly Language[] | null,
): string {
  return (languages ?? [])
    .filter((language) => language !== 'ENGLISH')
    .map((language) => t(enumLabelKeys.language(language)))
    .join(', ');
}
