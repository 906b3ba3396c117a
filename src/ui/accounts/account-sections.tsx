import type { SignedInView } from '../../application/auth/auth-state.store';
import { AvatarSection } from './avatar-section';
import { DeleteAccountSection } from './delete-account-section';
import { EmailSection } from './email-section';
import { PasswordSection } from './password-section';

/** /profile signed in (issue 12): e-mail, password, avatar and deleting the account, each its own section. */
export function AccountSections({ state }: { state: SignedInView }) {
  return (
    <>
      <AvatarSection state={state} />
      <EmailSection email={state.user.email} />
      <PasswordSection />
      <DeleteAccountSection email={state.user.email} />
    </>
  );
}
