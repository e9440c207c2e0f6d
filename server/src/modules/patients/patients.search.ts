import { and, between, eq, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { containsText, searchWords } from '../../lib/search';
import { patientNames, patients } from './patients.table';

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
 * listed, and the physician and hospital filters apply in both modes. The list sends
 * patientListMatch, which selects the same rows faster; this is its reference.
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

/**
 * `lower(column) LIKE '%word%'` (containsText) said another way: the column's lower-cased value
 * is one of the names in patient_names that contain the word. patient_names holds exactly the
 * names patients bear (kept by triggers in the writing transaction), so the two select the same
 * rows; this one is answered by the trigram index
 * on the few hundred thousand distinct names and then an index-only scan of the column's
 * name-key index (patients.table.ts, patientNames), without visiting the matching rows.
 */
function nameKeyContains(column: AnyColumn, word: string): SQL {
  const namesContaining = containsText(patientNames.name, word);
  return sql`lower(${column}) = any(array(select ${patientNames.name} from ${patientNames} where ${namesContaining}))`;
}

/**
 * The same rows as `patientListWhere`, as conditions whose matches are united: a one-word name
 * search (PHI on) is three (first name, last name, id prefix), each answered index-only, so a
 * common surname is counted exactly without reading its rows; anything else is one condition.
 * Undefined when nothing is filtered.
 */
export function patientListMatch(
  filter: PatientListFilter,
  collectPhi: boolean,
): SQL[] | undefined {
  const words = collectPhi ? searchWords(filter.term) : [];
  const [word] = words;
  if (words.length !== 1 || !word) {
    const where = patientListWhere(filter, collectPhi);
    return where ? [where] : undefined;
  }
  const others = patientListWhere({ ...filter, term: undefined }, collectPhi);
  return [
    nameKeyContains(patients.firstName, word),
    nameKeyContains(patients.lastName, word),
    idStartsWith(word),
  ].map((condition) => (others ? (and(condition, others) ?? condition) : condition));
}
