import { lazy, type InferType, type ISchema } from 'yup';
import {
  FNRH_TRANSPORT_MEANS,
  FNRH_VISIT_PURPOSES,
  GENDERS,
  TRANSPORT_MEANS,
  MAIN_GUEST_MIN_AGE,
  VEHICLE_TYPES,
  VISIT_PURPOSES,
  ageOn,
  isCalendarDate,
  isClockTime,
  isValidPlate,
  middayUtc,
  normalizePlate,
} from '@chegada/domain';
import { additionalGuestSchema } from './additional-guest.schema';
import { addressSchema } from './guest-address.schema';
import {
  calendarDate,
  choice,
  clockTime,
  closedObject,
  count,
  emailAddress,
  flag,
  identityFields,
  list,
  pastDate,
  phone,
  requiredOnSubmit,
  sibling,
  text,
  type GuestFormMode,
} from './guest-form-fields';
import { petFields } from './guest-pets.schema';

export type { GuestFormMode } from './guest-form-fields';
export { additionalGuestSchema } from './additional-guest.schema';

/** What the rules need to know of the stay's property, computed by the caller. */
export type GuestFormContext = {
  /** YYYY-MM-DD in the property's time zone. */
  today: string;
  /** HH:mm: the earliest arrival. */
  residenceCheckInTime: string;
  /** HH:mm: the latest departure. */
  residenceCheckOutTime: string;
  maxGuests: number;
  parkingSpaces: number;
  /**
   * YYYY-MM-DD: the stay's check-in day, which a companion's age is counted on when what is
   * checked carries no check-in date of its own (a save of the guests, a companion's link).
   * Today when not given.
   */
  checkInDate?: string;
  /**
   * The host registers stays in FNRH (issue 32): a submission then asks what FNRH needs that
   * the form does not otherwise collect, every guest's gender and the means of transport.
   */
  fnrh?: boolean;
  /**
   * YYYY-MM-DD: the check-in day the booking has. A guest who fills in after arriving (a stay
   * begun yesterday) keeps it; only a day before both it and today is refused.
   */
  bookedCheckInDate?: string;
};

/** Asked, and required on a submission, only for a host who registers stays in FNRH. */
const fnrhFields = (mode: GuestFormMode, context: GuestFormContext) => {
  const asked = context.fnrh === true ? mode : 'save';
  return {
    gender: requiredOnSubmit(asked, choice(GENDERS, 'guestForm.invalidGender')),
    transport: requiredOnSubmit(
      asked,
      choice(
        context.fnrh === true ? FNRH_TRANSPORT_MEANS : TRANSPORT_MEANS,
        'guestForm.invalidTransport',
      ),
    ),
  };
};

/**
 * Adults and children together, within the reservation's guests (spec §5, §8): their error is
 * the pair's, reported on this group, not on either count.
 */
export const GUEST_COUNT = 'guestCount';
export const GUEST_COUNT_FIELDS = ['adults', 'children'] as const;

type Siblings = Record<string, unknown>;
const numberOr0 = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

const vehicleSchema = (mode: GuestFormMode) =>
  closedObject({
    type: requiredOnSubmit(mode, choice(VEHICLE_TYPES, 'guestForm.invalidVehicleType')),
    model: text(mode, 60),
    color: text(mode, 40),
    /** ABC-1234 or ABC1D23, any case; stored as ABC1234 / ABC1D23. */
    plate: text(mode, 10)
      .transform((value: unknown) =>
        typeof value === 'string' && isValidPlate(value) ? normalizePlate(value) : value,
      )
      .test('plate', 'guestForm.invalidPlate', (value) => !value || isValidPlate(value)),
  });

/**
 * An additional guest as the holder's submission checks them: a guest who fills their own link
 * needs only a name from the holder; their link collects the rest.
 */
const additionalGuestItem = (mode: GuestFormMode, context: GuestFormContext) => {
  const { today, checkInDate = today, fnrh = false } = context;
  const filledHere = additionalGuestSchema(mode, today, checkInDate, fnrh);
  if (mode === 'save') return filledHere;
  const byOwnLink = additionalGuestSchema('save', today, checkInDate).shape({
    name: text(mode, 120),
  });
  return lazy((guest: unknown) =>
    (guest as Siblings | undefined)?.ownLink === true ? byOwnLink : filledHere,
  ) as unknown as ISchema<InferType<typeof filledHere>>;
};

const accepted = (mode: GuestFormMode) =>
  mode === 'submit'
    ? flag().test('accepted', 'guestForm.acceptTerms', (value) => value === true)
    : flag();

