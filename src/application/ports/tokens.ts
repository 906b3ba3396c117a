import type { AdminGateSessionFactory } from '../admin/admin-gate.session';
import type { AdminRecoveryController } from '../admin/admin-recovery.controller';
import type { AdminStatusCache } from '../admin/admin-status-cache';
import type { CheckAdminStatus } from '../admin/check-admin-status.use-case';
import type { RepairPermissions } from '../admin/repair-permissions.use-case';
import type { AuthStore } from '../auth/auth-state.store';
import type { CompleteEmailCallback } from '../auth/complete-email-callback.use-case';
import type { RefreshSession } from '../auth/refresh-session.use-case';
import type { ResendConfirmation } from '../auth/resend-confirmation.use-case';
import type { SignIn } from '../auth/sign-in.use-case';
import type { SignOutIntent } from '../auth/sign-out-intent';
import type { SignOut } from '../auth/sign-out.use-case';
import type { SignUp } from '../auth/sign-up.use-case';
import type { ReadAccountRole } from '../auth/read-account-role.use-case';
import type { UpdateProfile } from '../auth/update-profile.use-case';
import type { RedirectMemory } from '../navigation/redirect-memory';
import type { SendToLogin } from '../navigation/route-guards';
import type { ToastCenter } from '../notifications/toast-center';
import type { DeletePro } from '../pros/delete-pro.use-case';
import type { OnboardingProgress } from '../pros/onboarding-progress';
import type { ProOnboardingStore } from '../pros/pro-onboarding.store';
import type { ApprovePro, RejectPro } from '../pros/review-pro-application.use-case';
import type { SaveProApplication } from '../pros/save-pro-application.use-case';
import type { SubmitProApplication } from '../pros/submit-pro-application.use-case';
import type { UploadProDocument } from '../pros/upload-pro-document.use-case';
import type { ActOnSubmission } from '../submissions/act-on-submission.use-case';
import type { CreateSubmissionDraft } from '../submissions/create-submission-draft.use-case';
import type { ListSubmissions } from '../submissions/list-submissions.use-case';
import type { LoadAthleteDashboard } from '../dashboards/load-athlete-dashboard.use-case';
import type { LoadPlatformCounts } from '../dashboards/load-platform-counts.use-case';
import type { LoadProDashboard } from '../dashboards/load-pro-dashboard.use-case';
import type { PlatformStats } from './platform-stats.port';
import type { LoadCheckout } from '../submissions/load-checkout.use-case';
import type { PayForSubmission } from '../submissions/pay-for-submission.use-case';
import type { CancelOverdueSubmission } from '../submissions/cancel-overdue-submission.use-case';
import type { RateSubmission } from '../submissions/rate-submission.use-case';
import type { ReadAnalysis } from '../analysis/read-analysis.use-case';
import type { StudioSessionFactory } from '../analysis/studio-session.store';
import type { AnalysisRepository } from './analysis-repository.port';
import type { AuthPort } from './auth.port';
import type { Clock } from './clock.port';
import type { FaultInjectionSettings } from './fault-injection.port';
import type { FunctionsGateway } from './functions.port';
import type { KeyValueStore } from './key-value-store.port';
import type { Logger } from './logger.port';
import type { NotificationRepository } from './notification-repository.port';
import type { PeopleDirectory } from './people-directory.port';
import type { AdminUsers } from './admin-users.port';
import type { DemoCreator } from './demo-creator.port';
import type { Notifier } from './notifier.port';
import type { PageReloader } from './page-reloader.port';
import type { PaymentsPort } from './payments.port';
import type { PlatformSettings } from './platform-settings.port';
import type { SaveAppSettings } from '../settings/save-app-settings.use-case';
import type { SavePricing } from '../settings/save-pricing.use-case';
import type { ProDocumentStore } from './pro-document-store.port';
import type { ProfileRepository } from './profile-repository.port';
import type { ProAdminRepository, ProRepository } from './pro-repository.port';
import type { SubmissionRepository } from './submission-repository.port';
import type { ReviewRepository } from './review-repository.port';
import type { ReferralRepository } from './referral-repository.port';
import type { SaveReferralReward } from '../referrals/save-referral-reward.use-case';
import type { VideoFactsReader } from './video-facts-reader.port';
import type { VideoLibrary } from './video-repository.port';
import type { FileDownloader } from './file-downloader.port';
import type { UploadClip } from '../videos/upload-clip.use-case';
import type { RereadVideoMetadata } from '../videos/reread-video-metadata.use-case';
import type { SuccessStoryRepository } from './success-story-repository.port';
import type { SupportDesk } from './support-desk.port';
import type { ContactSupport } from '../support/contact-support.use-case';

