/** Leaving the single-page world: a full reload (the recovery panel's "reloads the page"). */
export interface PageReloader {
  reload(): void;
}
