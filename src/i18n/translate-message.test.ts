import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { catalogMessages, patientMessages, hospitalMessages } from '@contract/index';
import common from '../../public/locales/en/common.json';
import { baseI18nOptions } from './config';
import { translateMessage } from './translate-message';

/** A Spanish instance over the real English file, with a few Spanish messages. */
function spanish(): TFunction {
  const instance = i18next.createInstance();
  void instance.init({
    ...baseI18nOptions,
    supportedLngs: ['en', 'es'],
    lng: 'es',
    resources: {
      en: { common },
      es: {
        common: {
          messages: {
            hospital: {
              notFound: 'Hospital no encontrado',
              missing: 'El hospital con ID {{id}} no existe en la base de datos.',
            },
            patient: {
              required: 'Obligatorio',
              invalidDate: 'Fecha no válida',
              listItemMissing: '{{key}} con ID {{id}} no existe en la base de datos.',
            },
            catalog: { duplicate: '{{name}} ya existe, así que no se cambió nada.' },
          },
        },
      },
    },
    initAsync: false,
  });
  return instance.t;
}

describe('translateMessage', () => {
  const t = spanish();

  it('translates a contract message sent as is', () => {
    expect(translateMessage(t, hospitalMessages.notFound)).toBe('Hospital no encontrado');
    expect(translateMessage(t, patientMessages.required)).toBe('Obligatorio');
  });

  it('translates a function message, keeping the values it carried', () => {
    expect(translateMessage(t, hospitalMessages.missing('a1b2'))).toBe(
      'El hospital con ID a1b2 no existe en la base de datos.',
    );
    expect(translateMessage(t, catalogMessages.duplicate('Peanut. Tree nut'))).toBe(
      'Peanut. Tree nut ya existe, así que no se cambió nada.',
    );
  });

  it('translates a text several groups share by the key that has a translation', () => {
    // 'Invalid date' is auditMessages.invalidInstant first, which has no Spanish here.
    expect(translateMessage(t, patientMessages.invalidDate)).toBe('Fecha no válida');
  });

  it('prefers the more specific template when two match', () => {
    // 'Hospital with ID x …' also matches '{{key}} with ID {{id}} …'.
    expect(translateMessage(t, patientMessages.listItemMissing('allergies', '42'))).toBe(
      'allergies con ID 42 no existe en la base de datos.',
    );
    expect(translateMessage(t, patientMessages.hospitalMissing('42'))).toBe(
      'El hospital con ID 42 no existe en la base de datos.',
    );
  });

  it('shows a message without a translation in English, and any other text as sent', () => {
    expect(translateMessage(t, hospitalMessages.deleted)).toBe(hospitalMessages.deleted);
    expect(translateMessage(t, 'Something the reference server said')).toBe(
      'Something the reference server said',
    );
    expect(translateMessage(t, `x ${hospitalMessages.notFound}`)).toBe(
      `x ${hospitalMessages.notFound}`,
    );
  });

  it('leaves English as the contract wrote it', () => {
    const english = i18next.createInstance();
    void english.init({ ...baseI18nOptions, resources: { en: { common } }, initAsync: false });
    for (const text of [
      hospitalMessages.missing('7'),
      patientMessages.listItemMissing('conditions', '9'),
    ])
      expect(translateMessage(english.t, text)).toBe(text);
  });
});
