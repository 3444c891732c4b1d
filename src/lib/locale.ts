/**
 * The portal's one locale: English as written in Nigeria (day-month-year dates, the naira). React Aria's own strings
 * come in English only for it (the build keeps no other language's, see vite.config.ts).
 */
export const appLocale = 'en-NG';
