/** Where errors the user need not see are written (§4: "logged"). */
export interface Logger {
  error(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
}
