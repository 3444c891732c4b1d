import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { hashPassword } from '../auth/passwords';
import { loginResponse, startSession } from '../auth/session';
import { revokeAllRefreshTokens } from '../auth/tokens';
import { callerOf, scopeOf } from '../plugins/access';
import { recordedWrites } from '../db/audit';
import { districts, roleAccess, roles, schools, staff, states } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { findState } from '../reference/nigeria';
import { readUpload, withStoredFile } from '../services/uploads';
import type { Services } from '../services';
import type { Mail } from '../services/mail';
import { checkStaffDates, isSchoolPost, schoolPosts, searchStaff, staffPlaceOf, staffValueTaken, type StaffPlaces, type UniqueStaffField } from '../data/staff';
import { checkStaffUnique } from '../data/staffImport';
import { nameOf, textOrNull } from '../data/values';
import { checkMayHandOut, giveRole } from '../data/roles';
import { issueResetCode } from '../services/resetCodes';
import { staffStatisticsReport } from '../services/statistics';
import { pickFields } from './fields';
import { staffOf, staffTermsOf } from '../data/representations';
import type { BodyOf, Handlers } from '../contractTypes';

/** The fields of the staff form both createStaff and updateStaff copy as sent. */
const staffDetailFields = [
  'title',
  'gender',
  'dob',
  'address',
  'tescomNumber',
  'oracleNumber',
  'subebNumber',
  'countryOfOrigin',
  'stateOfOrigin',
  'localGovernmentOfOrigin',
  'countryOfResidence',
  'stateOfResidence',
  'localGovernmentOfResidence',
  'areaOfSpecialization',
  'dateOfEmployment',
  'dateOfLastPromotion',
  'dateOfFirstAppointment',
  'dateOfPresentAppointment',
  'lastDateOfPosting',
  'maritalStatus',
] as const satisfies readonly (keyof BodyOf<'updateStaff'> & keyof BodyOf<'createStaff'>)[];

/** The parts of a staff member's place of origin (or residence) that `record` holds. */
const placesOf = (record: StaffPlaces, kind: 'Origin' | 'Residence') =>
  Object.fromEntries(
    ([`countryOf${kind}`, `stateOf${kind}`, `localGovernmentOf${kind}`] as const).filter((field) => record[field] !== undefined).map((field) => [field, record[field]]),
  );

/** The profile fields updateStaff copies as sent; phone number, coordinates and status are shaped on the way in. */
const staffProfileFields = [
  ...staffDetailFields,
  'firstName',
  'lastName',
  'middleName',
  'username',
  'email',
] as const satisfies readonly (keyof BodyOf<'updateStaff'>)[];

/** The fields createStaff copies as sent; names, phone number and placement are checked on the way in. */
const staffInputFields = [...staffDetailFields, 'addressCoordinates', 'staffType'] as const satisfies readonly (keyof BodyOf<'createStaff'>)[];

/** How a new staff member learns of their account and sets a password: the existing reset flow, with a code. */
export const welcome = (publicUrl: string, member: { firstName: string; email: string }, reset: { id: string; code: string }, minutes: number): Mail => {
  const resetLink = `${publicUrl}/password/update-password-otp?${new URLSearchParams({ email: member.email, resetCodeId: reset.id })}`;
  return {
    to: member.email,
    subject: 'Your state education portal account',
    text: [
      `Hello ${member.firstName},`,
      '',
      'An account on the state education portal has been created for you. To choose your password, use this reset code:',
      '',
      `    ${reset.code}`,
      '',
      `Enter it at ${resetLink} within ${minutes} minutes; it can be used once. If it has expired, ask for a new code at ${publicUrl}/forgot-password with this email address.`,
    ].join('\n'),
  };
};

/** Told to the old address, so a take-over through a changed email cannot go unnoticed. */
export const emailChangedNotice = (oldEmail: string, newEmail: string): Mail => ({
  to: oldEmail,
  subject: 'The email address of your portal account was changed',
  text: `The email address of your state education portal account was changed from ${oldEmail} to ${newEmail}.\n\nIf you did not ask for this, contact your state administrator at once.`,
});

/** Whose view of the staff member `params.id` a call answers: the caller's own whole one, else their state's side. */
const seenFrom = (request: FastifyRequest<{ Params: { id: string } }>) => {
  return request.params.id === callerOf(request).staffId ? undefined : scopeOf(request).stateId;
};

