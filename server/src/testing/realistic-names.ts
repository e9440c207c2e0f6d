/**
 * Deterministic, varied names for volume tests and the search benchmark: hospitals such as
 * "St. Mary Valley Medical Center of Fresno" and physicians such as "Priya K. Okafor".
 */

const hospitalOpenings = [
  'St. Mary',
  'Mercy',
  'Good Samaritan',
  'Sutter',
  'Kaiser Permanente',
  'Providence',
  'Sequoia',
  'Alta Bates',
  'Dignity',
  'Queen of the Valley',
  'John Muir',
  'El Camino',
  'Cedars',
  'Scripps',
  'Sharp',
  'Palomar',
  'Loma Linda',
  'Hoag',
  'Methodist',
  'Adventist',
  'Baptist',
  'Presbyterian',
  "Children's",
  'Shriners',
  'Veterans',
  'Marin',
  'Sonoma',
  'Napa',
  'Highland',
  'Lakeside',
];
const hospitalMiddles = [
  'General',
  'Memorial',
  'Community',
  'Regional',
  'University',
  'Valley',
  'County',
  'Medical',
  'Heart',
  "Women's",
  'Rehabilitation',
  'Behavioral',
  'Orthopedic',
  'Cancer',
  'Trauma',
];
const hospitalEndings = [
  'Hospital',
  'Medical Center',
  'Health Center',
  'Clinic',
  'Infirmary',
  'Hospital Campus',
];
const cities = [
  'San Francisco',
  'Oakland',
  'Fresno',
  'Sacramento',
  'San Jose',
  'Redding',
  'Eureka',
  'Modesto',
  'Stockton',
  'Bakersfield',
  'Riverside',
  'San Diego',
  'Ventura',
  'Salinas',
  'Chico',
  'Merced',
  'Visalia',
  'Petaluma',
  'Santa Rosa',
  'Vallejo',
  'Berkeley',
  'Daly City',
  'Hayward',
  'Fremont',
];

const firstNames = [
  'Aaliyah',
  'Abdul',
  'Adriana',
  'Ahmed',
  'Aiko',
  'Alejandro',
  'Amara',
  'Ana',
  'Andrei',
  'Anil',
  'Beatriz',
  'Benjamin',
  'Carlos',
  'Chen',
  'Chioma',
  'Daniel',
  'Deepa',
  'Diego',
  'Dmitri',
  'Elena',
  'Emeka',
  'Emily',
  'Fatima',
  'Francisco',
  'Grace',
  'Hana',
  'Hiroshi',
  'Ibrahim',
  'Ines',
  'Isabel',
  'James',
  'Jin',
  'Jose',
  'Kavya',
  'Kenji',
  'Laila',
  'Liam',
  'Lucia',
  'Mai',
  'Maria',
  'Mark',
  'Mary',
  'Mateo',
  'Mei',
  'Mohammed',
  'Nadia',
  'Nikolai',
  'Noah',
  'Olga',
  'Omar',
  'Priya',
  'Rafael',
  'Rosa',
  'Samuel',
  'Sara',
  'Sofia',
  'Tariq',
  'Thanh',
  'Valentina',
  'Wei',
  'Yusuf',
  'Zara',
];
const middleInitials = ['A.', 'B.', 'C.', 'D.', 'E.', 'J.', 'K.', 'L.', 'M.', 'R.', 'S.', 'T.'];
const lastNames = [
  'Abebe',
  'Adeyemi',
  'Alvarez',
  'Andersson',
  'Bautista',
  'Brown',
  'Castillo',
  'Chang',
  'Chen',
  'Cohen',
  'Dang',
  'Das',
  'Dubois',
  'Edwards',
  'Fernandez',
  'Fischer',
  'Garcia',
  'Gonzalez',
  'Gupta',
  'Hernandez',
  'Ivanov',
  'Jackson',
  'Johnson',
  'Kim',
  'Kowalski',
  'Kumar',
  'Lee',
  'Lopez',
  'Martinez',
  'Mendoza',
  'Morales',
  'Nakamura',
  'Nguyen',
  'Novak',
  'Okafor',
  'Okonkwo',
  'Olsen',
  'Patel',
  'Petrov',
  'Ramirez',
  'Reyes',
  'Rossi',
  'Santos',
  'Schmidt',
  'Shah',
  'Silva',
  'Singh',
  'Smith',
  'Sokolov',
  'Tanaka',
  'Torres',
  'Tran',
  'Vargas',
  'Wang',
  'Williams',
  'Wong',
  'Yamamoto',
];

/** A small deterministic generator (mulberry32), so runs are comparable. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(next: () => number, list: readonly T[]): T => {
  const item = list[Math.floor(next() * list.length)];
  if (item === undefined) throw new Error('pick: empty list');
  return item;
};

export function realisticHospitalNames(count: number, seed = 1): string[] {
  const next = random(seed);
  const seen = new Set<string>();
  const names: string[] = [];
  while (names.length < count) {
    const base = `${pick(next, hospitalOpenings)} ${pick(next, hospitalMiddles)} ${pick(next, hospitalEndings)}`;
    let name = next() < 0.6 ? `${base} of ${pick(next, cities)}` : base;
    if (seen.has(name.toLowerCase())) name = `${name} ${names.length}`;
    seen.add(name.toLowerCase());
    names.push(name);
  }
  return names;
}

interface PersonName {
  firstName: string;
  middleName: string | null;
  lastName: string;
}

export function realisticPhysicianNames(count: number, seed = 2): PersonName[] {
  const next = random(seed);
  return Array.from({ length: count }, () => ({
    firstName: pick(next, firstNames),
    middleName: next() < 0.4 ? pick(next, middleInitials) : null,
    lastName:
      next() < 0.15 ? `${pick(next, lastNames)}-${pick(next, lastNames)}` : pick(next, lastNames),
  }));
}
