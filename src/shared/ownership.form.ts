// The pure part of transferring the state's rights: the form's values and what the signed-out owner is told.
import type { StaffSuggestion } from '../machines/staffAutocomplete.machine';

/** The chosen staff member: the new owner, or the staff member made a super-admin. */
export type StaffChoiceValues = { staff: StaffSuggestion | null };

/** Whom the owner's session says goodbye to: the login page tells them why they were signed out. */
export const transferredReason = (newOwnerName: string) => `You handed the state's rights to ${newOwnerName}. Sign in again to continue.`;
