import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from '../../public/locales/en/common.json';
import { baseI18nOptions } from '@/i18n/config';

/**
 * A Spanish instance over the real English file with a few Spanish server messages, for tests of
 * where the SPA shows the server's and the contract's messages. It becomes react-i18next's
 * instance, which toasts and form helpers read.
 */
export function createSpanishMessagesI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    ...baseI18nOptions,
    supportedLngs: ['en', 'es'],
    lng: 'es',
    resources: {
      en: { common },
      es: {
        common: {
          common: { close: 'Cerrar' },
          catalogs: { tabs: { allergies: 'Alergias', medications: 'Medicamentos' } },
          messages: {
            field: {
              emailShape: 'Correo electrónico no válido',
              passwordLength: 'La contraseña debe tener al menos 8 caracteres',
              tooLong: 'El texto debe tener como máximo {{maximum}} caracteres',
            },
            http: {
              forbidden: 'Acceso denegado',
              tooManyAttempts: 'Demasiados intentos. Inténtelo de nuevo en {{minutes}} minutos.',
            },
            hospital: {
              notFound: 'Hospital no encontrado',
              missing: 'El hospital con ID {{id}} no existe en la base de datos.',
              duplicate: 'Ya existe un hospital con {{parts}}.',
              deleted: 'Hospital eliminado correctamente',
            },
            physician: { duplicate: 'Ya existe un médico con {{parts}}.' },
            patient: {
              listItemMissing:
                'El elemento de {{key}} con ID {{id}} no existe en la base de datos.',
            },
            params: {
              and: '{{first}} y {{second}}',
              fieldValue: '{{field}} {{value}}',
              fieldNames: { name: 'nombre', address: 'dirección', phone: 'teléfono' },
            },
            user: {
              firstNameLength: 'El nombre debe tener entre 2 y 30 caracteres',
              emailTaken: 'El correo electrónico ya está registrado',
            },
            invite: { emailRegistered: 'Correo electrónico ya registrado: {{address}}' },
          },
        },
      },
    },
    initAsync: false,
  });
  return instance;
}
