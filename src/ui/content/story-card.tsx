import { Link } from 'react-router-dom';
import type { SuccessStory } from '../../domain/content/success-story';
import { CardListItem, CardTitle } from '../kit/card';
import { DefinitionList } from '../kit/definition-list';
import { MutedText } from '../kit/layout';
import { Quote } from '../kit/quote';

/** One success story: the athlete, the sport, the pro (linked to their listing), before and after, and the athlete's words. */
export function StoryCard({ story, headingLevel = 2 }: { story: SuccessStory; headingLevel?: 2 | 3 }) {
  const title = `${story.athleteName} · ${story.sport}`;
  return (
    <CardListItem aria-label={`${story.athleteName}, ${story.sport}`}>
      {headingLevel === 2 ? <CardTitle flush>{title}</CardTitle> : <h3>{title}</h3>}
      <MutedText size="sm">
        Analysed by {story.proId ? <Link to={`/pros/${encodeURIComponent(story.proId)}`}>{story.proName}</Link> : story.proName}
      </MutedText>
      <DefinitionList
        label={`${story.athleteName}: before and after`}
        items={[
          ['Before', story.before],
          ['After', story.after],
        ]}
      />
      <Quote by={story.athleteName}>
        <p>{story.quote}</p>
      </Quote>
    </CardListItem>
  );
}
