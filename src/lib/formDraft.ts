// A half-filled form kept for the tab (sessionStorage), so that a reload does not lose it: the values as typed and the
// step it was on. What comes back is checked before use: storage is anyone's to change, and an old version of the form
// may have left something else there.
import { z } from 'zod/mini';

export type FormDraft = { step: number; values: Record<string, unknown> };

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const storedDraft = z.object({
  step: z.number().check(z.int(), z.nonnegative()),
  values: z.record(z.string(), z.unknown()),
});

/** The draft kept under `key`; null when there is none or it cannot be read. */
export function readDraft(storage: DraftStorage, key: string): FormDraft | null {
  try {
    const parsed = storedDraft.safeParse(JSON.parse(storage.getItem(key) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeDraft(storage: DraftStorage, key: string, draft: FormDraft): void {
  try {
    storage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or refused (private mode): the form still works, only a reload loses it.
  }
}

export function dropDraft(storage: DraftStorage, key: string): void {
  storage.removeItem(key);
}
