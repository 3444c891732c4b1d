// The district calls: the search the district lists, the school form and the staff filters read; one district for
// its info pages; creating a district with its administrator; a super-admin's approval or rejection.
import { and, eq, isNull } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { districts, roleAccess, roles, staff } from '../db/schema';
import type { Scope } from '../db/scoped';
import { districtAdministratorRole, districtNameOf, districtOf, searchDistrictRecords } from '../data/districts';
import { staffValueTaken } from '../data/staff';
import { geoPointOf, nameOf, sameName } from '../data/values';
import { badRequest, conflict } from '../errors';
import { callerOf, scopeOf, statesSearched } from '../plugins/access';
import { findLocalGovernment, findState } from '../reference/nigeria';
import { issueResetCode } from '../services/resetCodes';
import type { Services } from '../services';
import { welcome } from './staff';
import type { Handlers } from '../contractTypes';

/** Changes a pending district of the scope's state; one already decided answers 409, another state's 404. */
async function decidePending(scope: Scope, id: string, values: Pick<typeof districts.$inferInsert, 'accountStatus' | 'reviewNote'>) {
  const district = await scope.findOwned(districts, id, 'District');
  const [decided] = await scope.updateOwnedWhere(districts, and(eq(districts.id, id), eq(districts.accountStatus, 'pending')), values);
  if (!decided) throw conflict(`This district is already ${district.accountStatus}`, 'districtId');
  return decided;
}

export function districtHandlers(services: Services): Handlers {
  const { db } = services;
  return {
    async searchDistricts(request) {
      const { accountStatus, state, searchTerm, limit } = request.query;
      const states = await statesSearched(request, districts, { state });
      return searchDistrictRecords(scopeOf(request), states, { accountStatus, searchTerm, limit: limit ?? 1000 });
    },

    async viewDistrict(request) {
      return districtOf(scopeOf(request), request.params.id);
    },

    async createDistrict(request, reply) {
      const scope = scopeOf(request);
      const body = request.body;
      const name = districtNameOf(body.name);
      const state = await scope.findState();
      if (body.country !== state.country) throw badRequest(`A district lies in its state's country, ${state.country}`, 'country');
      if (findState(body.state)?.name !== state.name) throw badRequest(`A district lies in the state that creates it, ${state.name}`, 'state');
      const localGovernment = findLocalGovernment(state.name, body.localGovernment);
      if (!localGovernment) throw badRequest(`Choose a local government of ${state.name}`, 'localGovernment');
      const address = body.address.trim();
      if (address.length < 3) throw badRequest('This field must be more than 2 characters', 'address');
      const emails = [...new Set((body.districtEmails ?? []).map((email) => email.trim().toLowerCase()))];
      const phoneNumbers = [...new Map((body.districtPhoneNumbers ?? []).map((phone) => [phone.number, phone])).values()];
      const given = body.administrator;
      const administrator = {
        title: given.title ?? 'Mr',
        firstName: nameOf(given.firstName, 'administrator.firstName'),
        lastName: nameOf(given.lastName, 'administrator.lastName'),
        username: given.username.trim(),
        email: given.email.trim(),
        phoneNumber: given.phoneNumber.number,
      };
      if (await scope.findOwnedWhere(districts, sameName(districts.name, name))) throw conflict(`${name} already exists in ${state.name}`, 'name');
      if (await staffValueTaken(db, 'email', administrator.email)) throw conflict('Email already taken', 'administrator.email');
      if (await staffValueTaken(db, 'username', administrator.username)) throw conflict('Username already taken', 'administrator.username');
      if (await staffValueTaken(db, 'phoneNumber', administrator.phoneNumber)) throw conflict('Phone Number already in use', 'administrator.phoneNumber');
      // The administrator sets their own password through the reset code; this one is never known to anyone.
      const passwordHash = await hashPassword(crypto.randomUUID());
      const { districtId, mails } = await scope.transaction(async (tx) => {
        const [district] = await tx.insertOwned(districts, {
          name,
          country: state.country,
          localGovernment,
          address,
          addressCoordinates: body.addressCoordinates ? geoPointOf(body.addressCoordinates, 'addressCoordinates') : null,
          phoneNumbers,
          emails,
          accountStatus: 'pending',
          createdById: callerOf(request).staffId,
        });
        if (!district) throw new Error('District not created');
        const [member] = await tx.insertOwned(staff, { ...administrator, passwordHash, accountStatus: 'ResetPassword', staffType: 'Non-Teaching', districtId: district.id });
        if (!member) throw new Error('Administrator not created');
        await tx.insertOwned(roleAccess, { staffId: member.id, organisationType: 'District', organisationId: district.id });
        const reset = await issueResetCode(tx.db, services.config, member.email.toLowerCase(), member.id);
        const mail = welcome(services.config.publicUrl, member, reset, services.config.resetCodeMinutes);
        return { districtId: district.id, mails: await services.mailer.queue(tx.db, [mail]) };
      });
      await services.mailer.deliver(mails);
      reply.status(201);
      return districtOf(scope, districtId);
    },

    async verifyDistrict(request) {
      const scope = scopeOf(request);
      const id = request.body.districtId;
      await scope.transaction(async (tx) => {
        await decidePending(tx, id, { accountStatus: 'approved', reviewNote: null });
        const [role] = await tx.insertOwned(roles, { ...districtAdministratorRole, organisationId: id });
        if (!role) throw new Error('Role not created');
        // The administrators named at creation held a role access without a role: now they may run the district.
        await tx.updateOwnedWhere(roleAccess, and(eq(roleAccess.organisationId, id), isNull(roleAccess.roleId)), { roleId: role.id });
      });
      return districtOf(scope, id);
    },

    async rejectDistrict(request) {
      const scope = scopeOf(request);
      const note = request.body.note.trim();
      if (!note) throw badRequest('This Field is required', 'note');
      const decided = await decidePending(scope, request.body.districtId, { accountStatus: 'rejected', reviewNote: note });
      return districtOf(scope, decided.id);
    },
  };
}
