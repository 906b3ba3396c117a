import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { TYPES } from '../../application/ports/tokens';
import { useInjection } from '../app/container-context';
import { useSignedInUserId } from '../auth/auth-context';
import type { SuccessStory } from '../../domain/content/success-story';
import type { Pro } from '../../domain/pros/pro';
import { ProCard } from '../pros/pro-card';
import { prosQueries } from '../pros/pros-queries';
import { useResultQuery } from '../hooks/use-result-query';
import { ButtonRow } from '../kit/button';
import { StepCards } from '../kit/card';
import { LinkButton } from '../kit/link-button';
import { Page } from '../kit/page';
import { LeadText, PlainList, Stack } from '../kit/layout';
import { ArrowRightIcon, CheckIcon, SearchIcon, WithIcon } from '../kit/icons';
import { MediaFigure } from '../kit/media-figure';
import { BelowTheFold } from '../kit/below-the-fold';
import { SizedLoading } from '../kit/spinner';
import analysedFrame from './analysed-frame.webp';
import { SHOWCASE_ALT, SHOWCASE_SIZE } from './home-showcase';
import { contentQueries } from '../content/content-queries';
import { StoryCard } from '../content/story-card';

const STEPS = [
  ['Choose a verified pro', 'Pick a coach by sport, rating, price and turnaround. Every pro’s credentials are checked by our team before they are listed.'],
  ['Upload your clip', 'Film a few seconds of your technique on your phone, upload it with the question you want answered, and pay the price shown up front.'],
  ['Get your analysis', 'Your pro steps through it frame by frame, draws lines and angles on the moments that matter, comments at exact times and writes what to work on.'],
] as const;

/** What an analysis brings back, beside the analysed frame. */
const PROMISES = ['Angles and lines drawn on the frames that matter', 'Comments pinned to exact moments of your clip', 'A written summary of what to work on next'] as const;

const FEATURED_PROS = 3;

/**
 * The stand-ins that hold the showcases' place while they load (never seen: typical lengths, so the
 * sections below do not move when the real ones arrive; CLS, issue 13).
 */
const STAND_IN_PRO: Omit<Pro, 'id'> = {
  displayName: 'Verified pro',
  headline: 'Tennis serve and footwork specialist',
  bio: '',
  sports: ['Tennis'],
  yearsExperience: 10,
  priceCents: 4_900,
  currency: 'USD',
  turnaroundHours: 48,
  avatarPath: null,
  verificationStatus: 'approved',
  rejectionReason: null,
  submittedAt: null,
  verifiedAt: null,
  verifiedBy: null,
  ratingAvg: 4.8,
  reviewsCount: 12,
  deletedAt: null,
  createdAt: '',
  updatedAt: '',
};

const STAND_IN_STORY: Omit<SuccessStory, 'id'> = {
  athleteName: 'An athlete',
  proId: null,
  proName: 'Their pro',
  sport: 'Running',
  before: 'Where the athlete started: what held them back, and what they had tried before without finding why.',
  after: 'What the pro saw frame by frame, the drill in the summary, and what changed in the weeks after the analysis, with the figures.',
  quote: 'What the athlete says about their analysis, in their own words, in a sentence or two.',
  published: true,
  publishedAt: null,
  createdAt: '',
  updatedAt: '',
};

function FeaturedProsSection({ pros }: { pros: readonly Pro[] }) {
  return (
    <section aria-labelledby="home-featured">
      <h2 id="home-featured">Featured pros</h2>
      <PlainList gap="md" columns={3}>
        {pros.map((pro) => (
          <ProCard key={pro.id} pro={pro} />
        ))}
      </PlainList>
      <p>
        <Link to="/pros">See all verified pros</Link>
      </p>
    </section>
  );
}

/** A showcase's read: its stand-in while pending; nothing when it has nothing to show or failed; else its section. */
function showcase<T>(read: { readonly isPending: boolean; readonly data?: readonly T[] }, standIn: ReactNode, section: (items: readonly T[]) => ReactNode): ReactNode {
  if (read.isPending) return standIn;
  return read.data?.length ? section(read.data) : null;
}

const featuredProsPending = (
  <SizedLoading label="Loading featured pros">
    <FeaturedProsSection pros={Array.from({ length: FEATURED_PROS }, (_, index) => ({ ...STAND_IN_PRO, id: `stand-in-${index}` }))} />
  </SizedLoading>
);

