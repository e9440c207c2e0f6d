import { useMemo, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Container,
  List,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { compactDecrypt } from 'jose';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  IPS_PATIENT_ID_SYSTEM,
  ipsLanguageTags,
  parseShlink,
  shlManifestSchema,
  shlPasscodeErrorSchema,
  type ShlPayload,
} from '@contract/handoff';
import { languageValues } from '@contract/enums';
import { labelShortCode } from '@contract/labels';
import type { Bundle, Composition, Resource } from '@medplum/fhirtypes';
import { formatDate, formatDateTime } from '@/lib/dates';

/*
 * [ours] Issue 25: the SMART Health Link viewer, a public page (`/shl#shlink:/…`). It asks for
 * the passcode, posts the manifest request, decrypts the summary here in the browser (the key
 * is in the fragment, never sent to a server) and shows it in the reader's language.
 */

/** The IPS codes the summary carries (server/src/modules/handoff/ips.ts makes them). */
const SECTIONS = [
  ['48765-2', 'allergies'],
  ['10160-0', 'medications'],
  ['11450-4', 'problems'],
  ['42348-3', 'advanceDirectives'],
] as const;
const SNOMED = 'http://snomed.info/sct';
const ABSENT = 'http://hl7.org/fhir/uv/ips/CodeSystem/absent-unknown-uv-ips';
const CODE_STATUS = 'urn:lifeline:code-status';
const BCP47 = 'urn:ietf:bcp:47';
/** Coded values the viewer says in the reader's language, by system and code. */
const codedKeys: Record<string, string> = {
  [`${SNOMED}|716186003`]: 'handoff.viewer.noKnownAllergy',
  [`${SNOMED}|787481004`]: 'handoff.viewer.noKnownMedication',
  [`${SNOMED}|160245001`]: 'handoff.viewer.noKnownProblem',
  [`${ABSENT}|no-allergy-info`]: 'handoff.viewer.noAllergyInfo',
  [`${ABSENT}|no-medication-info`]: 'handoff.viewer.noMedicationInfo',
  [`${ABSENT}|no-problem-info`]: 'handoff.viewer.noProblemInfo',
  [`${SNOMED}|39579001`]: 'enums.allergyReaction.ANAPHYLAXIS',
  [`${SNOMED}|126485001`]: 'enums.allergyReaction.HIVES',
  [`${SNOMED}|271807003`]: 'enums.allergyReaction.RASH',
  [`${SNOMED}|65124004`]: 'enums.allergyReaction.SWELLING',
  [`${SNOMED}|267036007`]: 'enums.allergyReaction.BREATHING_DIFFICULTY',
  // The patient's language, named in the reader's.
  ...Object.fromEntries(
    languageValues.map((language) => [
      `${BCP47}|${ipsLanguageTags[language].code}`,
      `enums.language.${language}`,
    ]),
  ),
  ...Object.fromEntries(
    ['COMFORT', 'DNR', 'DNI', 'DNR_DNI', 'FULL'].map((code) => [
      `${CODE_STATUS}|${code}`,
      `enums.codeStatus.${code}`,
    ]),
  ),
};

interface Concept {
  coding?: { system?: string; code?: string; display?: string }[];
  text?: string;
}

/** A coded value in the reader's language when we know its code, else its text as sent. */
function say(t: TFunction, concept: Concept | undefined): string {
  for (const coding of concept?.coding ?? []) {
    const key = codedKeys[`${coding.system}|${coding.code}`];
    if (key) return t(key as never);
  }
  return concept?.text ?? concept?.coding?.[0]?.display ?? '';
}

type Stage =
  { kind: 'ask'; error?: string } | { kind: 'refused' } | { kind: 'shown'; bundle: Bundle };

/** Fetches the manifest and decrypts the first file: a Bundle, 'refused', or a wrong passcode. */
export async function openShlink(
  payload: ShlPayload,
  passcode: string,
  recipient: string,
): Promise<Bundle | { refused: true } | { remainingAttempts: number }> {
  const response = await fetch(payload.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ recipient, passcode }),
  });
  if (response.status === 401) {
    const body = shlPasscodeErrorSchema.safeParse(await response.json().catch(() => null));
    return { remainingAttempts: body.success ? body.data.remainingAttempts : 0 };
  }
  if (response.status === 404) return { refused: true };
  if (!response.ok) throw new Error(`manifest ${response.status}`);
  const manifest = shlManifestSchema.parse(await response.json());
  const file = manifest.files[0];
  const jwe = file?.embedded ?? (file?.location ? await (await fetch(file.location)).text() : '');
  const key = Uint8Array.from(atob(payload.key.replace(/-/g, '+').replace(/_/g, '/')), (c) =>
    c.charCodeAt(0),
  );
  const { plaintext } = await compactDecrypt(jwe, key);
  return JSON.parse(new TextDecoder().decode(plaintext)) as Bundle;
}

