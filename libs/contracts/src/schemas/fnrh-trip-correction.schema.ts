import { object, string, type InferType } from 'yup';
import { FNRH_TRANSPORT_MEANS, FNRH_VISIT_PURPOSES } from '@chegada/domain';

/**
 * PUT /api/stays/reservations/:id/fnrh/trip: the trip purpose and means of transport the host
 * sends FNRH instead of the guest's answer, which FNRH's lists lack (an answer given before
 * the host was on FNRH: "other", "prefer not to inform"). Only values FNRH's lists have.
 */
export const fnrhTripCorrectionSchema = object({
  visitPurpose: string()
    .typeError('validation.type')
    .oneOf(FNRH_VISIT_PURPOSES, 'guestForm.invalidVisitPurpose')
    .required('guestForm.visitPurposeRequired'),
  transport: string()
    .typeError('validation.type')
    .oneOf(FNRH_TRANSPORT_MEANS, 'guestForm.invalidTransport')
    .required('validation.required'),
})
  .noUnknown('validation.unknownField')
  .strict(false);

export type FnrhTripCorrection = InferType<typeof fnrhTripCorrectionSchema>;
