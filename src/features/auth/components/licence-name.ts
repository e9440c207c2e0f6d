export interface PersonName {
  firstName: string;
  middleName: string;
  lastName: string;
}

/**
 * A licence holder's name as the look-up returns it, 'Last, First Middle' (API.md §4.4): the text
 * before ', ' is the last name; of the rest, the first word is the first name and the remainder
 * the middle name.
 */
export function splitLicenceName(name: string): PersonName {
  const comma = name.indexOf(',');
  const lastName = comma === -1 ? '' : name.slice(0, comma).trim();
  const given = (comma === -1 ? name : name.slice(comma + 1)).trim().split(/\s+/).filter(Boolean);
  const [firstName = '', ...middle] = given;
  return { firstName, middleName: middle.join(' '), lastName };
}
