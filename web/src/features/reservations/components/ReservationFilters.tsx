import { reservationDateFilters } from '@chegada/contracts';
import { useIntl } from 'react-intl';
import type { ResidenceOption } from '../api/reservation-types';
import { SearchField } from '../../../components/ui';
import type { DateChoice, ListParams } from './use-list-params';

type Props = {
  params: ListParams;
  /** What the search box shows: the page debounces it before it becomes a request. */
  searchText: string;
  onSearchText: (text: string) => void;
  residences: readonly ResidenceOption[];
  onChange: (changes: Partial<ListParams>) => void;
};

/** Check-in date (presets or a range), property, identity checks to review, and search. */
export const ReservationFilters = ({
  params,
  searchText,
  onSearchText,
  residences,
  onChange,
}: Props) => {
  const intl = useIntl();
  const text = (key: string) => intl.formatMessage({ id: `reservationsPage.${key}` });
  return (
    <fieldset className="reservation-filters ui-filters">
      <legend className="visually-hidden">{text('filters')}</legend>
      <label>
        {text('dates')}
        <select
          value={params.date}
          onChange={(event) => onChange({ date: event.target.value as DateChoice })}
        >
          <option value="">{text('anyDate')}</option>
          {reservationDateFilters.map((filter) => (
            <option key={filter} value={filter}>
              {text(filter)}
            </option>
          ))}
          <option value="range">{text('range')}</option>
        </select>
      </label>
      {params.date === 'range' ? (
        <>
          <label>
            {text('from')}
            <input
              type="date"
              value={params.from}
              onChange={(event) => onChange({ from: event.target.value })}
            />
          </label>
          <label>
            {text('to')}
            <input
              type="date"
              value={params.to}
              min={params.from || undefined}
              onChange={(event) => onChange({ to: event.target.value })}
            />
          </label>
        </>
      ) : null}
      <label>
        {text('property')}
        <select
          value={params.residenceId}
          onChange={(event) => onChange({ residenceId: event.target.value })}
        >
          <option value="">{text('anyProperty')}</option>
          {residences.map((residence) => (
            <option key={residence.id} value={residence.id}>
              {residence.name}
            </option>
          ))}
        </select>
      </label>
      <label className="reservation-needs-review">
        <input
          type="checkbox"
          checked={params.needsReview}
          onChange={(event) => onChange({ needsReview: event.target.checked })}
        />
        {text('needsReview')}
      </label>
      <SearchField
        className="reservation-search"
        labelId="reservationsPage.search"
        search={{ text: searchText, onSearch: onSearchText }}
      />
    </fieldset>
  );
};