export function staffHandlers(services: Services): Handlers {
  const { db } = services;

  const taken = (column: UniqueStaffField, value: string, exceptId?: string) => staffValueTaken(db, column, value, exceptId);

  return {
    async registerStateAdmin(request, reply) {
      const body = request.body;
      const reference = findState(body.stateName);
      if (!reference) throw badRequest("Choose one of Nigeria's 36 states or the Federal Capital Territory", 'stateName');
      const [existingState] = await db.select({ id: states.id }).from(states).where(eq(states.name, reference.name));
      if (existingState) throw conflict(`${reference.name} already has an account on the portal`, 'stateName');
      if (await taken('email', body.email)) throw conflict('Email already taken', 'email');
      if (await taken('username', body.username)) throw conflict('Username already taken', 'username');
      if (await taken('phoneNumber', body.phoneNumber.number)) throw conflict('Phone Number already in use', 'phoneNumber');
      const passwordHash = await hashPassword(body.password);
      const staffId = await db.transaction(async (tx) => {
        const writes = recordedWrites(tx);
        const [state] = await writes.insert(states, { name: reference.name, accountStatus: 'Unverified' });
        if (!state) throw new Error('State not created');
        const [owner] = await writes.insert(staff, {
          stateId: state.id,
          title: body.title,
          firstName: nameOf(body.firstName, 'firstName'),
          lastName: nameOf(body.lastName, 'lastName'),
          middleName: textOrNull(body.middleName),
          email: body.email.trim(),
          username: body.username.trim(),
          phoneNumber: body.phoneNumber.number,
          gender: body.gender,
          passwordHash,
          staffType: 'Non-Teaching',
        });
        if (!owner) throw new Error('Staff not created');
        await writes.update(states, eq(states.id, state.id), { ownerId: owner.id });
        await writes.insert(roleAccess, { staffId: owner.id, stateId: state.id, organisationType: 'State', organisationId: state.id });
        return owner.id;
      });
      reply.status(201);
      return startSession(services, reply, staffId);
    },

    async usernameExists(request) {
      return { exists: await taken('username', request.params.v) };
    },
    async emailExists(request) {
      return { exists: await taken('email', request.params.v) };
    },
    async phoneNumberExists(request) {
      const digits = request.params.v.replace(/\D/g, '').slice(-10);
      return { exists: digits.length === 10 && (await taken('phoneNumber', digits)) };
    },

    async searchStaff(request, reply) {
      // The database wrote the answer as JSON text; Fastify sends JSON text as it is.
      reply.type('application/json; charset=utf-8');
      return searchStaff(scopeOf(request), callerOf(request), request.query);
    },

    async createStaff(request, reply) {
      const scope = scopeOf(request);
      const caller = callerOf(request);
      const body = request.body;
      const fields = pickFields(body, staffInputFields);
      const person = {
        firstName: nameOf(body.firstName, 'firstName'),
        lastName: nameOf(body.lastName, 'lastName'),
        middleName: textOrNull(body.middleName),
        email: body.email.trim(),
        username: body.username.trim(),
        phoneNumber: body.phoneNumber.number,
      };
      checkStaffDates(fields);
      Object.assign(fields, staffPlaceOf(fields, 'Origin'), staffPlaceOf(fields, 'Residence'));
      if (body.schoolRole !== undefined && !isSchoolPost(body.schoolRole)) throw badRequest('Choose Principal or Vice Principal', 'schoolRole');
      if (body.schoolRole && !body.schoolId) throw badRequest('Choose the school of this post', 'schoolId');
      await checkStaffUnique(scope, { ...fields, ...person }, await staffTermsOf(scope));
      const school = body.schoolId ? await scope.findOwned(schools, body.schoolId, 'School') : undefined;
      const district = body.districtId ? await scope.findOwned(districts, body.districtId, 'District') : undefined;
      if (school && district && school.districtId !== district.id) throw badRequest('The school is not in this district', 'schoolId');
      const role = body.roleId ? await scope.findOwned(roles, body.roleId, 'Role') : undefined;
      if (role && role.organisationId !== caller.organisationId) throw notFound('Role');
      // Whoever creates an account chooses its email, so they may give it only what they hold themselves.
      if (role) checkMayHandOut(caller, role.permissions);
      const passwordHash = await hashPassword(crypto.randomUUID());
      // The welcome is kept in the outbox in the transaction that creates the member, so it exists exactly when they do.
      const { member, mails } = await scope.transaction(async (tx) => {
        const [created] = await tx.insertOwned(staff, {
          ...fields,
          ...person,
          title: fields.title ?? 'Mr',
          passwordHash,
          accountStatus: 'ResetPassword',
          districtId: district?.id ?? school?.districtId ?? null,
          schoolId: school?.id ?? null,
        });
        if (!created) throw new Error('Staff not created');
        if (role) {
          await tx.insertOwned(roleAccess, { staffId: created.id, organisationType: caller.organisationType, organisationId: caller.organisationId, roleId: role.id });
        }
        if (school && body.schoolRole && isSchoolPost(body.schoolRole)) {
          await tx.updateOwned(schools, school.id, { [schoolPosts[body.schoolRole]]: created.id }, 'School');
        }
        const reset = await issueResetCode(tx.db, services.config, created.email.toLowerCase(), created.id);
        return { member: created, mails: await services.mailer.queue(tx.db, [welcome(services.config.publicUrl, created, reset, services.config.resetCodeMinutes)]) };
      });
      await services.mailer.deliver(mails);
      reply.status(201);
      return staffOf(db, member.id, scope.stateId);
    },

    async viewStaffStatistics(request) {
      return staffStatisticsReport(scopeOf(request));
    },

    async viewStaff(request) {
      const member = await scopeOf(request).findMember(request.params.id);
      return staffOf(db, member.id, seenFrom(request));
    },

    // x-target: account: the access layer has checked that the caller may change this account.
    async updateStaff(request) {
      const { id } = request.params;
      const scope = scopeOf(request);
      const member = await scope.findMember(id);
      const { phoneNumber, addressCoordinates } = request.body;
      const fields = pickFields(request.body, staffProfileFields);
      // Names are stored as createStaff stores them: trimmed, one space between words, a blank middle name none.
      if (fields.firstName !== undefined) fields.firstName = nameOf(fields.firstName, 'firstName');
      if (fields.lastName !== undefined) fields.lastName = nameOf(fields.lastName, 'lastName');
      if (fields.middleName !== undefined) fields.middleName = textOrNull(fields.middleName);
      const { accountStatus } = request.body;
      checkStaffDates({ ...member, ...fields }, fields);
      // A changed place is checked with the parts not sent as they stand (a new local government against the state on
      // record), and written as the reference data spells it. A place sent back as it is stays, even one from before
      // places were checked: a form saving something else is not refused for it.
      for (const kind of ['Origin', 'Residence'] as const) {
        const [sent, onRecord] = [placesOf(fields, kind), placesOf(member, kind)];
        if (Object.entries(sent).every(([field, value]) => value === onRecord[field])) continue;
        const checked = staffPlaceOf({ ...onRecord, ...sent }, kind);
        for (const field of [`stateOf${kind}`, `localGovernmentOf${kind}`] as const) if (fields[field]) fields[field] = checked[field] ?? fields[field];
      }
      // x-allow-self lets anyone edit their own profile; their standing is for someone else to decide.
      if (accountStatus && id === callerOf(request).staffId) throw forbidden('You cannot change the status of your own account');
      await checkStaffUnique(scope, { ...fields, phoneNumber }, await staffTermsOf(scope), id);
      await db.transaction(async (tx) => {
        await recordedWrites(tx).update(staff, eq(staff.id, id), {
          ...fields,
          ...(phoneNumber && { phoneNumber: phoneNumber.number }),
          ...(addressCoordinates !== undefined && { addressCoordinates }),
          ...(accountStatus && { accountStatus }),
        });
        // Suspending ends every sign-in at once: no refresh token of theirs is honoured again.
        if (accountStatus === 'Suspended') await revokeAllRefreshTokens(tx, id);
      });
      if (fields.email && fields.email.toLowerCase() !== member.email.toLowerCase()) {
        await services.mailer.send(emailChangedNotice(member.email, fields.email));
      }
      return staffOf(db, id, seenFrom(request));
    },

    // x-target: account, as updateStaff.
    async assignStaffRole(request) {
      const scope = scopeOf(request);
      await giveRole(scope, callerOf(request), request.params.id, request.body.roleId);
      return staffOf(db, request.params.id, seenFrom(request));
    },

    // x-target: account, as updateStaff.
    async updateProfilePicture(request) {
      const scope = scopeOf(request);
      const member = await scope.findMember(request.params.id);
      const upload = await readUpload(request, ['image'], services.config.imageMaxBytes);
      await withStoredFile(services, scope, callerOf(request), 'profile-picture', upload, async (tx, file) => {
        // Read under the row lock, so two uploads at once each remove the picture the other replaced.
        const [previous] = await tx.db.select({ location: staff.profilePictureLocation }).from(staff).where(eq(staff.id, member.id)).for('update');
        await recordedWrites(tx.db).update(staff, eq(staff.id, member.id), { profilePictureLocation: file.location });
        return previous?.location;
      });
      return staffOf(db, member.id, seenFrom(request));
    },

    async lastTimeActive(request) {
      const caller = callerOf(request);
      const [row] = await db.select({ lastTimeActive: staff.lastTimeActive }).from(staff).where(eq(staff.id, caller.staffId));
      return { lastTimeActive: row?.lastTimeActive?.toISOString() ?? null };
    },

    async authorizeSuperAdmin(request) {
      const [row] = await recordedWrites(db).update(staff, eq(staff.id, request.body.staffId), { isSuperAdmin: true });
      if (!row) throw notFound('Staff');
      return staffOf(db, row.id);
    },

    async switchRoleAccess(request) {
      const caller = callerOf(request);
      const [access] = await db
        .select({ id: roleAccess.id })
        .from(roleAccess)
        .where(and(eq(roleAccess.id, request.params.id), eq(roleAccess.staffId, caller.staffId)));
      if (!access) throw notFound('Role access');
      await recordedWrites(db).update(staff, eq(staff.id, caller.staffId), { currentRoleAccessId: access.id });
      return loginResponse(services, caller.staffId, caller.familyId);
    },
  };
}
