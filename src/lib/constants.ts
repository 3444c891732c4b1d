// Every business constant of SPEC section 9 (and the few lists the specification calls constant), once, named for
// what it means. Timings are milliseconds.

/** Lists, searches and downloads ask for at most this many rows. */
export const listLimit = 1000;
/** A download may ask for up to this many rows instead (the contract's DownloadLimit), when more match. */
export const downloadMaxRows = 10_000;
/** The staff search autocomplete asks for this many suggestions. */
export const staffAutocompleteLimit = 5;
/** The staff search autocomplete waits this long after the last keystroke. */
export const staffAutocompleteDebounceMs = 200;
/** Email, username and phone uniqueness checks wait this long after the last keystroke. */
export const uniquenessCheckDebounceMs = 700;
/** The topic search fires after this idle countdown. */
export const topicSearchIdleMs = 3000;

/** A notification hides itself after this long. */
export const notificationHideMs = 2000;
/** A hovered or focused notification gets this much more time once the pointer or focus leaves it. */
export const notificationHoverExtensionMs = 2000;

/** The short redirect after a successful form. */
export const redirectDelayMs = 1000;
/** The long redirect after a successful form. */
export const redirectDelayLongMs = 1500;
/** Signing out waits this long before the token is cleared and the user sent to /login. */
export const logoutDelayMs = 1500;
/** After a transfer of rights the user is signed out after this long. */
export const transferRightsLogoutDelayMs = 1000;
/** The drawer clock refreshes this often. */
export const clockRefreshMs = 3000;
/** The address widget (place autocomplete) initialises after this long. */
export const addressWidgetStartMs = 3000;
/** Once started, the address widget asks for suggestions this long after the last keystroke (SPEC leaves it open). */
export const addressSuggestionDebounceMs = 300;
/** The geocoder suggests places for at least this many typed characters (the contract's `input` minLength). */
export const addressSuggestionMinLength = 2;
/** A page still loading after this long shows the loading overlay (quicker loads show nothing, so nothing flickers). */
export const navigationOverlayDelayMs = 500;

/** Every phone number is Nigerian: this code and then the last ten digits. */
export const phoneCode = '+234';
export const phoneDigits = 10;
/** A username must be longer than this. */
export const usernameMinExclusive = 5;
/** A name-like field must be longer than this. */
export const nameMinExclusive = 2;
/** A district name must be shorter than this. */
export const districtNameMaxExclusive = 15;
/** Percentages (marks, assessment weights) lie in this range. */
export const percentMin = 0;
export const percentMax = 100;

/** The one-time code has this many single-digit boxes, each this many pixels square. */
export const otpLength = 6;
export const otpBoxSizePx = 40;
/** The side drawer's width in pixels. */
export const drawerWidth = 280;

export const defaultEventType = 'Weekend';
export const defaultTitle = 'Mr';
export const dateDisplayFormat = 'DD-MM-YYYY';
export const genderOptions = ['male', 'female'] as const;
export const defaultTheme = 'light';

/** Downloads are spreadsheets with these names (SPEC section 7, spelling included). */
export const downloadFileNames = {
  staff: 'staffs.xlsx',
  students: 'students.xlsx',
  schools: 'schools.xlsx',
  transactionLogs: 'transcation-logs.xlsx',
} as const;

/** Constant lists of SPEC section 3. */
export const accountStatuses = ['Active', 'Unverified', 'Suspended', 'ResetPassword'] as const;
export const staffTypes = ['Teaching', 'Non-Teaching'] as const;

/** Class notes (DESIGN section 2 and the contract's uploadClassNotes): PDF, Word (.docx) or PowerPoint (.pptx), at most 10 MB. */
export const classNoteMaxBytes = 10 * 1024 * 1024;
export const classNoteTypes = [
  '.pdf',
  '.docx',
  '.pptx',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
] as const;
/** A scheme of work has at most this many weeks (the contract's SchemeOfWorkInput). */
export const schemeMaxWeeks = 52;

/**
 * A cookie the page's scripts may read, set and cleared by the server with the httpOnly refresh cookie: it holds no
 * secret, only says that a sign-in may be there to restore, so a first visit asks nothing of the server (and sees no
 * 452) before showing the sign-in page.
 */
export const signedInHintCookie = 'portal_signed_in';

/**
 * Staff and student spreadsheet imports (the contract's SpreadsheetUpload and UploadBatch): an .xlsx workbook of at
 * most 10 MB and 10,000 rows below its header row. The size is checked here too, before anything is sent.
 */
export const spreadsheetImportMaxBytes = 10 * 1024 * 1024;
export const spreadsheetImportMaxRows = 10_000;
export const spreadsheetImportTypes = ['.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] as const;
