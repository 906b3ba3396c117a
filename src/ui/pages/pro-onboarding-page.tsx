import { Page } from '../kit/page';

/** /onboarding/pro: the steps to become a verified pro, and then the verification status. */
export default function ProOnboardingPage() {
  return (
    <Page title="Become a verified pro" intro="Tell athletes who you are and what you coach; our team checks your credentials before you are listed.">
      <h2>The steps</h2>
      <ol>
        <li>Your profile: display name, headline and a short biography.</li>
        <li>Sports and price: what you coach, your price per analysis and your usual turnaround.</li>
        <li>Credentials: upload proof of identity and your coaching certifications.</li>
        <li>Review: check everything and submit it for verification.</li>
      </ol>
      <h2>Verification status</h2>
      <p>Not submitted yet. Once you submit your application, its status shows here, and we notify you when it is approved or if something is missing.</p>
    </Page>
  );
}
