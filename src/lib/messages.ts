// The words the product shows, from SPEC sections 2, 5 and 8, kept in one place so views, machines and tests agree.

/** Form messages of SPEC section 5. */
export const validationMessages = {
  required: 'This Field is required',
  emailInvalid: 'E-mail must be valid',
  passwordRequired: 'Enter password.',
  passwordRule: 'Min. 8 characters with at least one capital letter, a number and a special character.',
  phoneDigits: 'Please put in only the last ten digits of your phone number.',
  nameTooShort: 'This field must be more than 2 characters',
  usernameRequired: 'Username is required',
  percentage: 'Number has to be between 0 and 100',
  districtNameTooLong: 'District Name must not be more than 15 characters',
  stateRequired: 'State is required',
  localGovernmentRequired: 'Local Government is required',
  emailTaken: 'Email already taken',
  phoneTaken: 'Phone Number already in use',
  formInvalid: 'Validation failed: Please ensure all fields are filled correctly',
  // The specification leaves these open; the wording follows the ones above.
  usernameTooShort: 'Username must be more than 5 characters',
  usernameCharacters: 'Username may contain only letters, numbers, dots, underscores and hyphens',
  usernameTaken: 'Username already taken',
  passwordsDiffer: 'Passwords do not match',
  codeDigits: 'Enter the 6-digit code from your email',
  dobInFuture: 'Date of birth cannot be in the future',
  dateInPast: 'Choose today or a later date',
  dateInvalid: 'Enter a valid date',
  minimumAboveMaximum: 'The minimum mark must not be more than the maximum mark',
} as const;

/** Success messages of SPEC section 8. */
export const successMessages = {
  classCreated: 'Class Created Successfully',
  classUpdated: 'Class Updated Successfully',
  roleCreated: 'Role Created Successfully',
  roleUpdated: 'Role Updated Successfully',
  roleDeleted: 'Role Deleted Successfully',
  subjectCreated: 'Subject Created Successfully',
  staffCreated: 'Staff Created Successfully',
  studentCreated: 'Student Created Successfully',
  /** The specification names no message for a student's update; this one says it in the same words. */
  studentUpdated: 'Student Updated Successfully',
  schoolCreated: 'School Created Successfully',
  districtCreated: 'District Created Successfully',
  districtApproved: 'District Approved',
  districtRejected: 'District Rejected',
  passwordUpdated: 'Password Updated Successfully',
  resetCodeSent: 'Reset Code Has Been Sent To Your Email',
  loginSuccessful: 'Login Successful',
  profileUpdated: 'Profile Updated Successfully',
  profilePictureUpdated: 'Profile Picture Updated Successfully',
  stateProfileUpdated: 'State Profile Updated Successfully',
  terminologiesUpdated: 'Terminologies Updated Successfully',
  configurationsUpdated: 'Updated Configurations Successfully',
  configurationSaved: 'Configuration changes saved successfully',
  transferSuccessful: 'Transfer Successfully',
} as const;

/** The holding notice of an account (or state) that is not Active yet (SPEC section 2). */
export const unverifiedNotice =
  'Unverified: We are currently reviewing the provided information and will get back to you as soon as possible. After approval, you will be able to carry out operations on the application.';
/** The specification leaves these two open. */
export const suspendedNotice = 'Suspended: This account has been suspended. Contact your state administrator or the portal team.';
export const resetPasswordNotice = 'You need to set a new password before you can continue.';

/** The offline banner (SPEC section 2). */
export const offlineBanner = 'Looks like you lost your internet.';

/** Why a session ended without the user asking. */
export const sessionEndedReason = 'Your session has ended. Please sign in again.';

/** Page errors (SPEC section 2). */
export const notFoundPageText = '404 Not Found';
export const errorPageText = 'An error occurred';
export const emptyListText = 'Oops, no content is available here yet. Kindly check back later';

/**
 * The academic-structure screens' own words. SPEC section 8 names only the class and subject creation
 * messages; these follow their wording.
 */
export const academicMessages = {
  subjectUpdated: 'Subject Updated Successfully',
  classesConfigured: 'Classes Configured Successfully',
  subjectsConfigured: 'Subjects Configured Successfully',
  sessionCreated: 'Session Created Successfully',
  sessionUpdated: 'Session Updated Successfully',
  termAdded: 'Term Added Successfully',
  eventAdded: 'Event Added Successfully',
  eventDeleted: 'Event Deleted Successfully',
  schemeCreated: 'Scheme of Work Created Successfully',
  schemeUpdated: 'Scheme of Work Updated Successfully',
  classNoteUploaded: 'Class Note Uploaded Successfully',
  classNoteDeleted: 'Class Note Deleted Successfully',
} as const;

/** The school screens' own words. SPEC section 8 names only 'School Created Successfully'; this follows it. */
export const schoolMessages = {
  schoolUpdated: 'School Updated Successfully',
} as const;

/** The role card's delete confirmation (SPEC section 2), word for word. */
export const roleDeletion = {
  warning: 'Deleting this role would mean that you have to assign roles manually to all staff that were assigned this role',
  cancel: "No, Don't delete",
  confirm: 'Yes, Delete role',
} as const;

/** A page the staff member's role does not include (the specification leaves it open). */
export const forbiddenPage = {
  heading: 'Not part of your role',
  notice: 'Your role does not include this page. Choose one of the pages in the menu, or ask your state administrator for access.',
} as const;

/** What a staff member whose access opens no page at all sees instead (no menu to choose from), naming whom to ask. */
export const noRolePage = {
  heading: (organisation: string) => `No role in ${organisation}`,
  notice: (organisation: string, owner: { firstName: string; lastName: string; email: string } | null) =>
    `You hold no role in ${organisation}, so there are no pages for you to open yet. ` +
    (owner ? `Ask ${owner.firstName} ${owner.lastName} (${owner.email}), the state's owner, to give you one.` : "Ask the state's owner to give you one."),
} as const;
