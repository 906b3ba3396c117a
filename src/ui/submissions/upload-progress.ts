/**
 * "Time left" for an upload, from what this session has sent so far and how long it took: the
 * estimate waits for a second of data and a first megabyte before it says a number.
 */
export function timeLeftText(sentThisSession: number, remaining: number, elapsedMs: number): string {
  if (remaining <= 0) return 'finishing…';
  if (elapsedMs < 1_000 || sentThisSession < 1024 * 1024) return 'estimating time left…';
  const seconds = Math.ceil((remaining / sentThisSession) * (elapsedMs / 1_000));
  if (seconds < 60) return `about ${seconds} s left`;
  const minutes = Math.ceil(seconds / 60);
  return minutes < 60 ? `about ${minutes} min left` : `about ${Math.floor(minutes / 60)} h ${minutes % 60} min left`;
}
