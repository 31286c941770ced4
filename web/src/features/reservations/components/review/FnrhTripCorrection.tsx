import {
  fnrhTripCorrectionSchema,
  type FnrhFailure,
  type FnrhTripCorrection as Correction,
  type ReservationFnrh,
} from '@chegada/contracts';
import { FNRH_TRANSPORT_MEANS, FNRH_VISIT_PURPOSES } from '@chegada/domain';
import { SchemaForm, SelectField, SubmitButton } from '../../../../components/form';
import { baseApi } from '../../../../lib/api/base-api';
import { useReviewFormat } from './use-review-format';

const tripApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    correctReservationFnrhTrip: build.mutation<
      ReservationFnrh,
      { reservationId: string; trip: Correction }
    >({
      query: ({ reservationId, trip }) => ({
        url: `stays/reservations/${reservationId}/fnrh/trip`,
        method: 'PUT',
        body: trip,
      }),
      invalidatesTags: (_result, _error, { reservationId }) => [
        { type: 'Reservation', id: `fnrh-${reservationId}` },
      ],
    }),
  }),
});

const TRIP_FIELDS = new Set(['main.visitPurpose', 'main.transport']);

/** FNRH's lists lack the guest's trip purpose or means of transport: the host picks them. */
export const namesTheTrip = (failure: FnrhFailure) =>
  failure.code === 'unknown-code' && failure.fields.some(({ field }) => TRIP_FIELDS.has(field));

/**
 * The trip purpose and means of transport the host sends FNRH instead of the guest's answer
 * (issue 32 walk), from FNRH's lists alone; sending them sends the stay again.
 */
export const FnrhTripCorrection = ({ reservationId }: { reservationId: string }) => {
  const { text } = useReviewFormat();
  const [correct] = tripApi.useCorrectReservationFnrhTripMutation();
  const options = (group: string, values: readonly string[]) => [
    { value: '', label: text('fnrh.choose') },
    ...values.map((value) => ({ value, label: text(`${group}.${value}`) })),
  ];
  return (
    <SchemaForm
      className="form fnrh-trip"
      schema={fnrhTripCorrectionSchema}
      initialValues={{ visitPurpose: '', transport: '' }}
      onSubmit={async (trip) => {
        await correct({ reservationId, trip }).unwrap();
      }}
    >
      <p>{text('fnrh.tripHint')}</p>
      <SelectField
        name="visitPurpose"
        label={text('purpose')}
        options={options('purposes', FNRH_VISIT_PURPOSES)}
        required
      />
      <SelectField
        name="transport"
        label={text('transport')}
        options={options('transports', FNRH_TRANSPORT_MEANS)}
        required
      />
      <SubmitButton label={text('fnrh.retry')} />
    </SchemaForm>
  );
};
