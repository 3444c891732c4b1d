// The demo state's staff: several hundred people with realistic Nigerian names (Yoruba, Igbo, Hausa, and from the
// South-South and Middle Belt), every field of the staff form filled, spread over the demo schools. Made by a
// seeded generator, so every fresh demo holds the same people.
import { findState } from '../reference/nigeria';
import type { Coordinates } from './schema';
import type { components } from '../../../src/api/schema.gen';

type Schemas = components['schemas'];

/** A small, fast generator with a fixed seed (mulberry32): the same sequence on every start. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const between = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  return { next, pick, between };
}

type Random = ReturnType<typeof seededRandom>;

type People = { states: string[]; male: string[]; female: string[]; surnames: string[]; titles?: { male: Schemas['Title'][]; female: Schemas['Title'][] } };

const peoples: People[] = [
  {
    states: ['Lagos', 'Ogun', 'Oyo', 'Osun', 'Ondo', 'Ekiti'],
    male: ['Adebayo', 'Olumide', 'Babatunde', 'Oluwaseun', 'Adewale', 'Kayode', 'Femi', 'Segun', 'Tunde', 'Ayodeji', 'Gbenga', 'Olusegun', 'Kunle', 'Damilola', 'Tobi'],
    female: ['Funmilayo', 'Adebimpe', 'Yetunde', 'Folake', 'Titilayo', 'Bukola', 'Omolara', 'Kemi', 'Abisola', 'Temitope', 'Modupe', 'Ronke', 'Bisi', 'Morenike', 'Ayomide'],
    surnames: ['Adeyemi', 'Ogunleye', 'Balogun', 'Adebayo', 'Oyelaran', 'Akinola', 'Ogunbiyi', 'Fashola', 'Adesanya', 'Olaniyan', 'Oladipo', 'Babatunde', 'Afolabi', 'Ilori', 'Ojo', 'Salami', 'Lawal', 'Akande'],
  },
  {
    states: ['Anambra', 'Enugu', 'Imo', 'Abia', 'Ebonyi'],
    male: ['Chinedu', 'Emeka', 'Obinna', 'Ikechukwu', 'Chukwuemeka', 'Nnamdi', 'Uchenna', 'Kelechi', 'Chidi', 'Ifeanyi', 'Tochukwu', 'Somto'],
    female: ['Chiamaka', 'Ngozi', 'Adaeze', 'Nneka', 'Chioma', 'Ifeoma', 'Uchechi', 'Amarachi', 'Obiageli', 'Chinwe', 'Ebere', 'Ogechi'],
    surnames: ['Okafor', 'Okonkwo', 'Eze', 'Nwosu', 'Obi', 'Nwachukwu', 'Okeke', 'Onyekachi', 'Ibe', 'Uzor', 'Anyanwu', 'Chukwu', 'Nwankwo', 'Ogbonna'],
  },
  {
    states: ['Kano', 'Kaduna', 'Katsina', 'Sokoto', 'Bauchi', 'Zamfara'],
    male: ['Ibrahim', 'Yusuf', 'Abubakar', 'Musa', 'Aliyu', 'Sani', 'Usman', 'Bashir', 'Nasiru', 'Lawan', 'Kabiru', 'Shehu'],
    female: ['Aisha', 'Halima', 'Hauwa', 'Zainab', 'Fatima', 'Amina', 'Hadiza', 'Maryam', 'Rukayya', 'Safiya', 'Bilkisu', 'Jamila'],
    titles: { male: ['Alhaji', 'Alhaji'], female: ['Alhaja', 'Alhaja'] },
    surnames: ['Abubakar', 'Bello', 'Yakubu', 'Danjuma', 'Sule', 'Garba', 'Mohammed', 'Umar', 'Lawal', 'Idris', 'Shehu', 'Aminu', 'Dikko', 'Tanko'],
  },
  {
    states: ['Edo', 'Delta', 'Rivers', 'Cross River', 'Akwa Ibom', 'Benue', 'Kogi'],
    male: ['Osagie', 'Efe', 'Ovie', 'Tamuno', 'Ekpenyong', 'Terver', 'Ojonugwa', 'Ebi', 'Etim', 'Idowu', 'Ochuko'],
    female: ['Osaretin', 'Ese', 'Oghenekaro', 'Ibiere', 'Arit', 'Doosuur', 'Enyo', 'Ebiere', 'Nkoyo', 'Mfon', 'Onyeka'],
    surnames: ['Osagie', 'Omoregie', 'Edeh', 'Okoro', 'Briggs', 'Akpan', 'Etim', 'Tiv', 'Ogbe', 'Egbe', 'Ighalo', 'Ameh', 'Ukpong', 'Orji'],
  },
];

const maleTitles: Schemas['Title'][] = ['Mr', 'Mr', 'Mr', 'Mr', 'Dr', 'Engr', 'Chief', 'Pastor'];
const femaleTitles: Schemas['Title'][] = ['Mrs', 'Mrs', 'Mrs', 'Miss', 'Ms', 'Dr'];
const teachingAreas = ['Mathematics', 'English Language', 'Basic Science', 'Biology', 'Chemistry', 'Physics', 'Civic Education', 'Economics', 'Geography', 'Yoruba', 'Igbo', 'Hausa', 'French', 'Literature in English', 'Agricultural Science', 'Computer Studies', 'Fine Arts', 'Physical and Health Education'];
const nonTeachingAreas = ['Accounting', 'Administration', 'Library Science', 'Guidance and Counselling', 'Information Technology', 'Laboratory Technology', 'Human Resources', 'Records Management'];
const streets = ['Allen Avenue', 'Ikorodu Road', 'Herbert Macaulay Way', 'Awolowo Road', 'Adeniran Ogunsanya Street', 'Isaac John Street', 'Ogunlana Drive', 'Agege Motor Road', 'Ojuelegba Road', 'Adetokunbo Ademola Street', 'Bode Thomas Street', 'Kudirat Abiola Way'];
const maritalStatuses = ['Married', 'Married', 'Married', 'Single', 'Single', 'Widowed', 'Divorced', 'Separated'] as const satisfies readonly Schemas['MaritalStatus'][];

const day = (year: number, random: Random) => `${year}-${String(random.between(1, 12)).padStart(2, '0')}-${String(random.between(1, 28)).padStart(2, '0')}`;
/** A date `years` after `date` (in that later year), or `date` itself for none: never before it. */
const later = (date: string, years: number, random: Random) => (years > 0 ? day(Number(date.slice(0, 4)) + years, random) : date);

