import { PASSWORD_MIN_LENGTH } from '@contract/auth';

/** SPEC §5's five criteria, in the order the meter lists them. */
export const passwordCriteria = [
  { key: 'digit', test: (value: string) => /[0-9]/.test(value) },
  { key: 'lowercase', test: (value: string) => /[a-z]/.test(value) },
  { key: 'uppercase', test: (value: string) => /[A-Z]/.test(value) },
  // Anything outside a–z, A–Z and 0–9 counts, as in the server's rule (API.md §1.5).
  { key: 'special', test: (value: string) => /[^a-zA-Z0-9]/.test(value) },
  { key: 'length', test: (value: string) => value.length >= PASSWORD_MIN_LENGTH },
] as const;

export type PasswordCriterion = (typeof passwordCriteria)[number]['key'];

/** The share of criteria met, 0 to 100 in steps of 20. */
export function passwordStrength(value: string): number {
  const met = passwordCriteria.filter((criterion) => criterion.test(value)).length;
  return (met * 100) / passwordCriteria.length;
}

/** SPEC §5: teal at 100, yellow above 50, orange above 20, else red. */
export function strengthColor(strength: number): 'teal' | 'yellow' | 'orange' | 'red' {
  if (strength >= 100) return 'teal';
  if (strength > 50) return 'yellow';
  if (strength > 20) return 'orange';
  return 'red';
}
