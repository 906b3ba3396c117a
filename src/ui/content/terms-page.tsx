import { Page } from '../kit/page';

/** /terms */
export default function TermsPage() {
  return (
    <Page title="Terms of service" intro="The rules that apply when you use ClipCoach, in plain words.">
      <h2>Your account</h2>
      <p>You must give accurate details when you sign up and keep your password to yourself. You are responsible for what is done with your account.</p>
      <h2>Clips you upload</h2>
      <p>
        You keep the rights to your videos. You allow the pro you choose, and our team when needed for support or moderation, to view and annotate
        them in order to deliver your analysis. Only upload clips you have the right to share, and never clips of other people without their consent.
      </p>
      <h2>Pros</h2>
      <p>
        Pros must tell the truth about their qualifications and deliver analyses within their stated turnaround. We may suspend or remove a pro who
        does not.
      </p>
      <h2>Payments and refunds</h2>
      <p>Analyses are paid in advance. An order a pro cannot deliver is cancelled and refunded.</p>
      <h2>Changes</h2>
      <p>We may update these terms; we will tell you about important changes before they apply.</p>
    </Page>
  );
}