/** The main guest's check-in and check-out, within the property's hours (spec §5). */
const stayFields = (mode: GuestFormMode, context: GuestFormContext) => ({
  checkInDate: calendarDate(mode).test(
    'notBeforeToday',
    'guestForm.checkInInPast',
    function notBeforeToday(value) {
      if (!value || !isCalendarDate(value) || value >= context.today) return true;
      const booked = context.bookedCheckInDate;
      if (!booked || booked >= context.today) return false;
      return (
        value >= booked ||
        this.createError({
          message: 'guestForm.checkInBeforeBooking',
          params: { booked: middayUtc(booked) },
        })
      );
    },
  ),
  checkInTime: clockTime(mode).test({
    name: 'earliestArrival',
    message: 'guestForm.checkInTooEarly',
    params: { time: context.residenceCheckInTime },
    test: (value) => !value || !isClockTime(value) || value >= context.residenceCheckInTime,
  }),
  checkOutDate: calendarDate(mode).test(
    'afterCheckIn',
    'guestForm.checkOutBeforeCheckIn',
    function afterCheckIn(value) {
      const checkIn = sibling(this.parent, 'checkInDate');
      if (!value || !checkIn || !isCalendarDate(value) || !isCalendarDate(checkIn)) return true;
      return value >= checkIn;
    },
  ),
  checkOutTime: clockTime(mode)
    .test({
      name: 'latestDeparture',
      message: 'guestForm.checkOutTooLate',
      params: { time: context.residenceCheckOutTime },
      test: (value) => !value || !isClockTime(value) || value <= context.residenceCheckOutTime,
    })
    // A one-day stay leaves after it arrives; on different days the dates decide.
    .test('sameDayAfterCheckIn', 'guestForm.checkOutBeforeCheckIn', function sameDay(value) {
      const [inDate, outDate] = [
        sibling(this.parent, 'checkInDate'),
        sibling(this.parent, 'checkOutDate'),
      ];
      const inTime = sibling(this.parent, 'checkInTime');
      if (!value || !inTime || !inDate || inDate !== outDate || !isClockTime(inTime)) return true;
      return !isClockTime(value) || value > inTime;
    }),
});

/**
 * The guest form of PUT /api/stays/guestForm/:id (the `data` part of the multipart body) and
 * of the web client. 'save' checks only the fields given (an empty string is not given);
 * 'submit' applies every rule of product spec §5. Files are checked apart:
 * see missingGuestFormFiles.
 */
export const guestFormSchema = (context: GuestFormContext, mode: GuestFormMode) =>
  closedObject({
    name: text(mode, 120),
    ...identityFields(mode, 'isForeign'),
    isForeign: flag(),
    email: emailAddress(mode),
    phone: phone(mode),
    birthDate: pastDate(mode, context.today).test({
      name: 'adult',
      message: 'guestForm.underage',
      params: { minAge: MAIN_GUEST_MIN_AGE },
      test(value) {
        const checkIn = sibling(this.parent, 'checkInDate');
        if (!value || !checkIn || !isCalendarDate(value) || !isCalendarDate(checkIn)) return true;
        return value > context.today || ageOn(value, checkIn) >= MAIN_GUEST_MIN_AGE;
      },
    }),
    address: addressSchema(mode),
    ...stayFields(mode, context),
    /** 'notInformed' is the 'prefer not to inform' option, which FNRH's list lacks. */
    visitPurpose: requiredOnSubmit(
      mode,
      choice(
        context.fnrh === true ? FNRH_VISIT_PURPOSES : VISIT_PURPOSES,
        'guestForm.invalidVisitPurpose',
      ),
      'guestForm.visitPurposeRequired',
    ),
    ...fnrhFields(mode, context),
    ...petFields(mode),
    adults: requiredOnSubmit(mode, count().min(1, 'guestForm.atLeastOneAdult')),
    children: requiredOnSubmit(mode, count().min(0, 'guestForm.childrenNotNegative')),
    vehicles: list(vehicleSchema(mode), context.parkingSpaces, 'guestForm.tooManyVehicles'),
    // The main guest counts as one of the reservation's guests.
    additionalGuests: list(
      additionalGuestItem(mode, context),
      Math.max(context.maxGuests - 1, 0),
      'guestForm.maxGuestsReached',
    ),
    termsAccepted: accepted(mode),
    imageTermsAccepted: accepted(mode),
    /** true submits the form; false saves a part of it. */
    submit: flag(),
  })
    .test({
      name: 'maxGuests',
      message: 'guestForm.tooManyGuests',
      params: { max: context.maxGuests },
      test(form: Siblings | undefined) {
        const counted = GUEST_COUNT_FIELDS.map((field) => numberOr0(form?.[field]));
        const guests = counted.reduce((sum, part) => sum + part, 0);
        return guests <= context.maxGuests || this.createError({ path: GUEST_COUNT });
      },
    })
    .strict(false);

/** The form as the schema casts it: trimmed, blanks left out, CPF digits, plates upper case. */
export type GuestFormData = InferType<ReturnType<typeof guestFormSchema>>;
