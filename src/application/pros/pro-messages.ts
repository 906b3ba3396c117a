/** Texts the pros slice shows or sends. */
export const PRO_MESSAGES = {
  submitted: 'Application submitted for verification',
  approvedTitle: 'You are verified on ClipCoach',
  approvedBody: 'Your pro profile is now listed. Athletes can request analyses from you.',
  rejectedTitle: 'Your pro application needs changes',
  rejectedBody: (reason: string) => `An administrator reviewed your application: ${reason}`,
} as const;
