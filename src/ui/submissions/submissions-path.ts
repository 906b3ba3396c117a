/** The query of /submissions: the list asked for (`list`, `?list=admin`) and the status filter, each only when set. */
export function submissionsSearch({ list, status }: { list?: string | null; status?: string | null }): URLSearchParams {
  const search = new URLSearchParams();
  if (list) search.set('list', list);
  if (status) search.set('status', status);
  return search;
}

/** A link to /submissions showing `list`, filtered by `status`. */
export function submissionsPath(view: { list?: string | null; status?: string | null }): string {
  const search = submissionsSearch(view).toString();
  return search ? `/submissions?${search}` : '/submissions';
}
