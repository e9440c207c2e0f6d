import { and, between, eq, or, sql, type SQL } from 'drizzle-orm';
import { containsText, searchWords } from '../../lib/search';
import { patients } from './patients.table';

export interface PatientListFilter {
  term?: string | undefined;
  physicianId?: string | undefined;
  hospitalId?: string | undefined;
}

const UUID_TEMPLATE = 'xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx';

/**
 * The ids a case-insensitive prefix can start, as a range of the primary key: the prefix padded
 * with the lowest and the highest digits. A uuid compares as its bytes, in the order of its
 * hex text, so the range holds exactly the ids whose text starts with the prefix, and the
 * primary key's index answers it on both engines. Null when no id can start with it.
 */
export function idPrefixRange(term: string): { low: string; high: string } | null {
  const prefix = term.toLowerCase();
  if (prefix.length > UUID_TEMPLATE.length) return null;
  for (let i = 0; i < prefix.length; i += 1) {
    const expected = UUID_TEMPLATE[i];
    const char = prefix[i] ?? '';
    if (expected === '-' ? char !== '-' : !/[0-9a-f]/.test(char)) return null;
  }
  const rest = UUID_TEMPLATE.slice(prefix.length);
  return { low: prefix + rest.replace(/x/g, '0'), high: prefix + rest.replace(/x/g, 'f') };
}

function idStartsWith(term: string): SQL {
  const range = idPrefixRange(term);
  return range ? between(patients.id, range.low, range.high) : sql`false`;
}

/**
 * API.md §4.6. PHI on: one word matches first or last name (contains, case-insensitive, through
 * the trigram indexes) or the start of the id; several words: the first name contains the first
 * and the last name the last. PHI off: the term is a prefix of the id. Nameless patients are
 * listed, and the physician and hospital filters apply in both modes.
 */
export function patientListWhere(filter: PatientListFilter, collectPhi: boolean): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  const term = filter.term?.trim() ?? '';
  if (term !== '') {
    if (!collectPhi) {
      conditions.push(idStartsWith(term));
    } else {
      const words = searchWords(term);
      const [first] = words;
      const last = words.at(-1);
      if (words.length === 1 && first) {
        conditions.push(
          or(
            containsText(patients.firstName, first),
            containsText(patients.lastName, first),
            idStartsWith(first),
          ),
        );
      } else if (first && last) {
        conditions.push(containsText(patients.firstName, first));
        conditions.push(containsText(patients.lastName, last));
      }
    }
  }
  if (filter.physicianId) conditions.push(eq(patients.physicianId, filter.physicianId));
  if (filter.hospitalId) conditions.push(eq(patients.hospitalId, filter.hospitalId));
  return and(...conditions);
}
