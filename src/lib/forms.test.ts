import { describe, expect, it, vi } from 'vitest';
import type { FormErrors } from '@mantine/form';
import { ApiError, NetworkError } from './api-client';
import { applyServerErrors, toFormValues } from './forms';

function fakeForm(values: object) {
  const form = {
    errors: {} as FormErrors,
    getValues: () => values,
    setErrors: vi.fn((errors: FormErrors) => {
      form.errors = errors;
    }),
  };
  return form;
}

describe('applyServerErrors', () => {
  it('puts items on their fields by the first path segment, joining one field with ". "', () => {
    const form = fakeForm({ name: '', contactData: {} });
    const left = applyServerErrors(
      form,
      new ApiError(422, [
        { path: 'name', message: 'Too long' },
        { path: 'contactData.phone', message: 'Bad phone' },
        { path: 'name', message: 'Taken' },
      ]),
    );
    expect(form.errors).toEqual({ name: 'Too long. Taken', contactData: 'Bad phone' });
    expect(left).toBeNull();
  });

  it('returns items without a path, or on no field of the form, for the failure alert', () => {
    const form = fakeForm({ name: '' });
    const left = applyServerErrors(
      form,
      new ApiError(422, [
        { message: 'Whole body wrong' },
        { path: 'body', message: 'Expected object' },
        { path: 'name', message: 'Required' },
      ]),
    );
    expect(form.errors).toEqual({ name: 'Required' });
    expect(left).toEqual({ kind: 'message', message: 'Whole body wrong. Expected object' });
  });

  it('maps a body key to the form field that holds it', () => {
    const form = fakeForm({ hospitals: [] });
    applyServerErrors(form, new ApiError(422, [{ path: 'hospitalIds.1', message: 'Bad id' }]), {
      hospitalIds: 'hospitals',
    });
    expect(form.errors).toEqual({ hospitals: 'Bad id' });
  });

  it('keeps field errors already shown', () => {
    const form = fakeForm({ name: '', email: '' });
    form.errors = { email: 'Invalid email' };
    applyServerErrors(form, new ApiError(422, [{ path: 'name', message: 'Taken' }]));
    expect(form.errors).toEqual({ email: 'Invalid email', name: 'Taken' });
  });

  it('leaves other failures whole: a message, or a failed connection', () => {
    const form = fakeForm({ name: '' });
    expect(applyServerErrors(form, new ApiError(409, 'Already exists'))).toEqual({
      kind: 'message',
      message: 'Already exists',
    });
    expect(applyServerErrors(form, new NetworkError('Failed to fetch'))).toEqual({
      kind: 'connection',
    });
    expect(form.setErrors).not.toHaveBeenCalled();
  });
});

describe('toFormValues', () => {
  it("reads a record's fields into the form's shape, null as empty", () => {
    const record = { name: 'Mercy', phone: null, id: 'x' };
    expect(toFormValues({ name: '', phone: '' }, record)).toEqual({ name: 'Mercy', phone: '' });
  });
});
