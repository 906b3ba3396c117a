import { useDeferredValue } from 'react';
import { TYPES } from '../../application/ports/tokens';
import { PROS_PAGE_SIZE, type ProListQuery, type ProSort } from '../../domain/pros/pro-listing';
import { SPORTS } from '../../domain/pros/sports';
import { useInjection } from '../app/container-context';
import { useSearchField } from '../hooks/use-search-field';
import { pageParam, useUrlQuery } from '../hooks/use-url-query';
import { useResultQuery } from '../hooks/use-result-query';
import { Button } from '../kit/button';
import { EmptyState } from '../kit/empty-state';
import { LoadError } from '../kit/load-error';
import { Page } from '../kit/page';
import { Pager } from '../kit/pager';
import { Spinner } from '../kit/spinner';
import { SelectField, TextField } from '../kit/fields';
import { ColumnsForm, MutedText } from '../kit/layout';
import { ProCard, ProCardGrid } from './pro-card';
import { prosQueries } from './pros-queries';
import { countOf } from '../kit/format';

const SORTS: readonly [ProSort, string][] = [
  ['rating', 'Top rated'],
  ['price-asc', 'Price: low to high'],
  ['price-desc', 'Price: high to low'],
];

const SPORT_OPTIONS = [{ value: '', label: 'All sports' }, ...SPORTS.map((sport) => ({ value: sport, label: sport }))];

const readQuery = (params: URLSearchParams): Required<Pick<ProListQuery, 'search' | 'sport' | 'sort' | 'page'>> => ({
  search: params.get('q') ?? '',
  sport: params.get('sport') ?? '',
  sort: (SORTS.some(([value]) => value === params.get('sort')) ? params.get('sort') : 'rating') as ProSort,
  page: pageParam(params),
});

/** /pros: verified pros, searchable by name, filtered by sport, sorted, paged. The query lives in the URL. */
export default function ProsPage() {
  const repository = useInjection(TYPES.ProRepository);
  const [params, update] = useUrlQuery();
  const query = readQuery(params);
  // The name search applies as you type, once the typing pauses, as the sport and sort filters apply at once.
  const search = useSearchField(query.search, (term) => update({ q: term }), useInjection(TYPES.Clock));

  const list = useResultQuery(prosQueries.list(repository, { ...query, pageSize: PROS_PAGE_SIZE }), { keepPreviousData: true });
  // A page of cards renders in the background, in slices React yields between, rather than in one
  // long task when the list arrives (issue 13, TBT); until then the previous page or the spinner stays.
  const shown = useDeferredValue(list.data);

  const pages = shown ? Math.max(1, Math.ceil(shown.total / shown.pageSize)) : 1;

  return (
    <Page title="Find a pro" intro="Verified coaches who analyse your clip and tell you what to work on." width="wide">
      <ColumnsForm role="search" onSubmit={search.submit} columns="2fr 1fr 1fr auto" align="end">
        <TextField label="Search by name" type="search" value={search.text} onChange={(e) => search.setText(e.target.value)} />
        <SelectField label="Sport" value={query.sport} onChange={(e) => update({ sport: e.target.value })} options={SPORT_OPTIONS} />
        <SelectField label="Sort by" value={query.sort} onChange={(e) => update({ sort: e.target.value })} options={SORTS.map(([value, label]) => ({ value, label }))} />
        <Button type="submit">Search</Button>
      </ColumnsForm>

      {list.isError ? (
        <LoadError what="the pros" error={list.error} onRetry={() => void list.refetch()} />
      ) : shown === undefined ? (
        <Spinner size="lg" label="Loading pros" />
      ) : shown.total === 0 ? (
        <EmptyState title="No pros match your search">
          <p>Try another name or sport.</p>
        </EmptyState>
      ) : (
        <>
          <MutedText aria-live="polite">
            {countOf(shown.total, 'pro', 'pros')}
            {list.isFetching ? ' · updating…' : ''}
          </MutedText>
          <ProCardGrid label="Pros">
            {shown.items.map((pro) => (
              <ProCard key={pro.id} pro={pro} />
            ))}
          </ProCardGrid>
          <Pager page={query.page} pages={pages} onPage={(page) => update({ page: String(page) })} />
        </>
      )}
    </Page>
  );
}
