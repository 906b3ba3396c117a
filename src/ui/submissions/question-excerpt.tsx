import { excerpt } from '../kit/format';
import { MutedText } from '../kit/layout';

/** How much of the athlete's question a line of a list shows (the submission's page has it all). */
const QUESTION_EXCERPT = 120;

/** The start of the athlete's question under a line of a list of submissions; nothing for an empty one. */
export function QuestionExcerpt({ question }: { question: string }) {
  return question.trim() ? <MutedText size="sm">{excerpt(question, QUESTION_EXCERPT)}</MutedText> : null;
}
