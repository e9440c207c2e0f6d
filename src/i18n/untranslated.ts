/**
 * Issue 14: the texts a language may leave exactly as English has them (the translation check
 * reports any other). Keys as `namespace:key`; a key ending in `*` covers every key it starts.
 * Keep it short: brand, codes medicine writes the same way everywhere, typed formats. A word a
 * language truly shares with English (es 'Hospital') goes under that language alone.
 */
export const UNTRANSLATED: Readonly<Record<string, readonly string[]>> = {
  // Every language.
  '*': [
    'common:common.appName', // Lifeline, the brand
    'common:enums.codeStatus.DNR', // codes on the patient's paperwork
    'common:enums.codeStatus.DNI',
    'common:enums.codeStatus.DNR_DNI',
    'common:enums.signedFormKind.POLST', // the form's name, printed on it in every language
    'common:hospitals.npi.npi', // the US provider number
    'common:patientEditor.placeholders.dateOfBirth', // MM/DD/YYYY: dates are typed in US order
    'common:audit.filters.datePlaceholder',
    'common:program.number', // {{value, number}}: the language's digits come from the formatter
    'common:patientEditor.medical.doseSuggestions.*', // '5 mg': doses are written alike
    'common:emergencySheet.a4', // the ISO paper size's name
  ],
  // Words Spanish writes as English does.
  es: [
    'common:patients.fields.id',
    'common:common.error',
    'common:common.no',
    'common:members.pending.no',
    'common:phraseCard.answerWords.no',
    'phrases:answers.no',
    'common:placeholder.titles.hospital',
    'common:patientEditor.fields.hospital',
    'common:patientView.hospital',
    'common:common.counts.hospitals_one', // '1 hospital'
    'common:pageTitle.hospital',
    'common:audit.target.hospital', // 'Hospital {{id}}'
    'email:layout.copyright',
  ],
  ru: [
    'common:patients.fields.id',
    'email:layout.copyright',
    'common:emergencySheet.letter', // 'US Letter', the paper size's name on Russian printers too
  ],
  // The words Filipino speakers use as English has them: docs/translations/tl.md, 'Kept in English'.
  tl: [
    'common:patients.fields.id',
    'common:handoff.viewer.label', // 'label' is kept in Tagalog (docs/translations/tl.md)
    'common:enums.language.TAGALOG',
    'common:enums.language.MANDARIN',
    'common:common.error',
    'common:enums.role.FIRST_RESPONDER',
    'common:enums.role.ADMIN',
    'email:roles.FIRST_RESPONDER',
    'email:roles.ADMIN',
    'common:enums.codeStatus.COMFORT',
    'common:enums.codeStatus.FULL',
    'common:patientEditor.fields.codeStatus',
    'common:patientView.codeStatus',
    'common:auth.login.password',
    'common:register.details.password',
    'common:userDetail.fields.password',
    'common:audit.details.fieldNames.password',
    'common:mfa.proof.withPassword',
    'common:mfa.proof.withCode',
    'common:mfa.recoveryCode.label',
    'common:catalogs.fields.code',
    'common:layout.sidebar.dashboard',
    'common:dashboard.title',
    'common:pageTitle.dashboard',
    'common:layout.header.profile',
    'common:profile.title',
    'common:pageTitle.profile',
    'common:hospitals.fields.address',
    'common:audit.details.fieldNames.address',
    'common:members.invite.email',
    'common:sessions.device.types.tablet',
    'common:audit.columns.target',
    'common:labels.status.labels_one',
    'common:audit.details.labels_one',
    'common:labels.status.sheets_one',
    'email:layout.copyright',
    'common:emergencySheet.letter', // 'US Letter', the paper size's name
  ],
};

/** Whether `language` may keep `key` of `namespace` in English. */
export function isAllowedUntranslated(language: string, namespace: string, key: string): boolean {
  const id = `${namespace}:${key}`;
  return [...(UNTRANSLATED['*'] ?? []), ...(UNTRANSLATED[language] ?? [])].some((entry) =>
    entry.endsWith('*') ? id.startsWith(entry.slice(0, -1)) : id === entry,
  );
}
