// The database schema. Every record that belongs to a state carries `stateId`, and every query a handler makes
// is scoped by it (see server/src/plugins/access.ts): that is how another state's record answers 404.
import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { components } from '../../../src/api/schema.gen';
import { foldedSql } from './folding';

type Schemas = components['schemas'];

const id = () => uuid('id').primaryKey().defaultRandom();
/** Bytes as PostgreSQL's bytea (node-postgres answers a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export type PhoneNumber = { code: '+234'; number: string };
/** [latitude, longitude] */
export type Coordinates = { coordinates: number[] };
/** Only the state's own value is stored; the default comes from the code, so renaming a default needs no migration. */
export type StateTerminologyValues = Partial<Record<'district' | 'oracleNumber' | 'subebNumber' | 'tescomNumber', string | null>>;

export const states = pgTable('states', {
  id: id(),
  name: text('name').notNull().unique(),
  country: text('country').notNull().default('Nigeria'),
  accountStatus: text('account_status').$type<Schemas['AccountStatus']>().notNull().default('Unverified'),
  reviewNote: text('review_note'),
  /** The state's registrant, or whoever received the transferred rights: holds every permission of the state. The one record of ownership. */
  ownerId: uuid('owner_id'),
  logoLocation: text('logo_location'),
  address: text('address'),
  addressCoordinates: jsonb('address_coordinates').$type<Coordinates | null>(),
  emails: jsonb('emails').$type<string[]>().notNull().default([]),
  phoneNumbers: jsonb('phone_numbers').$type<PhoneNumber[]>().notNull().default([]),
  motto: text('motto'),
  terminologies: jsonb('terminologies').$type<StateTerminologyValues>().notNull().default({}),
  // Settings are typed by the contract; only what the state set is stored, the defaults come from the code.
  retirementParameters: jsonb('retirement_parameters').$type<Partial<Schemas['RetirementParameters']>>().notNull().default({}),
  finalGrades: jsonb('final_grades').$type<Schemas['Grade'][]>().notNull().default([]),
  globalAssessment: jsonb('global_assessment').$type<Schemas['GlobalAssessment'][]>().notNull().default([]),
  affectiveDomain: jsonb('affective_domain').$type<Schemas['DomainItem'][]>().notNull().default([]),
  psychomotorSkill: jsonb('psychomotor_skill').$type<Schemas['DomainItem'][]>().notNull().default([]),
  reportCardConfigurations: jsonb('report_card_configurations').$type<Partial<Schemas['ReportCardConfiguration']>>().notNull().default({}),
  reportCardBilling: jsonb('report_card_billing').$type<Partial<Schemas['ReportCardBilling']>>().notNull().default({}),
  createdAt: createdAt(),
});

