import { describe, expect, it } from 'vitest';
import { patientMessages } from '@contract/patients';
import { ApiError, NetworkError } from '@/lib/api-client';
import { createTestI18n } from '@/testing/i18n';
import {
  failureKey,
  fieldOfPath,
  placeServerErrors,
  type SaveFailureKey,
} from './patient-save-errors';

const invalid = (...items: { path?: string; message: string }[]) =>
  new ApiError(
    422,
    items.map(({ path, message }) => (path === undefined ? { message } : { path, message })),
  );

describe('patient save errors', () => {
  it('keeps every SPEC §8 / API.md §5.7 patient message verbatim', () => {
    const { t } = createTestI18n();
    expect(
      [
        'registered',
        'basicUpdated',
        'invalidId',
        'registerFailed',
        'updateFailed',
        'invalidData',
        'notFound',
      ]
        .map((key) => key as SaveFailureKey | 'registered' | 'basicUpdated')
        .map((key) => t(`patientEditor.messages.${key}`)),
    ).toEqual([
      'Successfully registered patient.',
      'Patient basic information has been successfully updated.',
      'Invalid patient ID URL.',
      'Failed to register patient.',
      'Failed to update patient.',
      'Invalid data provided.',
      'Patient ID not found. Please ensure the Basic Information section is filled out correctly.',
    ]);
    expect(t('patientEditor.messages.fixSections', { sections: 'Basic Information' })).toBe(
      'Please fix the following sections: Basic Information',
    );
    expect(t('patientEditor.validation.languageRequired')).toBe('Language is required');
    expect(t('patientEditor.validation.genderRequired')).toBe('Gender is required');
    expect(t('patientEditor.validation.dateOfBirthRequired')).toBe('Date of Birth is required');
    expect(t('common.validation.firstNameRequired')).toBe('First Name is required');
    expect(t('common.validation.lastNameRequired')).toBe('Last Name is required');
    expect(t('common.validation.phoneFormat')).toBe('Phone number is not in (XXX) XXX-XXXX format');
    expect(t('patientEditor.unviewed.title')).toBe("Some Sections Haven't Been Viewed");
    expect(t('patientEditor.unviewed.message')).toBe('Please verify the sections below:');
  });

  it('puts dotted PATCH paths on their fields, and register paths on Basic Information', () => {
    expect(fieldOfPath('patientData.firstName', 'update')).toBe('basic.firstName');
    expect(fieldOfPath('patientData.codeStatusAttached', 'update')).toBe(
      'directive.codeStatusAttached',
    );
    expect(fieldOfPath('contactData.phone', 'update')).toBe('contact.phone');
    expect(fieldOfPath('medicalData.allergies.2', 'update')).toBe('medical.allergies');
    expect(fieldOfPath('healthcareChoices.physicianId', 'update')).toBe('healthcare.physician');
    expect(fieldOfPath('codeStatus', 'update')).toBe('directive.codeStatus');
    expect(fieldOfPath('dateOfBirth', 'register')).toBe('basic.dateOfBirth');
    // The reference's first segment alone names a section, not a field.
    expect(fieldOfPath('contactData', 'update')).toBeNull();
    expect(fieldOfPath('body', 'update')).toBeNull();
    expect(fieldOfPath('id', 'register')).toBeNull();
  });

  it('joins one field’s messages, and leaves items on no field for the alert', () => {
    const placed = placeServerErrors(
      invalid(
        { path: 'contactData.phone', message: 'Phone number must be in format (###) ###-####' },
        { path: 'contactData.phone', message: 'String must contain at most 255 character(s)' },
        { path: 'medicalData', message: 'At least one medical field must be provided' },
        { message: 'Expected object, received null' },
      ),
      'update',
    );
    expect(placed.fields).toEqual({
      'contact.phone':
        'Phone number must be in format (###) ###-####. String must contain at most 255 character(s)',
    });
    expect(placed.rest).toEqual({
      kind: 'message',
      message: 'At least one medical field must be provided. Expected object, received null',
    });
    expect(placed.firstSection).toBe('contact');
  });

  it('chooses API.md §5.7’s message for each answer', () => {
    expect(failureKey(invalid({ path: 'id', message: 'Invalid uuid' }), 'register')).toBe(
      'invalidId',
    );
    expect(failureKey(invalid({ path: 'firstName', message: 'Required' }), 'register')).toBe(
      'invalidData',
    );
    expect(failureKey(new ApiError(400, 'Bad Request'), 'update')).toBe('invalidData');
    const id = crypto.randomUUID();
    expect(failureKey(new ApiError(404, patientMessages.missing(id)), 'update')).toBe('notFound');
    expect(
      failureKey(new ApiError(404, patientMessages.listItemMissing('allergies', id)), 'update'),
    ).toBe('updateFailed');
    expect(failureKey(new ApiError(500, 'Internal Server Error'), 'register')).toBe(
      'registerFailed',
    );
    expect(failureKey(new NetworkError('offline'), 'update')).toBe('updateFailed');
  });
});
