/** Identifiers of what the composition root provides. Plain symbols: no framework here. */
export const TYPES = {
  AuthPort: Symbol.for('AuthPort'),
  ProfileRepository: Symbol.for('ProfileRepository'),
  FunctionsGateway: Symbol.for('FunctionsGateway'),
  StorageGateway: Symbol.for('StorageGateway'),
  FaultInjection: Symbol.for('FaultInjection'),
  ProRepository: Symbol.for('ProRepository'),
  ProAdminRepository: Symbol.for('ProAdminRepository'),
  ProDocumentStore: Symbol.for('ProDocumentStore'),
  NotificationRepository: Symbol.for('NotificationRepository'),
  Clock: Symbol.for('Clock'),
  SessionStore: Symbol.for('SessionStore'),
  Logger: Symbol.for('Logger'),
  Notifier: Symbol.for('Notifier'),
  ToastCenter: Symbol.for('ToastCenter'),
  PageReloader: Symbol.for('PageReloader'),
  AppInfo: Symbol.for('AppInfo'),
  AuthStore: Symbol.for('AuthStore'),
  SignIn: Symbol.for('SignIn'),
  SignUp: Symbol.for('SignUp'),
  SignOut: Symbol.for('SignOut'),
  RefreshSession: Symbol.for('RefreshSession'),
  UpdateProfile: Symbol.for('UpdateProfile'),
  ReadAccountRole: Symbol.for('ReadAccountRole'),
  ResendConfirmation: Symbol.for('ResendConfirmation'),
  CompleteEmailCallback: Symbol.for('CompleteEmailCallback'),
  RedirectMemory: Symbol.for('RedirectMemory'),
  SendToLogin: Symbol.for('SendToLogin'),
  AdminStatusCache: Symbol.for('AdminStatusCache'),
  CheckAdminStatus: Symbol.for('CheckAdminStatus'),
  RepairPermissions: Symbol.for('RepairPermissions'),
  AdminRecovery: Symbol.for('AdminRecovery'),
  AdminGateSessionFactory: Symbol.for('AdminGateSessionFactory'),
  SaveProApplication: Symbol.for('SaveProApplication'),
  UploadProDocument: Symbol.for('UploadProDocument'),
  SubmitProApplication: Symbol.for('SubmitProApplication'),
  OnboardingProgress: Symbol.for('OnboardingProgress'),
  ProOnboardingStore: Symbol.for('ProOnboardingStore'),
  ApprovePro: Symbol.for('ApprovePro'),
  RejectPro: Symbol.for('RejectPro'),
  DeletePro: Symbol.for('DeletePro'),
} as const;

/** Facts about the running app that screens may show (never configuration to act on). */
export interface AppInfo {
  readonly backend: 'memory' | 'local' | 'supabase';
  /** The simulated backends show demo accounts and confirmation links; the hosted one never does. */
  readonly simulated: boolean;
  readonly origin: string;
  /** Simulated backends only: the seeded demo accounts the login page offers, and their shared password. */
  readonly demoAccounts?: readonly DemoAccountHint[];
  readonly demoPassword?: string;
  /** Something every screen should say about the backend (e.g. storage unavailable, running in memory). */
  readonly notice?: string;
}

/** A demo account as the login page lists it. */
export interface DemoAccountHint {
  readonly email: string;
  readonly label: string;
}