export const districts = pgTable(
  'districts',
  {
    id: id(),
    stateId: uuid('state_id').notNull().references(() => states.id),
    name: text('name').notNull(),
    country: text('country').notNull().default('Nigeria'),
    localGovernment: text('local_government').notNull(),
    address: text('address').notNull(),
    addressCoordinates: jsonb('address_coordinates').$type<Coordinates | null>(),
    phoneNumbers: jsonb('phone_numbers').$type<PhoneNumber[]>().notNull().default([]),
    emails: jsonb('emails').$type<string[]>().notNull().default([]),
    accountStatus: text('account_status').$type<Schemas['DistrictStatus']>().notNull().default('pending'),
    reviewNote: text('review_note'),
    createdById: uuid('created_by_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('districts_state_name').on(t.stateId, t.name), index('districts_state_status').on(t.stateId, t.accountStatus)],
);

export const schools = pgTable(
  'schools',
  {
    id: id(),
    stateId: uuid('state_id').notNull().references(() => states.id),
    districtId: uuid('district_id').references(() => districts.id),
    name: text('name').notNull(),
    category: text('category').$type<Schemas['SchoolCategory']>().notNull(),
    address: text('address'),
    addressCoordinates: jsonb('address_coordinates').$type<Coordinates | null>(),
    localGovernment: text('local_government'),
    principalId: uuid('principal_id'),
    vicePrincipalId: uuid('vice_principal_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('schools_state_name').on(t.stateId, t.name), index('schools_district').on(t.districtId)],
);

type StaffSearchColumns = Record<
  'firstName' | 'lastName' | 'middleName' | 'username' | 'email' | 'phoneNumber' | 'oracleNumber' | 'tescomNumber' | 'subebNumber',
  AnyPgColumn
>;

/**
 * What a staff search term is matched in: names, username, email, phone and the three staff numbers, folded (accents
 * and case set aside, db/folding.ts) in one text. Stored as a generated column (`search_text`) that the trigram index covers: the index only narrows the
 * candidates, and each one is checked against the text again, which from the column is a read instead of nine
 * concatenations and a lower-casing (half a search's time for a common name).
 */
const staffSearchText = (t: StaffSearchColumns) =>
  foldedSql(sql`${t.firstName} || ' ' || ${t.lastName} || ' ' || coalesce(${t.middleName}, '') || ' ' || ${t.username} || ' ' || ${t.email} || ' ' || ${t.phoneNumber} || ' ' || coalesce(${t.oracleNumber}, '') || ' ' || coalesce(${t.tescomNumber}, '') || ' ' || coalesce(${t.subebNumber}, '')`);

export const staff = pgTable(
  'staff',
  {
    id: id(),
    stateId: uuid('state_id').notNull().references(() => states.id),
    districtId: uuid('district_id').references(() => districts.id),
    schoolId: uuid('school_id').references(() => schools.id),
    title: text('title').$type<Schemas['Title']>().notNull().default('Mr'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    middleName: text('middle_name'),
    username: text('username').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    passwordHash: text('password_hash').notNull(),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    accountStatus: text('account_status').$type<Schemas['AccountStatus']>().notNull().default('Active'),
    staffType: text('staff_type').$type<Schemas['StaffType']>(),
    gender: text('gender'),
    dob: date('dob'),
    address: text('address'),
    addressCoordinates: jsonb('address_coordinates').$type<Coordinates | null>(),
    tescomNumber: text('tescom_number'),
    oracleNumber: text('oracle_number'),
    subebNumber: text('subeb_number'),
    countryOfOrigin: text('country_of_origin'),
    stateOfOrigin: text('state_of_origin'),
    localGovernmentOfOrigin: text('local_government_of_origin'),
    countryOfResidence: text('country_of_residence'),
    stateOfResidence: text('state_of_residence'),
    localGovernmentOfResidence: text('local_government_of_residence'),
    areaOfSpecialization: text('area_of_specialization'),
    dateOfEmployment: date('date_of_employment'),
    dateOfLastPromotion: date('date_of_last_promotion'),
    dateOfFirstAppointment: date('date_of_first_appointment'),
    dateOfPresentAppointment: date('date_of_present_appointment'),
    lastDateOfPosting: date('last_date_of_posting'),
    maritalStatus: text('marital_status').$type<Schemas['MaritalStatus']>(),
    profilePictureLocation: text('profile_picture_location'),
    /** The role access the staff member works in now; a super-admin's also names the state they switched to. */
    currentRoleAccessId: uuid('current_role_access_id'),
    lastTimeActive: timestamp('last_time_active', { withTimezone: true }),
    createdAt: createdAt(),
    searchText: text('search_text').generatedAlwaysAs((): SQL => staffSearchText(staff)),
  },
  (t) => [
    uniqueIndex('staff_email').on(sql`lower(${t.email})`),
    uniqueIndex('staff_username').on(sql`lower(${t.username})`),
    uniqueIndex('staff_phone').on(t.phoneNumber),
    index('staff_state').on(t.stateId, t.lastName, t.firstName),
    // The staff search: its default order (newest first), its most used filters, and the search term by trigrams,
    // so a page of a state with 100,000 staff is read without scanning them all.
    index('staff_state_created').on(t.stateId, t.createdAt, t.id),
    // District and gender, the list's most used pair of filters: their count is an index-only scan, and their page
    // is read newest first from the index without sorting.
    index('staff_state_district_gender').on(t.stateId, t.districtId, t.gender, t.createdAt, t.id),
    index('staff_school').on(t.schoolId),
    index('staff_state_employment').on(t.stateId, t.dateOfEmployment),
    index('staff_search_text').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const permissions = pgTable('permissions', {
  operation: text('operation').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  category: text('category').notNull(),
  restriction: text('restriction').notNull(),
  /** The kinds of organisation whose roles may hold it (the catalogue's `heldBy`). */
  heldBy: text('held_by').array().notNull().default(sql`'{State}'::text[]`),
});

export const roles = pgTable(
  'roles',
  {
    id: id(),
    stateId: uuid('state_id').notNull().references(() => states.id),
    organisationId: uuid('organisation_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('roles_organisation_name').on(t.organisationId, sql`lower(${t.name})`)],
);

/** What a staff member may do in one organisation (a state, a district or a school). */
export const roleAccess = pgTable(
  'role_access',
  {
    id: id(),
    staffId: uuid('staff_id').notNull().references(() => staff.id, { onDelete: 'cascade' }),
    stateId: uuid('state_id').notNull().references(() => states.id),
    organisationType: text('organisation_type').$type<'State' | 'District' | 'School'>().notNull(),
    organisationId: uuid('organisation_id').notNull(),
    roleId: uuid('role_id').references(() => roles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('role_access_staff_org').on(t.staffId, t.organisationId), index('role_access_role').on(t.roleId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    familyId: uuid('family_id').notNull(),
    staffId: uuid('staff_id').notNull().references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family').on(t.familyId)],
);

/**
 * Counters of what one client did in a window, one row a key: a sign-in's failures (`login:…`, with the lock they
 * earned) and a rate-limited operation's requests (`rate:<policy>:<address>`), shared by every instance of the server.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

export const resetCodes = pgTable('reset_codes', {
  id: id(),
  /** Null when the address has no account: the caller is told nothing different, and no code can ever match. */
  staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** When the mail server took the message. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When the message is next due to the mail server; null once nothing more is to be tried (sent, printed, given up). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    /** The mail server's answer to the last attempt that failed. */
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_due').on(t.nextAttemptAt).where(sql`${t.nextAttemptAt} is not null`)],
);

export const files = pgTable('files', {
  id: id(),
  stateId: uuid('state_id').references(() => states.id),
  purpose: text('purpose').notNull(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  storageKey: text('storage_key').notNull(),
  createdAt: createdAt(),
});

/**
 * The bytes of stored files when the portal runs on PostgreSQL (services/storage.ts), so that every instance behind a
 * load balancer serves a file another stored. The embedded database's files stay in the data directory's folder.
 */
export const storedFileBytes = pgTable('stored_file_bytes', {
  key: uuid('key').primaryKey(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

export const classes = pgTable(
  'classes',
  {
    id: id(),
    stateId: uuid('state_id').notNull().references(() => states.id),
    name: text('name').notNull(),
    description: text('description'),
    classType: text('class_type').$type<Schemas['ClassType']>().notNull(),
    arms: jsonb('arms').$type<string[]>().notNull().default([]),
    /** Whether the state offers the class now; a withdrawn class keeps its students and schemes. */
    offered: boolean('offered').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('classes_state_name').on(t.stateId, sql`lower(${t.name})`)],
);

export const subjects = pgTable(
  'subjects',
  {
    id: id(),
    stateId: uuid('state_id').notNull().references(() => states.id),
    name: text('name').notNull(),
    description: text('description'),
    subjectCode: text('subject_code'),
    /** Whether the state offers the subject now; a withdrawn subject keeps its topics and schemes. */
    offered: boolean('offered').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('subjects_state_name').on(t.stateId, sql`lower(${t.name})`),
    uniqueIndex('subjects_state_code').on(t.stateId, sql`lower(${t.subjectCode})`),
  ],
);

export const topics = pgTable(
  'topics',
  {
    id: id(),
    stateId: uuid('state_id').notNull().references(() => states.id),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('topics_state_name').on(t.stateId, sql`lower(${t.name})`)],
);

export const subjectTopics = pgTable(
  'subject_topics',
  {
    subjectId: uuid('subject_id').notNull().references(() => subjects.id, { onDelete: 'cascade' }),
    topicId: uuid('topic_id').notNull().references(() => topics.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.subjectId, t.topicId] })],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    stateId: uuid('state_id').notNull().references(() => states.id),
    name: text('name').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    isCurrent: boolean('is_current').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sessions_state_name').on(t.stateId, t.name),
    // A state has at most one current session, whatever two requests at once try.
    uniqueIndex('sessions_one_current').on(t.stateId).where(sql`${t.isCurrent}`),
  ],
);

export const terms = pgTable(
  'terms',
  {
    id: id(),
    stateId: uuid('state_id').notNull().references(() => states.id),
    sessionId: uuid('session_id').notNull().references(() => sessions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    isCurrent: boolean('is_current').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('terms_session_name').on(t.sessionId, sql`lower(${t.name})`),
    // … and at most one current term, which lies in the current session.
    uniqueIndex('terms_one_current').on(t.stateId).where(sql`${t.isCurrent}`),
  ],
);

export const events = pgTable(
  'events',
  {
    id: id(),
    stateId: uuid('state_id').notNull().references(() => states.id),
    name: text('name').notNull(),
    eventType: text('event_type').$type<Schemas['EventType']>().notNull().default('Weekend'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('events_state_start').on(t.stateId, t.startDate)],
);

export const schemes = pgTable(
  'schemes',
  {
    id: id(),
    stateId: uuid('state_id').notNull().references(() => states.id),
    sessionId: uuid('session_id').notNull().references(() => sessions.id),
    termId: uuid('term_id').notNull().references(() => terms.id),
    classId: uuid('class_id').notNull().references(() => classes.id),
    subjectId: uuid('subject_id').notNull().references(() => subjects.id),
    weeks: jsonb('weeks').$type<{ week: number; topic: string; description?: string }[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('schemes_unique').on(t.sessionId, t.termId, t.classId, t.subjectId)],
);

/** Notes belong to a session, term, class and subject, whether or not its scheme of work exists yet. */
export const classNotes = pgTable(
  'class_notes',
  {
    id: id(),
    stateId: uuid('state_id').notNull().references(() => states.id),
    schemeId: uuid('scheme_id').references(() => schemes.id, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id').notNull().references(() => subjects.id),
    sessionId: uuid('session_id').notNull().references(() => sessions.id),
    termId: uuid('term_id').notNull().references(() => terms.id),
    classId: uuid('class_id').notNull().references(() => classes.id),
    fileId: uuid('file_id').notNull().references(() => files.id),
    createdAt: createdAt(),
  },
  (t) => [index('class_notes_combination').on(t.stateId, t.subjectId, t.sessionId, t.termId, t.classId)],
);

type StudentSearchColumns = Record<'firstName' | 'lastName' | 'middleName' | 'admissionNumber', AnyPgColumn>;

/** What a student search term is matched in: names and admission number, folded in one text (see staffSearchText). */
const studentSearchText = (t: StudentSearchColumns) =>
  foldedSql(sql`${t.firstName} || ' ' || ${t.lastName} || ' ' || coalesce(${t.middleName}, '') || ' ' || ${t.admissionNumber}`);

export const students = pgTable(
  'students',
  {
    id: id(),
    stateId: uuid('state_id').notNull().references(() => states.id),
    districtId: uuid('district_id').references(() => districts.id),
    schoolId: uuid('school_id').references(() => schools.id),
    classId: uuid('class_id').references(() => classes.id),
    /** One of the class's arms (A, B, …): together they are the student's class and arm. */
    classArm: text('class_arm'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    middleName: text('middle_name'),
    gender: text('gender').notNull(),
    dob: date('dob'),
    admissionNumber: text('admission_number').notNull(),
    admissionDate: date('admission_date'),
    stateOfOrigin: text('state_of_origin'),
    localGovernmentOfOrigin: text('local_government_of_origin'),
    address: text('address'),
    guardianName: text('guardian_name'),
    guardianPhoneNumber: jsonb('guardian_phone_number').$type<PhoneNumber | null>(),
    createdAt: createdAt(),
    searchText: text('search_text').generatedAlwaysAs((): SQL => studentSearchText(students)),
  },
  (t) => [
    // An admission number is the school's: two schools may each have a LAG/2026/0001.
    uniqueIndex('students_school_admission').on(t.schoolId, sql`lower(${t.admissionNumber})`),
    // The student search: its two orders (by name, and the admission register), a school's students by name (the
    // list's most used filter), the class filter, and the search term by trigrams, so a state of 200,000 students is
    // searched without a scan. The state's name order carries the search text, so a term's page can be looked for
    // along it from the index alone (see `termPlan` in data/listPage.ts).
    index('students_school_name').on(t.schoolId, t.lastName, t.firstName, t.id),
    index('students_state_name').on(t.stateId, t.lastName, t.firstName, t.id, t.searchText),
    index('students_state_admission_date').on(t.stateId, t.admissionDate, sql`lower(${t.admissionNumber})`, t.id),
    index('students_class').on(t.classId),
    index('students_search_text').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** A parsed spreadsheet waiting for `create-multiple/{id}`: nothing is created until then, and only once. */
export const uploadBatches = pgTable('upload_batches', {
  id: id(),
  stateId: uuid('state_id').notNull().references(() => states.id),
  kind: text('kind').notNull(),
  errors: jsonb('errors').$type<{ row: number; column: string; message: string }[]>().notNull(),
  createdById: uuid('created_by_id').notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * A batch's rows, one record each (as uploaded, and the body the create inserts when the row has no error), written
 * and read a page at a time: one 10,000-row value would grow the embedded database's memory by hundreds of MB, and
 * WebAssembly memory, once grown, is never given back.
 */
export const uploadBatchRows = pgTable(
  'upload_batch_rows',
  {
    batchId: uuid('batch_id')
      .notNull()
      .references(() => uploadBatches.id, { onDelete: 'cascade' }),
    row: integer('row').notNull(),
    cells: jsonb('cells').$type<Record<string, string>>().notNull(),
    input: jsonb('input').$type<Record<string, unknown>>(),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.row] })],
);

/** One changed field of an audited record; a secret (a password hash, say) is only marked `hidden`, never stored. */
export type AuditField = { field: string; before?: unknown; after?: unknown; hidden?: true };
/** What one write did to one record. */
export type AuditChange = { recordType: string; recordId: string; action: 'created' | 'changed' | 'removed'; fields: AuditField[] };

/**
 * The audit trail: one record per operation that changed anything, written in the same transaction as the change
 * (db/audit.ts). The state, district and school are the changed record's, so a district's or a school's scope can
 * narrow the trail as it narrows everything else. No operation edits or deletes a record.
 */
export const auditRecords = pgTable(
  'audit_records',
  {
    id: uuid('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Who: the caller, or for a signed-out flow (a password reset, a registration) the account it changed. */
    actorId: uuid('actor_id'),
    /** The organisation the caller worked in (their current role access). */
    organisationType: text('organisation_type'),
    organisationId: uuid('organisation_id'),
    operationId: text('operation_id').notNull(),
    recordType: text('record_type').notNull(),
    recordId: text('record_id').notNull(),
    stateId: uuid('state_id'),
    districtId: uuid('district_id'),
    schoolId: uuid('school_id'),
    changes: jsonb('changes').$type<AuditChange[]>().notNull(),
  },
  (t) => [
    index('audit_records_state_at').on(t.stateId, t.at),
    index('audit_records_actor').on(t.actorId, t.at),
    index('audit_records_district').on(t.districtId, t.at),
    index('audit_records_school').on(t.schoolId, t.at),
  ],
);
