// Text as a search compares it: accents and case set aside, so "Olamide" finds "Ọlámídé" and "adebayo" finds
// "Adébáyọ̀". The same folding twice, once for the database (the stored search texts of db/schema.ts) and once for
// the server (a search term, a name compared), so that the two always agree: decomposed (NFD), the combining marks
// dropped, lower-cased.
import { sql, type SQL } from 'drizzle-orm';

/**
 * The combining marks: the accents and tone marks that NFD takes off their letters (U+0300–U+036F and the other
 * blocks of them), as escapes both JavaScript's and PostgreSQL's regular expressions read.
 */
const combiningMarks = '\\u0300-\\u036f\\u1ab0-\\u1aff\\u1dc0-\\u1dff\\u20d0-\\u20ff\\ufe20-\\ufe2f';
// Marks alone, not combined with a letter, are what the class matches.
// eslint-disable-next-line no-misleading-character-class
const combiningMark = new RegExp(`[${combiningMarks}]`, 'g');

/** `text` folded by the database: every function immutable, so a generated column can hold it on both databases. */
export const foldedSql = (text: SQL) => sql`lower(regexp_replace(normalize(${text}, NFD), ${sql.raw(`'[${combiningMarks}]'`)}, '', 'g'))`;

/** `text` folded as foldedSql folds it. */
export const foldedText = (text: string) => text.normalize('NFD').replace(combiningMark, '').toLowerCase();