/** The best-rated verified pros; the section stays out of the way when there are none or they cannot be read. */
function FeaturedPros() {
  const repository = useInjection(TYPES.ProRepository);
  // A showcase, not a task: a failure hides it rather than waiting for a retry.
  const featured = useResultQuery(prosQueries.featured(repository, FEATURED_PROS), { retry: false });
  return showcase(featured, featuredProsPending, (pros) => <FeaturedProsSection pros={pros} />);
}

const FEATURED_STORIES = 2;

function FeaturedStoriesSection({ stories }: { stories: readonly SuccessStory[] }) {
  return (
    <section aria-labelledby="home-stories">
      <h2 id="home-stories">Success stories</h2>
      <PlainList gap="md" columns={2}>
        {stories.slice(0, FEATURED_STORIES).map((story) => (
          <StoryCard key={story.id} story={story} headingLevel={3} />
        ))}
      </PlainList>
      <p>
        <Link to="/success-stories">Read every success story</Link>
      </p>
    </section>
  );
}

const featuredStoriesPending = (
  <SizedLoading label="Loading success stories">
    <FeaturedStoriesSection stories={Array.from({ length: FEATURED_STORIES }, (_, index) => ({ ...STAND_IN_STORY, id: `stand-in-${index}` }))} />
  </SizedLoading>
);

/** The newest published success stories; like the featured pros, out of the way when there are none. */
function FeaturedStories() {
  const repository = useInjection(TYPES.SuccessStoryRepository);
  const stories = useResultQuery(contentQueries.publishedStories(repository), { retry: false });
  return showcase(stories, featuredStoriesPending, (published) => <FeaturedStoriesSection stories={published} />);
}

/** /: what ClipCoach does, how it works, and where to start. */
export default function HomePage() {
  const signedIn = useSignedInUserId() !== null;
  return (
    <Page
      title="Technique feedback from verified pros"
      width="wide"
      intro={<LeadText>Upload a clip of your swing, stroke or stride and get it analysed frame by frame by a coach who knows your sport.</LeadText>}
      hero={{
        body: (
          <Stack gap="lg">
            <PlainList gap="sm" aria-label="What you get back">
              {PROMISES.map((promise) => (
                <li key={promise}>
                  <WithIcon icon={<CheckIcon />} tone="success">{promise}</WithIcon>
                </li>
              ))}
            </PlainList>
            <ButtonRow>
              {signedIn ? (
                <LinkButton to="/dashboard">
                  Go to your dashboard <ArrowRightIcon />
                </LinkButton>
              ) : (
                <LinkButton to="/signup">
                  Sign up <ArrowRightIcon />
                </LinkButton>
              )}
              <LinkButton to="/pros" variant="secondary">
                <SearchIcon /> Find a pro
              </LinkButton>
            </ButtonRow>
          </Stack>
        ),
        media: (
          <MediaFigure
            src={analysedFrame}
            alt={SHOWCASE_ALT}
            width={SHOWCASE_SIZE.width}
            height={SHOWCASE_SIZE.height}
            caption="An example sprint frame, marked up with the studio's angle, line, arrow and text tools."
            preloaded
          />
        ),
      }}
    >

      <section aria-labelledby="home-how">
        <h2 id="home-how">How it works</h2>
        <StepCards steps={STEPS} />
        <p>
          <Link to="/how-it-works">More about how it works</Link>
        </p>
      </section>

      <section aria-labelledby="home-guarantee">
        <h2 id="home-guarantee">Delivered on time, or refunded</h2>
        <p>
          You see the price, the platform fee and the turnaround before you pay, standard or express. If your pro has not delivered by the promised
          time, cancel for a full refund. Your clip stays private: only you, your pro and our administrators can open it.
        </p>
      </section>

      <BelowTheFold standIn={featuredProsPending}>
        <FeaturedPros />
      </BelowTheFold>

      <BelowTheFold standIn={featuredStoriesPending}>
        <FeaturedStories />
      </BelowTheFold>

      <section aria-labelledby="home-pros">
        <h2 id="home-pros">For coaches</h2>
        <p>
          Are you a qualified coach? Sign up as a pro, tell athletes what you specialise in, set your price and turnaround, and upload your
          credentials. Once an administrator has verified you, paid clips arrive in your review queue, and you analyse them in our studio on desktop
          or phone.
        </p>
        <p>
          <Link to="/how-it-works">How it works for pros</Link>
        </p>
      </section>
    </Page>
  );
}
