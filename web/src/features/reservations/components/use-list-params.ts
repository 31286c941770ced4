import {
  reservationCounters,
  reservationDateFilters,
  reservationSorts,
  type ReservationCounter,
  type ReservationDateFilter,
  type ReservationSort,
} from '@chegada/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ReservationQuery } from '../api/reservation-types';
import { counterQuery } from './reservation-status';

export type DateChoice = ReservationDateFilter | 'range' | '';

/** The list's filters, kept in the address so a counter link or a reload lands on them. */
export type ListParams = {
  counter: ReservationCounter;
  date: DateChoice;
  from: string;
  to: string;
  residenceId: string;
  search: string;
  /** Only those whose identity checks ask the host to look. */
  needsReview: boolean;
  page: number;
  sort: ReservationSort;
  order: 'asc' | 'desc';
};

const PER_PAGE = 20;

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.find((known) => known === value) ?? fallback;

const read = (params: URLSearchParams): ListParams => ({
  counter: oneOf(reservationCounters, params.get('counter'), 'total'),
  date: oneOf<DateChoice>([...reservationDateFilters, 'range'], params.get('date'), ''),
  from: params.get('from') ?? '',
  to: params.get('to') ?? '',
  residenceId: params.get('residenceId') ?? '',
  search: params.get('search') ?? '',
  needsReview: params.get('needsReview') === 'true',
  page: Math.max(1, Number(params.get('page')) || 1),
  sort: oneOf(reservationSorts, params.get('sort'), 'checkIn'),
  order: params.get('order') === 'desc' ? 'desc' : 'asc',
});

const DEFAULTS: Record<string, string> = {
  counter: 'total',
  needsReview: 'false',
  page: '1',
  sort: 'checkIn',
  order: 'asc',
};

/** The request the filters stand for (the search as typed; the page debounces it). */
export const queryOf = (params: ListParams): ReservationQuery => ({
  page: params.page,
  perPage: PER_PAGE,
  sort: params.sort,
  order: params.order,
  ...counterQuery(params.counter),
  ...(params.date && params.date !== 'range' ? { dateFilter: params.date } : {}),
  ...(params.date === 'range' && params.from ? { checkInFrom: params.from } : {}),
  ...(params.date === 'range' && params.to ? { checkInTo: params.to } : {}),
  ...(params.residenceId ? { residenceId: params.residenceId } : {}),
  ...(params.search.trim() ? { search: params.search.trim() } : {}),
  ...(params.needsReview ? { needsReview: true } : {}),
});

export const isFiltered = (params: ListParams): boolean =>
  params.counter !== 'total' ||
  !!params.date ||
  !!params.residenceId ||
  !!params.search.trim() ||
  params.needsReview;

/**
 * The filters and a way to change some; any change but the page starts again at page 1.
 * Each change is a history entry (Back returns to the page before), but the search typed.
 */
export const useListParams = () => {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => read(search), [search]);
  const update = useCallback(
    (changes: Partial<ListParams>) => {
      const next: ListParams = { ...params, page: 1, ...changes };
      const entries = Object.entries(next)
        .map(([key, value]): [string, string] => [key, String(value)])
        .filter(([key, value]) => value !== '' && DEFAULTS[key] !== value);
      // A page or a filter is a step Back returns from; each keystroke of the search is not.
      const typing = Object.keys(changes).every((key) => key === 'search');
      setSearch(new URLSearchParams(entries), { replace: typing });
    },
    [params, setSearch],
  );
  return [params, update] as const;
};
