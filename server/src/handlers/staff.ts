import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { hashPassword } from '../auth/passwords';
import { loginResponse, startSession } from '../auth/session';
import { callerOf, scopeOf } from '../plugins/access';
import { roleAccess, staff, states, wallets } from '../db/schema';
import { badRequest, conflict, notFound } from '../errors';
import { findState } from '../reference/nigeria';
import { readUpload, withStoredFile } from '../services/uploads';
import type { Services } from '../services';
import type { Mail } from '../services/mail';
import { searchStaff } from '../data/staff';
import { pickFields } from './fields';
import { staffOf } from './representations';
import type { BodyOf, Handlers } from './types';

const today = () => new Date().toISOString().slice(0, 10);

/** The profile fields updateStaff copies as sent; phone number and coordinates are shaped on the way in. */
const staffProfileFields = [
  'title',
  'firstName',
  'lastName',
  'middleName',
  'username',
  'email',
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
] as const satisfies readonly (keyof BodyOf<'updateStaff'>)[];

/** Told to the old address, so a take-over through a changed email cannot go unnoticed. */
const emailChangedNotice = (oldEmail: string, newEmail: string): Mail => ({
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

  const taken = async (column: 'email' | 'username' | 'phoneNumber', value: string, exceptId?: string) => {
    const match =
      column === 'phoneNumber' ? eq(staff.phoneNumber, value) : sql`lower(${staff[column]}) = ${value.trim().toLowerCase()}`;
    const [row] = await db
      .select({ id: staff.id })
      .from(staff)
      .where(exceptId ? and(match, sql`${staff.id} <> ${exceptId}`) : match)
      .limit(1);
    return Boolean(row);
  };

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
        const [state] = await tx.insert(states).values({ name: reference.name, accountStatus: 'Unverified' }).returning({ id: states.id });
        if (!state) throw new Error('State not created');
        const [owner] = await tx
          .insert(staff)
          .values({
            stateId: state.id,
            title: body.title,
            firstName: body.firstName.trim(),
            lastName: body.lastName.trim(),
            middleName: body.middleName?.trim() || null,
            email: body.email.trim(),
            username: body.username.trim(),
            phoneNumber: body.phoneNumber.number,
            gender: body.gender,
            passwordHash,
            staffType: 'Non-Teaching',
          })
          .returning({ id: staff.id });
        if (!owner) throw new Error('Staff not created');
        await tx.update(states).set({ ownerId: owner.id }).where(eq(states.id, state.id));
        await tx.insert(roleAccess).values({ staffId: owner.id, stateId: state.id, organisationType: 'State', organisationId: state.id });
        await tx.insert(wallets).values({ stateId: state.id });
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

    async searchStaff(request) {
      return searchStaff(scopeOf(request), callerOf(request), request.query);
    },

    async viewStaff(request) {
      const member = await scopeOf(request).findMember(request.params.id);
      return staffOf(db, member.id, seenFrom(request));
    },

    // x-target: account: the access layer has checked that the caller may change this account.
    async updateStaff(request) {
      const { id } = request.params;
      const member = await scopeOf(request).findMember(id);
      const { phoneNumber, addressCoordinates } = request.body;
      const fields = pickFields(request.body, staffProfileFields);
      if (fields.dob && fields.dob > today()) throw badRequest('Date of birth cannot be in the future', 'dob');
      if (fields.email && (await taken('email', fields.email, id))) throw conflict('Email already taken', 'email');
      if (fields.username && (await taken('username', fields.username, id))) throw conflict('Username already taken', 'username');
      if (phoneNumber && (await taken('phoneNumber', phoneNumber.number, id))) throw conflict('Phone Number already in use', 'phoneNumber');
      await db
        .update(staff)
        .set({
          ...fields,
          ...(phoneNumber && { phoneNumber: phoneNumber.number }),
          ...(addressCoordinates !== undefined && { addressCoordinates }),
        })
        .where(eq(staff.id, id));
      if (fields.email && fields.email.toLowerCase() !== member.email.toLowerCase()) {
        await services.mailer.send(emailChangedNotice(member.email, fields.email));
      }
      return staffOf(db, id, seenFrom(request));
    },

    // x-target: account, as updateStaff.
    async updateProfilePicture(request) {
      const scope = scopeOf(request);
      const member = await scope.findMember(request.params.id);
      const upload = await readUpload(request, ['image'], services.config.imageMaxBytes);
      await withStoredFile(services, scope, callerOf(request), 'profile-picture', upload, async (tx, file) => {
        // Read under the row lock, so two uploads at once each remove the picture the other replaced.
        const [previous] = await tx.db.select({ location: staff.profilePictureLocation }).from(staff).where(eq(staff.id, member.id)).for('update');
        await tx.db.update(staff).set({ profilePictureLocation: file.location }).where(eq(staff.id, member.id));
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
      const [row] = await db.update(staff).set({ isSuperAdmin: true }).where(eq(staff.id, request.body.staffId)).returning({ id: staff.id });
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
      await db.update(staff).set({ currentRoleAccessId: access.id }).where(eq(staff.id, caller.staffId));
      return loginResponse(services, caller.staffId, caller.familyId);
    },
  };
}
