import { and, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { loginResponse, startSession } from '../auth/session';
import { callerOf, type Caller } from '../plugins/access';
import { roleAccess, staff, states, wallets } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { findState } from '../reference/nigeria';
import { readUpload, storeFile } from '../services/uploads';
import type { Services } from '../services';
import { staffOf } from './representations';
import type { Handlers } from './types';

const today = () => new Date().toISOString().slice(0, 10);

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

  /** A staff member of the caller's state; anyone else's answers 404, whoever asks. */
  const staffInState = async (id: string, stateId: string) => {
    const [row] = await db.select({ id: staff.id }).from(staff).where(and(eq(staff.id, id), eq(staff.stateId, stateId)));
    if (!row) throw notFound('Staff');
    return row.id;
  };

  /**
   * staff.update lets a caller change someone's email, and so take over their account through a password reset: it
   * must not reach accounts that hold more than the caller does. A super-admin's profile is changed only by
   * super-admins, the state owner's only by the owner (or a super-admin); everyone may change their own.
   */
  const assertMayChangeAccount = async (caller: Caller, id: string) => {
    if (id === caller.staffId || caller.isSuperAdmin) return;
    const [target] = await db
      .select({
        isSuperAdmin: staff.isSuperAdmin,
        isOwner: sql<boolean>`exists (select 1 from ${roleAccess} where ${and(eq(roleAccess.staffId, staff.id), eq(roleAccess.stateId, caller.stateId), eq(roleAccess.isOwner, true))})`,
      })
      .from(staff)
      .where(eq(staff.id, id));
    if (target?.isSuperAdmin) throw forbidden("Only a super-admin can change a super-admin's profile");
    if (target?.isOwner && !caller.isOwner) throw forbidden("Only the state's owner can change the owner's profile");
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
        await tx.insert(roleAccess).values({ staffId: owner.id, stateId: state.id, organisationType: 'State', organisationId: state.id, isOwner: true });
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

    async viewStaff(request) {
      const caller = callerOf(request);
      return staffOf(db, await staffInState(request.params.id, caller.stateId));
    },

    async updateStaff(request) {
      const caller = callerOf(request);
      const id = await staffInState(request.params.id, caller.stateId);
      await assertMayChangeAccount(caller, id);
      const { phoneNumber, addressCoordinates, ...fields } = request.body;
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
      return staffOf(db, id);
    },

    async updateProfilePicture(request) {
      const caller = callerOf(request);
      const id = await staffInState(request.params.id, caller.stateId);
      const upload = await readUpload(request, ['image'], services.config.imageMaxBytes);
      await db.transaction(async (tx) => {
        const file = await storeFile(services, tx, caller.stateId, 'profile-picture', upload);
        await tx.update(staff).set({ profilePictureLocation: file.location }).where(eq(staff.id, id));
      });
      return staffOf(db, id);
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
