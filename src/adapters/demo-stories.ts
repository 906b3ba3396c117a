import type { SuccessStory } from '../domain/content/success-story';
import { demoPros } from './demo-pros';

/** The published success stories the simulated backends seed, each with one of the sample pros (demo-pros.ts). */
const STORIES = [
  {
    pro: 1,
    athleteName: 'Tom H.',
    before: 'A slice that started left and curled thirty yards right. Three lessons at the range had not found why.',
    after: 'Frame by frame, an angle on the club face at the top of the backswing showed it open by 15°. Two weeks of the grip drill and the ball flight is straight.',
    quote: 'Seeing the angle drawn on my own swing did what months of tips could not.',
  },
  {
    pro: 2,
    athleteName: 'Amara K.',
    before: 'Shin pain after every long run and a half-marathon time stuck at 1:52.',
    after: 'The side-on clip showed a heel strike well ahead of the hips. With a shorter stride and a higher cadence the pain is gone and the next race finished in 1:46.',
    quote: 'The comments were pinned to the exact frame my heel landed. Impossible to argue with.',
  },
  {
    pro: 3,
    athleteName: 'Lucía M.',
    before: 'A dropped elbow in the freestyle catch and a shoulder that ached after 2 km.',
    after: 'Stepping through the catch one frame at a time made the dropped elbow obvious. After the drills in the summary, 100 m came down by four seconds without the ache.',
    quote: 'I watch the analysis again before every session: the drawings are still there on the clip.',
  },
] as const;

/** The demo stories, published, naming sample pros that the same seed lists on /pros. */
export function demoStories(nowIso: string): SuccessStory[] {
  const pros = demoPros(24, nowIso);
  return STORIES.map((story, index) => {
    const pro = pros[story.pro]!;
    // One second apart, so "newest first" is the order written here.
    const at = new Date(Date.parse(nowIso) - index * 1_000).toISOString();
    return {
      id: `demo-story-${index + 1}`,
      athleteName: story.athleteName,
      proId: pro.id,
      proName: pro.displayName,
      sport: pro.sports[0]!,
      before: story.before,
      after: story.after,
      quote: story.quote,
      published: true,
      publishedAt: at,
      createdAt: at,
      updatedAt: at,
    };
  });
}
