import { useDeferredValue, useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TYPES } from '../../application/ports/tokens';
import { PROS_PAGE_SIZE, type ProListQuery, type ProSort } from '../../domain/pros/pro-listing';
import { SPORTS } from '../../domain/pros/sports';
import { useInjection } from '../app/container-context';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useResultQuery } from '../hooks/use-result-query';
import { Button } from '../kit/button';
import { EmptyState } from '../kit/empty-state';
import { LoadError } from '../kit/load-error';
import { Page } from '../kit/page';
import { Pager } from '../kit/pager';
import { Spinner } from '../kit/spinner';
import { SelectField, TextField } from '../kit/fields';
import { ColumnsForm, MutedText, PlainList } from '../kit/layout';
import { ProCard } from './pro-card';
import { prosQueries } from './pros-queries';

/** The name search applies once typing pauses this long, as the sport and sort filters apply at once. */
export const PROS_SEARCH_DEBOUNCE_MS = 300;

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
  page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
});

/** /pros: verified pros, searchable by name, filtered by sport, sorted, paged. The query lives in the URL. */
export default function ProsPage() {
  const repository = useInjection(TYPES.ProRepository);
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const [searchText, setSearchText] = useState(query.search);

  const list = useResultQuery(prosQueries.list(repository, { ...query, pageSize: PROS_PAGE_SIZE }), { keepPreviousData: true });
  // A page of cards renders in the background, in slices React yields between, rather than in one
  // long task when the list arrives (issue 13, TBT); until then the previous page or the spinner stays.
  const shown = useDeferredValue(list.data);

  const update = (changes: Partial<Record<'q' | 'sport' | 'sort' | 'page', string>>) => {
    // From the URL as it is when the change lands (a debounced search may land after a filter change).
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });
  };

  // The name search applies as you type, once the typing pauses; "Search" applies it at once.
  const typedSearch = useDebouncedValue(searchText.trim(), PROS_SEARCH_DEBOUNCE_MS);
  const applyTypedSearch = useEffectEvent((term: string) => {
    if (term !== query.search) update({ q: term });
  });
  useEffect(() => applyTypedSearch(typedSearch), [typedSearch]);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: searchText.trim() });
  };

  const pages = shown ? Math.max(1, Math.ceil(shown.total / shown.pageSize)) : 1;

  return (
    <Page title="Find a pro" intro="Verified coaches who analyse your clip and tell you what to work on." width="wide">
      <ColumnsForm role="search" onSubmit={onSearch} columns="2fr 1fr 1fr auto" align="end">
        <TextField label="Search by name" type="search" value={searchText} onChange={(e) => setSearchText(e.target.value)} />
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
            {shown.total === 1 ? '1 pro' : `${shown.total} pros`}
            {list.isFetching ? ' · updating…' : ''}
          </MutedText>
          <PlainList aria-label="Pros" gap="md" columns="repeat(3, minmax(0, 1fr))">
            {shown.items.map((pro) => (
              <ProCard key={pro.id} pro={pro} />
            ))}
          </PlainList>
          <Pager page={query.page} pages={pages} onPage={(page) => update({ page: String(page) })} />
        </>
      )}
    </Page>
  );
}
