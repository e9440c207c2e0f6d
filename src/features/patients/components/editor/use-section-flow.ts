import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@contract/paths';
import { useUnsavedChanges } from '@/components/form/use-unsaved-changes';
import type { FormFailureReason } from '@/lib/forms';
import { notifyError, notifySuccess } from '@/lib/notify';
import {
  fieldPaths,
  sectionHash,
  sectionOfHash,
  sectionsBody,
  sectionBody,
  viewedAtStart,
  visibleSections,
  type EditorSection,
  type PatientEditorSchema,
  type PatientEditorValues,
} from './patient-editor-schema';
import { failureKey, placeServerErrors } from './patient-save-errors';
import { useFieldFocus } from './use-field-focus';
import { readViewedSections, rememberViewedSections } from './viewed-sections';
import {
  registerPatient,
  SaveCallError,
  updatePatient,
  type PatientSaves,
  type RegisterOutcome,
} from './patient-registration';
import type { PatientEditorForm } from './use-patient-editor-form';

/** A failed save, shown in the section it concerns or, for the final save, above its button. */
export interface SaveFailure {
  where: EditorSection | 'all';
  title: string;
  reason: FormFailureReason | null;
}

interface SectionFlowOptions {
  patientId: string;
  /** The member editing: what they viewed on earlier visits is remembered per member. */
  viewerId: string;
  /** False until the patient is registered (a label's new patient). */
  isRegistered: boolean;
  collectPhi: boolean;
  form: PatientEditorForm;
  schema: PatientEditorSchema;
  saves: PatientSaves;
  /** Called once the patient exists (registered, or found to exist by a 409). */
  onRegistered: () => void;
}

/** What "unchanged since saved" compares: chosen records by id, the rest as typed. */
function snapshot(section: EditorSection, values: PatientEditorValues): string {
  if (section === 'medical') {
    const { allergies, medications, conditions, ...noneKnown } = values.medical;
    return JSON.stringify([
      allergies.map((i) => [i.id, i.reaction, i.reactionNote, i.criticality]),
      medications.map((i) => [i.id, i.dose, i.frequency, i.route]),
      conditions.map((i) => i.id),
      noneKnown,
    ]);
  }
  if (section === 'healthcare') {
    const { hospital, physician } = values.healthcare;
    return JSON.stringify([hospital?.id ?? null, physician?.id ?? null]);
  }
  return JSON.stringify(values[section]);
}

/** What the final save's message says happened (patientEditor.messages.*). */
function savedMessage(outcome: RegisterOutcome | null, hasWritten: boolean) {
  if (outcome === 'created') return 'registered';
  return outcome === 'conflict' || hasWritten ? 'saved' : 'unchanged';
}

/**
 * The editor's behaviour (SPEC §2, §4; API.md §5.7): the open section follows the URL hash;
 * leaving a changed section validates it and saves it alone (registering the patient from Basic
 * Information), and a failed one stays open; a section left unchanged is neither saved nor
 * marked; saved sections get their check; the final save asks about sections never viewed (on
 * this visit or an earlier one), focuses the first invalid field, then registers and PATCHes
 * what changed.
 */
