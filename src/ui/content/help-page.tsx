import { Link } from 'react-router-dom';
import { Page } from '../kit/page';
import { Disclosure } from '../kit/disclosure';
import { Stack } from '../kit/layout';

const FAQ = [
  ['How do I get my technique analysed?', 'Sign up as an athlete, choose “Upload a clip” on your dashboard, pick a verified pro and your sport, write your question, then upload the video and pay. You are notified when the analysis is ready.'],
  ['What makes a good clip?', 'Film from the side or from behind, in good light, with the whole movement and your whole body in the frame. A few seconds is enough; several repetitions help the pro spot a pattern.'],
  ['How long does an analysis take?', 'Each pro shows their usual turnaround on their profile. Express reviews, where offered, are delivered faster.'],
  ['Who are the pros?', 'Coaches who applied as pros and sent their credentials. An administrator checks them before they appear in the list of pros.'],
  ['I did not receive the confirmation e-mail.', 'Look in your spam folder first. You can send the e-mail again from the “Check your inbox” page, or sign in and follow the link offered when your address is not confirmed yet.'],
  ['How do I become a pro?', 'Create an account with the account type “Pro”, then complete the onboarding steps: your profile, sports and price, and your credentials. We review your application and tell you the outcome.'],
  ['Can I get a refund?', 'If a pro cannot deliver your analysis, the order is cancelled and refunded in full.'],
  ['How do I change my name?', 'Open your profile from the header once signed in, edit your first and last name, and save.'],
] as const;

/** /help: frequent questions, each opened on demand. */
export default function HelpPage() {
  return (
    <Page title="Help centre" intro="Answers to the questions athletes and pros ask most.">
      <Stack gap="sm">
        {FAQ.map(([question, answer]) => (
          <Disclosure key={question} summary={question}>
            <p>{answer}</p>
          </Disclosure>
        ))}
      </Stack>
      <p>
        Still stuck? Read <Link to="/how-it-works">how ClipCoach works</Link> from start to finish.
      </p>
    </Page>
  );
}
