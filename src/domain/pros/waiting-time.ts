/** How long an application has waited, in words an admin scans quickly. */
export function waitingTime(sinceIso: string | null, nowMs: number): string {
  if (!sinceIso) return 'not submitted';
  const minutes = Math.max(0, Math.floor((nowMs - Date.parse(sinceIso)) / 60_000));
  if (minutes < 60) return minutes <= 1 ? 'just now' : `${minutes} minutes`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return hours === 1 ? '1 hour' : `${hours} hours`;
  return `${Math.floor(hours / 24)} days`;
}
