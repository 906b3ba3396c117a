import { Page } from '../kit/page';

/** /privacy */
export default function PrivacyPage() {
  return (
    <Page title="Privacy policy" intro="What we collect, why, and what you can do about it.">
      <h2>What we collect</h2>
      <p>
        Your e-mail address, your name and account type, the clips you upload with their questions, the analyses delivered to you, and a record of
        your payments. We do not sell any of it.
      </p>
      <h2>Why</h2>
      <p>To run your account, to let the pro you choose review your clip, to take payment, and to keep the service safe.</p>
      <h2>Who sees your clips</h2>
      <p>Only you, the pro you send a clip to, and administrators when they need to for support, moderation or repairing a broken video.</p>
      <h2>Your rights</h2>
      <p>You can see and correct your profile at any time, and ask us to export or delete your data.</p>
    </Page>
  );
}
