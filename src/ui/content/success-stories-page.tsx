import { TYPES } from '../../application/ports/tokens';
import { useInjection } from '../app/container-context';
import { useResultQuery } from '../hooks/use-result-query';
import { EmptyState } from '../kit/empty-state';
import { PlainList } from '../kit/layout';
import { LinkButton } from '../kit/link-button';
import { ReadView } from '../kit/read-view';
import { Page } from '../kit/page';
import { contentQueries } from './content-queries';
import { StoryCard } from './story-card';
import { StoryManager } from './story-manager';
import { useAuth } from '../auth/auth-context';
import { rolesOf } from '../../domain/auth/user-roles';

/** /success-stories: the published stories, newest first, each with its athlete, pro, sport, before and after. */
export default function SuccessStoriesPage() {
  const repository = useInjection(TYPES.SuccessStoryRepository);
  const stories = useResultQuery(contentQueries.publishedStories(repository));
  const { state } = useAuth();
  const isAdmin = state.status === 'signed-in' && !state.profileLoading && rolesOf(state.profile, state.user).isAdmin;
  return (
    <Page title="Success stories" width="wide" intro="Athletes who sent a clip to a ClipCoach pro, what the analysis showed them, and what changed.">
      <ReadView read={stories} loading="Loading success stories" what="the success stories" spinner="sm">
        {(published) => published.length === 0 ? (
          <EmptyState title="No stories published yet" action={<LinkButton to="/pros">Find a pro</LinkButton>}>
            <p>Stories appear here once athletes agree to share them and our team publishes them. Yours could be the first.</p>
          </EmptyState>
        ) : (
          // As many columns of at least 20rem as the page holds: three stories make one line on a desktop, not two and one.
          <PlainList gap="md" columns="repeat(auto-fill, minmax(20rem, 1fr))" aria-label="Published success stories">
            {published.map((story) => (
              <StoryCard key={story.id} story={story} />
            ))}
          </PlainList>
        )}
      </ReadView>
      <p>Every story is published with the permission of the athlete who tells it.</p>
      {isAdmin ? <StoryManager /> : null}
    </Page>
  );
}