import type { RequestPasswordReset } from '../accounts/request-password-reset.use-case';
import type { CompletePasswordReset } from '../accounts/complete-password-reset.use-case';
import type { ChangePassword } from '../accounts/change-password.use-case';
import type { ChangeEmail } from '../accounts/change-email.use-case';
import type { ChangeAvatar, RemoveAvatar } from '../accounts/change-avatar.use-case';
import type { DeleteAccount } from '../accounts/delete-account.use-case';
import type { AvatarStore } from './avatar-store.port';
import type { ConnectionStore } from '../connection/connection.store';
import type { Behavior } from '../shared/behavior';

declare const provides: unique symbol;

/**
 * The identifier of something the composition root provides, carrying its type: `useInjection(TYPES.SignIn)`
 * is a `SignIn`. A plain symbol at run time (no framework here); the brand exists only for the compiler.
 */
export type Token<T> = symbol & { readonly [provides]?: T };

function token<T>(name: string): Token<T> {
  return Symbol.for(name) as Token<T>;
}

/** Identifiers of what the composition root provides. */
export const TYPES = {
  AuthPort: token<AuthPort>('AuthPort'),
  ProfileRepository: token<ProfileRepository>('ProfileRepository'),
  FunctionsGateway: token<FunctionsGateway>('FunctionsGateway'),
  FaultInjection: token<FaultInjectionSettings>('FaultInjection'),
  ProRepository: token<ProRepository>('ProRepository'),
  ProAdminRepository: token<ProAdminRepository>('ProAdminRepository'),
  ProDocumentStore: token<ProDocumentStore>('ProDocumentStore'),
  NotificationRepository: token<NotificationRepository>('NotificationRepository'),
  PeopleDirectory: token<PeopleDirectory>('PeopleDirectory'),
  AdminUsers: token<AdminUsers>('AdminUsers'),
  DemoCreator: token<DemoCreator>('DemoCreator'),
  SubmissionRepository: token<SubmissionRepository>('SubmissionRepository'),
  PaymentsPort: token<PaymentsPort>('PaymentsPort'),
  PlatformSettings: token<PlatformSettings>('PlatformSettings'),
  VideoLibrary: token<VideoLibrary>('VideoLibrary'),
  FileDownloader: token<FileDownloader>('FileDownloader'),
  UploadClip: token<UploadClip>('UploadClip'),
  RereadVideoMetadata: token<RereadVideoMetadata>('RereadVideoMetadata'),
  SaveAppSettings: token<SaveAppSettings>('SaveAppSettings'),
  SavePricing: token<SavePricing>('SavePricing'),
  ReviewRepository: token<ReviewRepository>('ReviewRepository'),
  /** Referrals (issue 12): codes, the person's credit, the admin's view. */
  ReferralRepository: token<ReferralRepository>('ReferralRepository'),
  SaveReferralReward: token<SaveReferralReward>('SaveReferralReward'),
  VideoFactsReader: token<VideoFactsReader>('VideoFactsReader'),
  Clock: token<Clock>('Clock'),
  SessionStore: token<KeyValueStore>('SessionStore'),
  /** This device's lasting store (local storage in the browser). */
  DeviceStore: token<KeyValueStore>('DeviceStore'),
  Logger: token<Logger>('Logger'),
  Notifier: token<Notifier>('Notifier'),
  ToastCenter: token<ToastCenter>('ToastCenter'),
  PageReloader: token<PageReloader>('PageReloader'),
  AppInfo: token<AppInfo>('AppInfo'),
  /** Issue 13: whether the backend can be reached, for every page's banner and the query cache's recovery. */
  ConnectionStore: token<ConnectionStore>('ConnectionStore'),
  /**
   * Issue 13: whether the backend has loaded. It loads when the app first calls it, so a read that
   * should not be the reason to load it (the maintenance banner) waits for this instead.
   */
  BackendLoaded: token<Behavior<boolean>>('BackendLoaded'),
  AuthStore: token<AuthStore>('AuthStore'),
  SignIn: token<SignIn>('SignIn'),
  SignUp: token<SignUp>('SignUp'),
  SignOut: token<SignOut>('SignOut'),
  SignOutIntent: token<SignOutIntent>('SignOutIntent'),
  RefreshSession: token<RefreshSession>('RefreshSession'),
  UpdateProfile: token<UpdateProfile>('UpdateProfile'),
  ReadAccountRole: token<ReadAccountRole>('ReadAccountRole'),
  ResendConfirmation: token<ResendConfirmation>('ResendConfirmation'),
  CompleteEmailCallback: token<CompleteEmailCallback>('CompleteEmailCallback'),
  RequestPasswordReset: token<RequestPasswordReset>('RequestPasswordReset'),
  CompletePasswordReset: token<CompletePasswordReset>('CompletePasswordReset'),
  ChangePassword: token<ChangePassword>('ChangePassword'),
  ChangeEmail: token<ChangeEmail>('ChangeEmail'),
  AvatarStore: token<AvatarStore>('AvatarStore'),
  ChangeAvatar: token<ChangeAvatar>('ChangeAvatar'),
  RemoveAvatar: token<RemoveAvatar>('RemoveAvatar'),
  DeleteAccount: token<DeleteAccount>('DeleteAccount'),
  RedirectMemory: token<RedirectMemory>('RedirectMemory'),
  SendToLogin: token<SendToLogin>('SendToLogin'),
  AdminStatusCache: token<AdminStatusCache>('AdminStatusCache'),
  CheckAdminStatus: token<CheckAdminStatus>('CheckAdminStatus'),
  RepairPermissions: token<RepairPermissions>('RepairPermissions'),
  AdminRecoveryController: token<AdminRecoveryController>('AdminRecoveryController'),
  AdminGateSessionFactory: token<AdminGateSessionFactory>('AdminGateSessionFactory'),
  SaveProApplication: token<SaveProApplication>('SaveProApplication'),
  UploadProDocument: token<UploadProDocument>('UploadProDocument'),
  SubmitProApplication: token<SubmitProApplication>('SubmitProApplication'),
  OnboardingProgress: token<OnboardingProgress>('OnboardingProgress'),
  ProOnboardingStore: token<ProOnboardingStore>('ProOnboardingStore'),
  ApprovePro: token<ApprovePro>('ApprovePro'),
  RejectPro: token<RejectPro>('RejectPro'),
  DeletePro: token<DeletePro>('DeletePro'),
  CreateSubmissionDraft: token<CreateSubmissionDraft>('CreateSubmissionDraft'),
  ActOnSubmission: token<ActOnSubmission>('ActOnSubmission'),
  ListSubmissions: token<ListSubmissions>('ListSubmissions'),
  PayForSubmission: token<PayForSubmission>('PayForSubmission'),
  LoadCheckout: token<LoadCheckout>('LoadCheckout'),
  PlatformStats: token<PlatformStats>('PlatformStats'),
  LoadAthleteDashboard: token<LoadAthleteDashboard>('LoadAthleteDashboard'),
  LoadProDashboard: token<LoadProDashboard>('LoadProDashboard'),
  LoadPlatformCounts: token<LoadPlatformCounts>('LoadPlatformCounts'),
  RateSubmission: token<RateSubmission>('RateSubmission'),
  CancelOverdueSubmission: token<CancelOverdueSubmission>('CancelOverdueSubmission'),
  AnalysisRepository: token<AnalysisRepository>('AnalysisRepository'),
  ReadAnalysis: token<ReadAnalysis>('ReadAnalysis'),
  /** A fresh StudioSession per visit of the analysis studio. */
  StudioSessionFactory: token<StudioSessionFactory>('StudioSessionFactory'),
  SuccessStoryRepository: token<SuccessStoryRepository>('SuccessStoryRepository'),
  SupportDesk: token<SupportDesk>('SupportDesk'),
  ContactSupport: token<ContactSupport>('ContactSupport'),
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