/** Where a staff member lives: an address in the local government of their workplace, near its coordinates. */
function residenceIn(localGovernment: string, random: Random) {
  const coordinates: Coordinates = { coordinates: [Number((6.45 + random.next() * 0.2).toFixed(5)), Number((3.25 + random.next() * 0.3).toFixed(5))] };
  return {
    address: `${random.between(1, 120)} ${random.pick(streets)}, ${localGovernment}, Lagos`,
    addressCoordinates: coordinates,
    countryOfResidence: 'Nigeria',
    stateOfResidence: 'Lagos',
    localGovernmentOfResidence: localGovernment,
  };
}

/** The fields of the staff form beyond a person's name and contact: origin, residence, career dates, numbers. */
export function staffDetails(random: Random, n: number, options: { stateOfOrigin: string; localGovernment: string; staffType: Schemas['StaffType']; dateOfEmployment: string }) {
  const origin = findState(options.stateOfOrigin);
  const { dateOfEmployment } = options;
  // Every later date falls in a year already over, so none lies in the future.
  const employedYears = 2025 - Number(dateOfEmployment.slice(0, 4));
  return {
    ...residenceIn(options.localGovernment, random),
    countryOfOrigin: 'Nigeria',
    stateOfOrigin: origin?.name ?? options.stateOfOrigin,
    localGovernmentOfOrigin: origin ? random.pick(origin.lgas) : null,
    subebNumber: `SB/${String(n).padStart(5, '0')}`,
    areaOfSpecialization: random.pick(options.staffType === 'Teaching' ? teachingAreas : nonTeachingAreas),
    dateOfFirstAppointment: dateOfEmployment,
    dateOfPresentAppointment: later(dateOfEmployment, Math.max(0, Math.min(employedYears, random.between(0, 8))), random),
    dateOfLastPromotion: later(dateOfEmployment, Math.max(0, Math.min(employedYears, random.between(2, 12))), random),
    lastDateOfPosting: later(dateOfEmployment, Math.max(0, Math.min(employedYears, random.between(0, 10))), random),
    maritalStatus: random.pick(maritalStatuses),
  };
}

