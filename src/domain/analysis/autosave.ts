/** The draft saves itself within 2 s of a change. */
export const AUTOSAVE_DELAY_MS = 2_000;
/** Offline, the kept draft is sent again this often, until the backend answers. */
export const OFFLINE_RETRY_MS = 5_000;

export type AutosaveDecision =
  | { readonly kind: 'nothing-to-save' }
  | { readonly kind: 'save-now' }
  | { readonly kind: 'wait-until'; readonly at: number }
  /** The backend is out of reach: the draft stays on this device, and is tried again at `retryAt`. */
  | { readonly kind: 'keep-offline'; readonly retryAt: number };

export interface AutosaveInput {
  /** The first change not saved yet (epoch ms), or null when everything is saved. */
  readonly unsavedSince: number | null;
  /** When the last save was tried, or null. */
  readonly lastSaveAt: number | null;
  /** False after a save failed for want of the backend, until one gets through. */
  readonly online: boolean;
  readonly now: number;
}

/**
 * When to save the draft: 2 s after the first unsaved change (so steady editing still saves
 * every 2 s), and while offline every 5 s after the last try.
 */
export function autosaveDecision({ unsavedSince, lastSaveAt, online, now }: AutosaveInput): AutosaveDecision {
  if (unsavedSince === null) return { kind: 'nothing-to-save' };
  if (!online) {
    const retryAt = (lastSaveAt ?? now) + OFFLINE_RETRY_MS;
    return now >= retryAt ? { kind: 'save-now' } : { kind: 'keep-offline', retryAt };
  }
  const due = unsavedSince + AUTOSAVE_DELAY_MS;
  return now >= due ? { kind: 'save-now' } : { kind: 'wait-until', at: due };
}