export function ShlViewer({ hash }: { hash: string }) {
  const { t } = useTranslation();
  const payload = useMemo(() => parseShlink(hash), [hash]);
  const [stage, setStage] = useState<Stage>({ kind: 'ask' });
  const [passcode, setPasscode] = useState('');
  const [recipient, setRecipient] = useState('');
  const [busy, setBusy] = useState(false);
  // The clock when the page opened: a link past its `exp` is refused without asking the server.
  const [openedAt] = useState(() => Date.now());
  const expired = payload?.exp !== undefined && payload.exp * 1000 <= openedAt;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!payload) return;
    setBusy(true);
    try {
      const result = await openShlink(payload, passcode, recipient.trim() || 'Lifeline viewer');
      if ('refused' in result) setStage({ kind: 'refused' });
      else if ('remainingAttempts' in result)
        setStage(
          result.remainingAttempts > 0
            ? {
                kind: 'ask',
                error: t('handoff.viewer.wrongPasscode', { count: result.remainingAttempts }),
              }
            : { kind: 'refused' },
        );
      else setStage({ kind: 'shown', bundle: result });
    } catch {
      setStage({ kind: 'ask', error: t('handoff.viewer.failed') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Container component="main" size="sm" py="lg">
      <Stack gap="md">
        <Title order={1}>{t('handoff.viewer.title')}</Title>
        {!payload ? (
          <Alert color="red" role="alert">
            {t('handoff.viewer.invalid')}
          </Alert>
        ) : stage.kind === 'refused' || expired ? (
          <Alert color="red" role="alert" title={t('handoff.viewer.refusedTitle')}>
            {t('handoff.viewer.refused')}
          </Alert>
        ) : stage.kind === 'shown' ? (
          <Summary bundle={stage.bundle} />
        ) : (
          <form onSubmit={(event) => void submit(event)}>
            <Stack gap="sm">
              <Text>{t('handoff.viewer.intro')}</Text>
              {stage.error ? (
                <Alert color="red" role="alert">
                  {stage.error}
                </Alert>
              ) : null}
              <TextInput
                label={t('handoff.viewer.recipient')}
                value={recipient}
                onChange={(event) => setRecipient(event.currentTarget.value)}
                autoComplete="organization"
              />
              <PasswordInput
                label={t('handoff.viewer.passcode')}
                value={passcode}
                onChange={(event) => setPasscode(event.currentTarget.value)}
                required
                inputMode="numeric"
                autoComplete="one-time-code"
              />
              <Button type="submit" loading={busy}>
                {t('handoff.viewer.open')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Container>
  );
}

const byUrl = (bundle: Bundle) =>
  new Map((bundle.entry ?? []).map((entry) => [entry.fullUrl, entry.resource]));

function Summary({ bundle }: { bundle: Bundle }) {
  const { t } = useTranslation();
  const resources = byUrl(bundle);
  const composition = bundle.entry?.[0]?.resource as Composition | undefined;
  const patient = resources.get(composition?.subject?.reference) as
    | {
        name?: { given?: string[]; family?: string }[];
        birthDate?: string;
        identifier?: { system?: string; value?: string }[];
        communication?: { language: Concept }[];
      }
    | undefined;
  const name = patient?.name?.[0];
  const fullName = [...(name?.given ?? []), name?.family].filter(Boolean).join(' ');
  // The label's id: with PHI off, what the hospital can match the patient's label by.
  const labelId = patient?.identifier?.find((id) => id.system === IPS_PATIENT_ID_SYSTEM)?.value;
  const download = () => {
    const blob = new Blob([JSON.stringify(bundle, null, 2)], { type: 'application/fhir+json' });
    const url = URL.createObjectURL(blob);
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = 'patient-summary.fhir.json';
    anchor.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack gap="md" data-testid="shl-summary">
      <Paper withBorder p="md">
        <Title order={2} size="h3">
          {t('handoff.viewer.patient')}
        </Title>
        <Text>
          {t('handoff.viewer.name')}: {fullName || t('handoff.viewer.notShared')}
        </Text>
        {labelId ? (
          <Text>
            {t('handoff.viewer.label')}: {labelShortCode(labelId)}
          </Text>
        ) : null}
        <Text>
          {t('handoff.viewer.birthDate')}:{' '}
          {patient?.birthDate ? formatDate(patient.birthDate) : t('handoff.viewer.notShared')}
        </Text>
        {patient?.communication?.[0] ? (
          <Text>
            {t('handoff.viewer.language')}: {say(t, patient.communication[0].language)}
          </Text>
        ) : null}
        {bundle.timestamp ? (
          <Text size="sm" c="dimmed">
            {t('handoff.viewer.made', { date: formatDateTime(bundle.timestamp) })}
          </Text>
        ) : null}
      </Paper>
      {SECTIONS.map(([code, key]) => {
        const section = composition?.section?.find((s) =>
          s.code?.coding?.some((c) => c.code === code),
        );
        const entries = (section?.entry ?? [])
          .map((ref) => resources.get(ref.reference))
          .filter((r): r is Resource => Boolean(r));
        return (
          <Paper withBorder p="md" key={code}>
            <Title order={2} size="h3">
              {t(`handoff.viewer.sections.${key}`)}
            </Title>
            {entries.length === 0 ? (
              <Text>{t('handoff.viewer.none')}</Text>
            ) : (
              <List>
                {entries.map((resource) => (
                  <List.Item key={resource.id}>{describe(t, resource)}</List.Item>
                ))}
              </List>
            )}
          </Paper>
        );
      })}
      <Button variant="default" onClick={download}>
        {t('handoff.viewer.download')}
      </Button>
    </Stack>
  );
}

/** One line for an entry, in the reader's language where the value is coded. */
function describe(t: TFunction, resource: Resource): string {
  switch (resource.resourceType) {
    case 'AllergyIntolerance': {
      const reaction = resource.reaction?.[0];
      return [
        say(t, resource.code),
        reaction ? say(t, reaction.manifestation[0]) : null,
        reaction?.description,
        resource.criticality ? t(`enums.allergyCriticality.${resource.criticality}`) : null,
      ]
        .filter(Boolean)
        .join(' — ');
    }
    case 'MedicationStatement':
      return [say(t, resource.medicationCodeableConcept), resource.dosage?.[0]?.text]
        .filter(Boolean)
        .join(' — ');
    case 'Condition':
      return say(t, resource.code);
    case 'Consent':
      return (resource.provision?.code ?? []).map((concept) => say(t, concept)).join('; ');
    default:
      return resource.resourceType;
  }
}
