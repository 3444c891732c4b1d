const focusable = 'input:not([type="hidden"]):not([disabled]), button:not([disabled]), textarea:not([disabled])';

/** Moves focus to the first field in `root` marked invalid, so a refused submit lands where the fix is needed. */
export function focusFirstInvalid(root: HTMLElement | null): void {
  const field = root?.querySelector<HTMLElement>('[data-invalid], [aria-invalid="true"]');
  if (!field) return;
  const target = field.matches(focusable) ? field : (field.querySelector<HTMLElement>(`[tabindex="0"], ${focusable}`) ?? null);
  target?.focus();
}
