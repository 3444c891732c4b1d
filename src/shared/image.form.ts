// The one-file forms of the profile pages (a picture, a logo): nothing goes until a file is chosen, and the file goes
// as multipart (openapi-fetch sends JSON by default).
import { z } from 'zod/mini';
import { fileFormData } from '../api/uploads';
import { validationMessages as m } from '../lib/messages';
import type { FormDescription } from '../machines/formSubmission.machine';

export type ImageFormValues = { file: File | null };

export const imageFormSchema = z.object({ file: z.instanceof(File, { error: m.required }) });

/** An image upload form: no file to begin with, the rule above, and `submit`. */
export function imageForm<TResult>(
  successMessage: string,
  submit: FormDescription<ImageFormValues, TResult>['submit'],
): FormDescription<ImageFormValues, TResult> {
  return { values: { file: null }, schema: imageFormSchema, successMessage, submit };
}

/** The request options that send the chosen file as the contract's ImageUpload. */
export function imageBody(values: ImageFormValues) {
  return { body: { file: '' }, bodySerializer: () => fileFormData(values) };
}
