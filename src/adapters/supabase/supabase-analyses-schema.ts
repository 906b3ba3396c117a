import type { AnalysisRow, AnnotationRow, CommentRow, CompareRow } from '../shared/analysis-rows';

/**
 * The analyses table and its functions as supabase/migrations/20250601000800_analyses.sql defines
 * them, typed for supabase-js. Clients write no row (Insert and Update are empty): every change is
 * a function.
 */
export type AnalysisTableRow = AnalysisRow & { id: string | null; created_at: string | null };

type ContentArgs = { submission_id: string; summary: string; annotations: AnnotationRow[]; comments: CommentRow[]; compare: CompareRow | null };

export type AnalysisTables = {
  analyses: { Row: AnalysisTableRow; Insert: Record<never, never>; Update: Record<never, never>; Relationships: [] };
};

export type AnalysisFunctions = {
  open_analysis: { Args: { submission_id: string }; Returns: AnalysisTableRow };
  save_analysis_draft: { Args: ContentArgs; Returns: AnalysisTableRow };
  deliver_analysis: { Args: ContentArgs; Returns: AnalysisTableRow };
};
