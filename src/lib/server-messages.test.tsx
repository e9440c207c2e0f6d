import { act, render, renderHook, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { I18nextProvider } from 'react-i18next';
import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import type { FormErrors } from '@mantine/form';
import {
  duplicateParts,
  hospitalMessages,
  httpErrors,
  httpMessages,
  inviteMessages,
  userFieldSchemas,
  userMessages,
} from '@contract/index';
import { FormFailure } from '@/components/form/form-failure';
import { createSpanishMessagesI18n } from '@/testing/i18n-spanish';
import { ApiError } from './api-client';
import { applyServerErrors, toFormFailure, useSchemaForm } from './forms';
import { notifyError, notifySuccess } from './notify';
import { errorMessage } from './server-messages';

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

describe('server and contract messages in the reader’s language (Spanish)', () => {
  it('FormFailure shows a server message translated, and other text as sent', () => {
    const i18n = createSpanishMessagesI18n();
    const { rerender } = render(
      <MantineProvider>
        <I18nextProvider i18n={i18n}>
          <FormFailure failure={toFormFailure(new ApiError(404, hospitalMessages.notFound))} />
        </I18nextProvider>
      </MantineProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Hospital no encontrado');
    rerender(
      <MantineProvider>
        <I18nextProvider i18n={i18n}>
          <FormFailure failure={{ kind: 'message', message: 'Something else went wrong' }} />
        </I18nextProvider>
      </MantineProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something else went wrong');
  });

  it('puts a translated 422 item on its field and a parametrised one in the alert', () => {
    createSpanishMessagesI18n();
    const form = fakeForm({ email: '' });
    const left = applyServerErrors(
      form,
      new ApiError(422, [
        { path: 'email', message: userMessages.emailTaken },
        { path: 'recipients', message: inviteMessages.emailRegistered('ana@example.org') },
        { path: 'body', message: 'Expected object, received string' },
      ]),
    );
    expect(form.errors).toEqual({ email: 'El correo electrónico ya está registrado' });
    expect(left).toEqual({
      kind: 'message',
      message:
        'Correo electrónico ya registrado: ana@example.org. Expected object, received string',
    });
  });

  it('translates each item of a message-only failure and a function message', () => {
    createSpanishMessagesI18n();
    expect(errorMessage(new ApiError(404, hospitalMessages.missing('h-1')))).toBe(
      'El hospital con ID h-1 no existe en la base de datos.',
    );
    expect(errorMessage(new Error('Unexpected'))).toBe('Unexpected');
  });

  it('translates the 429, the HTTP errors and a duplicate with its fields', () => {
    createSpanishMessagesI18n();
    expect(errorMessage(new ApiError(429, httpMessages.tooManyAttempts(4)))).toBe(
      'Demasiados intentos. Inténtelo de nuevo en 4 minutos.',
    );
    expect(errorMessage(new ApiError(403, httpErrors.forbidden.message))).toBe('Acceso denegado');
    const parts = duplicateParts([{ key: 'phone', value: '(415) 555-1234' }]);
    expect(errorMessage(new ApiError(400, hospitalMessages.duplicate(parts)))).toBe(
      'Ya existe un hospital con teléfono (415) 555-1234.',
    );
  });

  it('gives the contract’s client-side validation messages in the form’s errors translated', () => {
    createSpanishMessagesI18n();
    const schema = z.object({
      firstName: userFieldSchemas.firstName(),
      organization: userFieldSchemas.organization(),
    });
    const { result } = renderHook(() =>
      useSchemaForm(schema, { firstName: 'A', organization: 'x'.repeat(256) }),
    );
    act(() => {
      result.current.validate();
    });
    expect(result.current.errors).toEqual({
      firstName: 'El nombre debe tener entre 2 y 30 caracteres',
      // Zod's own wording for .max(255).
      organization: 'El texto debe tener como máximo 255 caracteres',
    });
  });

  it('shows a server message in a toast translated, the close button too', () => {
    createSpanishMessagesI18n();
    const show = vi.spyOn(notifications, 'show');
    notifySuccess(hospitalMessages.deleted);
    notifyError(hospitalMessages.missing('h-2'), { title: 'No se pudo eliminar' });
    notifyError('Service Unavailable');
    expect(show.mock.calls.map(([options]) => options.message)).toEqual([
      'Hospital eliminado correctamente',
      'El hospital con ID h-2 no existe en la base de datos.',
      'Service Unavailable',
    ]);
    expect(show.mock.calls[0]?.[0].closeButtonProps).toEqual({ 'aria-label': 'Cerrar' });
  });
});
