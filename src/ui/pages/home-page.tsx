import { Link } from 'react-router-dom';
import { TYPES } from '../../application/ports/tokens';
import { useInjection } from '../app/container-context';
import { useAuth } from '../auth/auth-context';
import { ProCard } from '../pros/pro-card';
import { prosQueries } from '../pros/pros-queries';
import { useResultQuery } from '../hooks/use-result-query';
import { ButtonRow } from '../kit/button';
import { InfoCard } from '../kit/card';
import { LinkButton } from '../kit/link-button';
import { Page } from '../kit/page';
import { LeadText, PlainList } from '../kit/layout';

const STEPS = [
  ['Upload your clip', 'Film a few seconds of your technique on your phone and upload it, with the question you want answered.'],
  ['Choose a verified pro', 'Pick a coach by sport, rating, price and turnaround. Every pro is checked by our team before they are listed.'],
  ['Get your analysis', 'Your pro draws on the video, adds comments at the exact moments that matter, and writes a summary of what to work on.'],
] as const;

const FEATURED_PROS = 3;

/** The best-rated verified pros; the section stays out of the way when there are none or they cannot be read. */
function FeaturedPros() {
  const repository = useInjection(TYPES.ProRepository);
  // A showcase, not a task: a failure hides it rather than waiting for a retry.
  const featured = useResultQuery(prosQueries.featured(repository, FEATURED_PROS), { retry: false });
  if (!featured.data?.length) return null;
  return (
    <section aria-labelledby="home-featured">
      <h2 id="home-featured">Featured pros</h2>
      <PlainList gap="md" columns="repeat(3, 1fr)">
        {featured.data.map((pro) => (
          <ProCard key={pro.id} pro={pro} />
        ))}
      </PlainList>
      <p>
        <Link to="/pros">See all verified pros</Link>
      </p>
    </section>
  );
}

/** /: what ClipCoach does, how it works, and where to start. */
export default function HomePage() {
  const { state } = useAuth();
  return (
    <Page
      title="Technique feedback from verified pros"
      width="wide"
      intro={<LeadText>Upload a clip of your swing, stroke or stride and get it analysed frame by frame by a coach who knows your sport.</LeadText>}
    >
      <ButtonRow>
        {state.status === 'signed-in' ? <LinkButton to="/dashboard">Go to your dashboard</LinkButton> : <LinkButton to="/signup">Sign up</LinkButton>}
        <LinkButton to="/pros" variant="secondary">
          Find a pro
        </LinkButton>
      </ButtonRow>

      <section aria-labelledby="home-how">
        <h2 id="home-how">How it works</h2>
        <PlainList ordered gap="md" columns="repeat(3, 1fr)">
          {STEPS.map(([title, text], index) => (
            <li key={title}>
              <InfoCard
                title={
                  <>
                    {index + 1}. {title}
                  </>
                }
              >
                <p>{text}</p>
              </InfoCard>
            </li>
          ))}
        </PlainList>
        <p>
          <Link to="/how-it-works">More about how it works</Link>
        </p>
      </section>

      <FeaturedPros />

      <section aria-labelledby="home-pros">
        <h2 id="home-pros">For coaches</h2>
        <p>
          Are you a qualified coach? Sign up as a pro, tell athletes what you specialise in, set your price and turnaround, and review clips from
          anywhere with our analysis studio on desktop or phone.
        </p>
        <p>
          <Link to="/success-stories">Read what athletes and pros say</Link>
        </p>
      </section>
    </Page>
  );
}
