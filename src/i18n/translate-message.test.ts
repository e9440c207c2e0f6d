import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  catalogMessages,
  duplicateFieldKeys,
  duplicateParts,
  EMAIL_MESSAGE,
  fieldMessages,
  hospitalMessages,
  httpErrors,
  httpMessages,
  patientMessages,
  physicianMessages,
} from '@contract/index';
import { createSpanishMessagesI18n } from '@/testing/i18n-spanish';
import common from '../../public/locales/en/common.json';
import es from '../../public/locales/es/common.json';
import ru from '../../public/locales/ru/common.json';
import tl from '../../public/locales/tl/common.json';
import zhHans from '../../public/locales/zh-Hans/common.json';
import zhHant from '../../public/locales/zh-Hant/common.json';
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
    // 'Hospital with ID x …' also matches '{{key}} with ID {{id}} …' (the list's name comes from
    // catalogs.tabs, which this instance has only in English).
    expect(translateMessage(t, patientMessages.listItemMissing('allergies', '42'))).toBe(
      'Allergies con ID 42 no existe en la base de datos.',
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

/** An instance over the real English file and one language's real file. */
function realLanguage(lng: string, translations: object): TFunction {
  const instance = i18next.createInstance();
  void instance.init({
    ...baseI18nOptions,
    supportedLngs: ['en', lng],
    lng,
    resources: { en: { common }, [lng]: { common: translations } },
    initAsync: false,
  });
  return instance.t;
}

describe('translateMessage with values the server wrote in English', () => {
  const { t } = createSpanishMessagesI18n();

  it('names the patient list in the reader’s language', () => {
    expect(translateMessage(t, patientMessages.listItemMissing('allergies', '42'))).toBe(
      'El elemento de Alergias con ID 42 no existe en la base de datos.',
    );
    // No Spanish name in this instance: the English list name.
    expect(translateMessage(t, patientMessages.listItemMissing('conditions', '7'))).toBe(
      'El elemento de Conditions con ID 7 no existe en la base de datos.',
    );
  });

  it('rebuilds the duplicate rule’s fields with translated names and the language’s "and"', () => {
    const parts = duplicateParts([
      { key: 'name', value: 'St. Mary and Sons' },
      { key: 'phone', value: '(415) 555-1234' },
    ]);
    expect(translateMessage(t, hospitalMessages.duplicate(parts))).toBe(
      'Ya existe un hospital con nombre St. Mary and Sons y teléfono (415) 555-1234.',
    );
    const three = duplicateParts([
      { key: 'name', value: 'A' },
      { key: 'address', value: '1 Main St' },
      { key: 'phone', value: '(415) 555-1234' },
    ]);
    expect(translateMessage(t, hospitalMessages.duplicate(three))).toBe(
      'Ya existe un hospital con nombre A y dirección 1 Main St y teléfono (415) 555-1234.',
    );
    // No Spanish 'email' here: its English name, the rest translated.
    expect(
      translateMessage(
        t,
        physicianMessages.duplicate(duplicateParts([{ key: 'email', value: 'a@b.co' }])),
      ),
    ).toBe('Ya existe un médico con email a@b.co.');
  });

  it('keeps a value it cannot read as sent', () => {
    expect(translateMessage(t, hospitalMessages.duplicate('colour red'))).toBe(
      'Ya existe un hospital con colour red.',
    );
  });

  it('translates the field rules, the HTTP errors and Zod’s length wording', () => {
    expect(translateMessage(t, EMAIL_MESSAGE)).toBe('Correo electrónico no válido');
    expect(translateMessage(t, fieldMessages.passwordLength)).toBe(
      'La contraseña debe tener al menos 8 caracteres',
    );
    expect(translateMessage(t, httpErrors.forbidden.message)).toBe('Acceso denegado');
    expect(translateMessage(t, httpMessages.tooManyAttempts(15))).toBe(
      'Demasiados intentos. Inténtelo de nuevo en 15 minutos.',
    );
    const tooLong = z.string().max(255).safeParse('x'.repeat(256)).error?.issues[0]?.message;
    expect(tooLong).toBe(fieldMessages.tooLong(255));
    expect(translateMessage(t, tooLong ?? '')).toBe(
      'El texto debe tener como máximo 255 caracteres',
    );
  });

  it('leaves English as the server wrote it', () => {
    const english = realLanguage('en', common);
    const parts = duplicateParts([
      { key: 'name', value: 'A' },
      { key: 'email', value: 'a@b.co' },
    ]);
    for (const text of [
      hospitalMessages.duplicate(parts),
      patientMessages.listItemMissing('medications', '3'),
      httpMessages.tooManyAttempts(2),
    ])
      expect(translateMessage(english, text)).toBe(text);
  });
});

describe('translateMessage in Russian, with the real ru/common.json', () => {
  const t = realLanguage('ru', ru);

  it('translates the list name and the duplicate fields', () => {
    expect(translateMessage(t, patientMessages.listItemMissing('medications', '9'))).toBe(
      'Элемент списка Лекарства с ID 9 отсутствует в базе данных.',
    );
    const parts = duplicateParts([
      { key: 'phone', value: '(415) 555-1234' },
      { key: 'email', value: 'dr@example.com' },
    ]);
    expect(translateMessage(t, physicianMessages.duplicate(parts))).toBe(
      'Врач с такими данными уже существует: телефон (415) 555-1234 и адрес электронной почты dr@example.com.',
    );
  });

  it('translates the 429 without a plural form to choose', () => {
    expect(translateMessage(t, httpMessages.tooManyAttempts(3))).toBe(
      'Слишком много попыток. Повторите попытку через 3 мин.',
    );
  });
});

describe('every language’s common.json', () => {
  const files = { es, ru, 'zh-Hans': zhHans, 'zh-Hant': zhHant, tl };
  const parts = duplicateParts(
    duplicateFieldKeys.map((key) => ({ key, value: key === 'email' ? 'x@y.co' : '1' })),
  );

  it.each(Object.entries(files))(
    '%s: a duplicate message and a list name leave no English word behind',
    (lng, file) => {
      const t = realLanguage(lng, file);
      const duplicate = translateMessage(t, hospitalMessages.duplicate(parts));
      expect(duplicate).not.toBe(hospitalMessages.duplicate(parts));
      expect(duplicate).not.toMatch(/\band\b/);
      for (const key of duplicateFieldKeys) {
        // A glossary may keep a word in English on purpose (Tagalog: address, e-mail).
        const name: string = file.messages.params.fieldNames[key];
        if (!name.includes(key)) expect(duplicate).not.toMatch(new RegExp(`\\b${key}\\b`));
        expect(duplicate).toContain(name);
      }
      const missing = translateMessage(t, patientMessages.listItemMissing('allergies', '1'));
      expect(missing).not.toMatch(/allergies/i);
    },
  );
});

describe('the catalogs’ refusal and merge messages [ours, issue 23]', () => {
  const files = { es, ru, 'zh-Hans': zhHans, 'zh-Hant': zhHant, tl };

  it.each(Object.entries(files))(
    '%s: the in-use refusal keeps the name and the count, in the language',
    (lng, file) => {
      const t = realLanguage(lng, file);
      const english = catalogMessages.inUse('Warfarin', '3');
      const translated = translateMessage(t, english);
      expect(translated).not.toBe(english);
      expect(translated).toContain('Warfarin');
      expect(translated).toContain('3');
      expect(translateMessage(t, catalogMessages.mergeTypeMismatch)).not.toBe(
        catalogMessages.mergeTypeMismatch,
      );
    },
  );

  it('reads the Spanish refusal as a Spanish reader expects', () => {
    const t = realLanguage('es', es);
    expect(translateMessage(t, catalogMessages.inUse('Warfarina', '3'))).toBe(
      'Warfarina no se puede eliminar: expedientes de pacientes que la tienen: 3. Fusiónela con otra entrada en su lugar.',
    );
  });
});