export function useSectionFlow({
  patientId,
  viewerId,
  isRegistered,
  collectPhi,
  form,
  schema,
  saves,
  onRegistered,
}: SectionFlowOptions) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const sections = visibleSections(collectPhi);
  // What the server holds as far as this visit knows: the values read, then each saved section.
  const [recorded, setRecorded] = useState(form.values);
  const [hasWritten, setHasWritten] = useState(false);
  const [open, setOpen] = useState<EditorSection | null>(
    () => sectionOfHash(location.hash) ?? 'basic',
  );
  const [viewed, setViewed] = useState(
    () =>
      new Set<EditorSection>([
        ...viewedAtStart(collectPhi),
        ...readViewedSections(viewerId, patientId),
        open ?? 'basic',
      ]),
  );
  // Sections shown (with PHI off the hidden contact counts as viewed, but was not).
  useEffect(() => {
    const shown = visibleSections(collectPhi).filter((section) => viewed.has(section));
    rememberViewedSections(viewerId, patientId, shown);
  }, [viewerId, patientId, viewed, collectPhi]);
  const [saved, setSaved] = useState(() => new Set<EditorSection>());
  const [exists, setExists] = useState(isRegistered);
  const markRegistered = () => {
    setExists(true);
    onRegistered();
  };
  const [busy, setBusy] = useState<EditorSection | 'all' | null>(null);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [unviewed, setUnviewed] = useState<EditorSection[]>([]);
  const focusField = useFieldFocus();

  const isChanged = (section: EditorSection) =>
    snapshot(section, form.values) !== snapshot(section, recorded);
  const guard = useUnsavedChanges(sections.some(isChanged));

  const replaceHash = useCallback(
    (section: EditorSection | null) =>
      void navigate(
        { hash: section ? sectionHash[section] : '' },
        { replace: true, preventScrollReset: true, state: location.state as unknown },
      ),
    [navigate, location.state],
  );

  const show = (section: EditorSection | null) => {
    setOpen(section);
    if (section) setViewed((before) => new Set(before).add(section));
    if (sectionOfHash(location.hash) !== section) replaceHash(section);
  };

  const markSaved = (section: EditorSection, values: PatientEditorValues) => {
    setSaved((before) => new Set(before).add(section));
    setRecorded((before) => ({ ...before, [section]: values[section] }));
    setHasWritten(true);
  };

  const showFailure = (error: unknown, where: EditorSection | 'all') => {
    const failed = error instanceof SaveCallError ? error : new SaveCallError('update', error);
    const placed = placeServerErrors(failed.error, failed.call);
    form.setErrors({ ...form.errors, ...placed.fields });
    setFailure({
      where,
      title: t(`patientEditor.messages.${failureKey(failed.error, failed.call)}`),
      reason: placed.rest,
    });
    const firstField = fieldPaths(sections).find((path) => placed.fields[path] != null);
    return { section: placed.firstSection, firstField };
  };

  /** Validates one section's fields (PHI on); the first invalid one is focused. */
  const validateSection = (section: EditorSection): boolean => {
    if (!collectPhi) return true;
    const invalid = fieldPaths([section]).filter((path) => form.validateField(path).hasError);
    if (invalid[0]) focusField(invalid[0]);
    return invalid.length === 0;
  };

  /** Saves the section being left; true when it may close. */
  const leave = async (section: EditorSection): Promise<boolean> => {
    // Nothing typed or chosen: nothing to save, and no check on it (a new patient stays
    // unregistered until its basic information is first saved).
    if (!isChanged(section)) return true;
    if (!validateSection(section)) return false;
    // Until Basic Information registers the patient there is nothing to PATCH: the other
    // sections are sent by the final save.
    if (!exists && section !== 'basic') return true;
    const values = form.values;
    const body = sectionBody(section, schema, values, recorded);
    if (exists && Object.keys(body).length === 0) return true;
    setBusy(section);
    setFailure(null);
    try {
      if (section === 'basic' && !exists) {
        const basic = schema.shape.basic.parse(values.basic);
        const outcome = await registerPatient(saves, patientId, basic, true);
        markRegistered();
        notifySuccess(
          t(`patientEditor.messages.${outcome === 'created' ? 'registered' : 'basicUpdated'}`),
        );
      } else {
        await updatePatient(saves, body);
        if (section === 'basic') notifySuccess(t('patientEditor.messages.basicUpdated'));
      }
      markSaved(section, values);
      return true;
    } catch (error) {
      const { firstField } = showFailure(error, section);
      if (firstField) focusField(firstField);
      return false;
    } finally {
      setBusy(null);
    }
  };

  /** Opens `target` (null closes all), once the open section has been left. */
  const goTo = async (target: EditorSection | null) => {
    if (busy || target === open) return;
    if (open && !(await leave(open))) {
      replaceHash(open);
      return;
    }
    show(target);
  };

  // The hash changed from outside (a link, the address bar): open the section it names.
  const hashSection = sectionOfHash(location.hash);
  useEffect(() => {
    if (!hashSection || hashSection === open) return undefined;
    const timer = setTimeout(() => void goTo(hashSection), 0);
    return () => clearTimeout(timer);
    // Only a change of the hash itself moves the accordion.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hashSection]);

  const save = async () => {
    if (busy) return;
    const notViewed = sections.filter((section) => !viewed.has(section));
    if (notViewed.length > 0) {
      setUnviewed(notViewed);
      return;
    }
    if (collectPhi) {
      const { errors } = form.validate();
      const invalid = fieldPaths(sections).filter((path) => errors[path] != null);
      if (invalid[0]) {
        const names = sections
          .filter((section) => invalid.some((path) => path.startsWith(`${section}.`)))
          .map((section) => t(`patientEditor.sections.${section}`));
        show(invalid[0].split('.')[0] as EditorSection);
        focusField(invalid[0]);
        notifyError(t('patientEditor.messages.fixSections', { sections: names.join(', ') }));
        return;
      }
    }
    setBusy('all');
    setFailure(null);
    try {
      const values = form.values;
      const outcome = exists
        ? null
        : await registerPatient(saves, patientId, schema.shape.basic.parse(values.basic), false);
      if (outcome) markRegistered();
      // What changed since it was read or saved; after a 409 all five (API.md §5.7 step 4).
      const rest = sections.filter((section) =>
        outcome === 'conflict' ? true : isChanged(section) && !(outcome && section === 'basic'),
      );
      const body = sectionsBody(rest, schema, values, recorded);
      const isSent = Object.keys(body).length > 0;
      if (isSent) await updatePatient(saves, body);
      notifySuccess(t(`patientEditor.messages.${savedMessage(outcome, hasWritten || isSent)}`));
      guard.release();
      void navigate(paths.patient.href(patientId), { replace: true });
    } catch (error) {
      const { section, firstField } = showFailure(error, 'all');
      if (section) show(section);
      if (firstField) focusField(firstField);
    } finally {
      setBusy(null);
    }
  };

  return {
    sections,
    open,
    saved,
    busy,
    failure,
    guard,
    goTo,
    save,
    unviewed,
    closeUnviewed: () => setUnviewed([]),
  };
}
