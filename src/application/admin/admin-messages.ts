/** The exact admin texts of §4, §6 and §8. */
export const ADMIN_MESSAGES = {
  verified: 'Admin permissions verified!',
  denied: "You don't have admin permissions",
  manualCheckFailed: 'Failed to verify admin status. Please try again.',
  refreshing: 'Refreshing admin access...',
  refreshFailed: 'Refresh failed. Please try signing out and back in.',
  directChecking: 'Trying direct database check...',
  directVerified: 'Admin status verified in database!',
  directNotAdmin: 'Your account does not have admin privileges in the database.',
  directFailed: 'Could not verify admin status directly.',
  signedOut: 'Signed out successfully',
  signOutFailed: 'Sign out failed. Please try again.',
  repairing: 'Repairing permissions...',
  repairFailed: 'Could not repair permissions.',
} as const;