export type Workplace = { districtId: string; schoolId: string | null; localGovernment: string };

const joinedFrom = Date.UTC(2025, 0, 1);
const joiningSpan = 540 * 86_400_000;

/** `count` people, the `n`-th numbered from `first`, each at one of `workplaces` in turn. */
export function demoStaff(count: number, first: number, workplaces: Workplace[]) {
  const random = seededRandom(2026);
  return Array.from({ length: count }, (_, index) => {
    const n = first + index;
    const workplace = workplaces[index % workplaces.length] as Workplace;
    const people = random.pick(peoples);
    const gender = random.next() < 0.55 ? ('female' as const) : ('male' as const);
    const firstName = random.pick(gender === 'female' ? people.female : people.male);
    const lastName = random.pick(people.surnames);
    const middleName = random.pick(gender === 'female' ? people.female : people.male);
    // Staff of a district office (no school) run it; most in a school teach.
    const staffType: Schemas['StaffType'] = workplace.schoolId && random.next() < 0.82 ? 'Teaching' : 'Non-Teaching';
    const born = random.between(1966, 1998);
    const dateOfEmployment = day(Math.min(2025, born + random.between(23, 32)), random);
    const handle = `${firstName}.${lastName}${n}`.toLowerCase();
    const status = random.next();
    return {
      title: random.pick(gender === 'female' ? [...femaleTitles, ...(people.titles?.female ?? [])] : [...maleTitles, ...(people.titles?.male ?? [])]),
      firstName,
      lastName,
      username: handle,
      email: `${handle}@lagos.edu.test`,
      phoneNumber: `8${random.pick(['03', '05', '07', '08', '13', '16'])}4${String(n).padStart(6, '0')}`,
      gender,
      dob: day(born, random),
      staffType,
      accountStatus: (status < 0.9 ? 'Active' : status < 0.96 ? 'ResetPassword' : 'Suspended') as Schemas['AccountStatus'],
      dateOfEmployment,
      oracleNumber: `OR${300000 + n}`,
      tescomNumber: `TS/${String(7000 + n)}`,
      districtId: workplace.districtId,
      schoolId: workplace.schoolId,
      ...staffDetails(random, n, { stateOfOrigin: random.pick(people.states), localGovernment: workplace.localGovernment, staffType, dateOfEmployment }),
      middleName,
      // Joined the portal over the past year and a half, oldest first, so "newest first" has one order.
      createdAt: new Date(joinedFrom + (index * joiningSpan) / count),
    };
  });
}

/** Schools the demo adds to the first eight: five in each approved district, of every category. */
export const demoSchools: { name: string; category: Schemas['SchoolCategory']; district: number }[] = [
  { name: 'Agege Model College', category: 'Junior and Senior Secondary', district: 0 },
  { name: 'Orile Agege Primary School', category: 'Primary', district: 0 },
  { name: 'Dopemu Technical College', category: 'Technical', district: 0 },
  { name: 'Ketu Community Grammar School', category: 'Junior Secondary', district: 1 },
  { name: 'Ogudu Senior Academy', category: 'Senior Secondary', district: 1 },
  { name: 'Kosofe Special School', category: 'Special Needs', district: 1 },
  { name: 'Victoria Island Girls College', category: 'Junior and Senior Secondary', district: 2 },
  { name: 'Lekki Nursery School', category: 'Nursery', district: 2 },
  { name: 'Ajah Comprehensive High School', category: 'Senior Secondary', district: 2 },
  { name: 'Yaba Government College', category: 'Junior and Senior Secondary', district: 3 },
  { name: 'Ebute Metta Primary School', category: 'Primary', district: 3 },
  { name: 'Iwaya Technical College', category: 'Technical', district: 3 },
];
