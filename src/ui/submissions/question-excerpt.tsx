import { excerpt } from '../kit/format';
import { BreakableText, MutedText } from '../kit/layout';

/** How much of the athlete's question a line of a list shows (the submission's page has it all). */
const QUESTION_EXCERPT = 120;

/** The start of the athlete's question under a line of a list of submissions; nothing for an empty one. */
export function QuestionExcerpt({ question }: { question: string }) {
  if (!question.trim()) return null;
  // A question may hold one long word (a link): it wraps rather than widen the list on a phone.
  return (
    <MutedText size="sm">
      <BreakableText inline>{excerpt(question, QUESTION_EXCERPT)}</BreakableText>
    </MutedText>
  );
}
