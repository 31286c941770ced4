import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { GUEST_COUNT, GUEST_COUNT_FIELDS } from '@chegada/contracts';
import {
  FNRH_TRANSPORT_MEANS,
  FNRH_VISIT_PURPOSES,
  VEHICLE_TYPES,
  VISIT_PURPOSES,
} from '@chegada/domain';
import {
  ArrayField,
  DateField,
  CountField,
  FieldGroup,
  RadioGroupField,
  SelectField,
  TextField,
  TimeField,
} from '../../../components/form';
import { stepSchema } from './step-schemas';
import type { FieldStepProps } from './step-props';
import { declarableHours, type StayValues, type VehicleValues } from './step-values';
import { ListLimit } from './ListLimit';
import { PetFields } from './PetFields';
import { StepForm } from './StepForm';

// Adults and children within the guests the reservation takes: an error of the pair (spec §8).
const GROUPS = { [GUEST_COUNT]: GUEST_COUNT_FIELDS };

const newVehicle = (): VehicleValues => ({ type: 'car', model: '', color: '', plate: '' });

/**
 * The stay (spec §3): dates and the booking's own times, within its and the property's hours;
 * who comes, why, vehicles.
 */
export const StayStep = ({ page, ...wizard }: FieldStepProps<StayValues>) => {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `guest.field.${id}` }, values);
  const schema = useMemo(() => stepSchema(page, 'stay'), [page]);
  const { parkingSpaces } = page.residence;
  const hours = declarableHours(page);
  // A host on FNRH offers only what FNRH's lists have: no "other", no "prefer not to inform".
  const purposes = [
    { value: '', label: t('choose') },
    ...(page.residence.fnrh ? FNRH_VISIT_PURPOSES : VISIT_PURPOSES).map((purpose) => ({
      value: purpose,
      label: t(`purpose.${purpose}`),
    })),
  ];
  const transports = [
    { value: '', label: t('choose') },
    ...FNRH_TRANSPORT_MEANS.map((means) => ({ value: means, label: t(`transport.${means}`) })),
  ];
  const vehiclesLimit = intl.formatMessage(
    { id: 'guestForm.tooManyVehicles' },
    { max: parkingSpaces },
  );
  const vehicleTypes = VEHICLE_TYPES.map((type) => ({ value: type, label: t(`vehicle.${type}`) }));
  return (
    <StepForm step="stay" schema={schema} groups={GROUPS} {...wizard}>
      {(
        [
          ['checkIn', 'from', hours.earliestArrival],
          ['checkOut', 'until', hours.latestDeparture],
        ] as const
      ).map(([moment, bound, time]) => (
        <div className="field-row" key={moment}>
          <DateField name={`${moment}Date`} label={t(`${moment}Date`)} required />
          <TimeField
            name={`${moment}Time`}
            label={t(`${moment}Time`)}
            hint={t(bound, { time })}
            required
          />
        </div>
      ))}
      <FieldGroup name={GUEST_COUNT} fields={GUEST_COUNT_FIELDS} legend={t('guests')}>
        <div className="field-row">
          <CountField name="adults" label={t('adults')} required />
          <CountField name="children" label={t('children')} required />
        </div>
      </FieldGroup>
      <SelectField name="visitPurpose" label={t('visitPurpose')} options={purposes} required />
      {page.residence.fnrh ? (
        <SelectField
          name="transport"
          label={t('transport')}
          hint={t('fnrhHint')}
          options={transports}
          required
        />
      ) : null}
      <PetFields />
      {parkingSpaces > 0 ? (
        <ArrayField<VehicleValues>
          name="vehicles"
          legend={t('vehicles', { max: parkingSpaces })}
          itemLegend={(index) => `${t('vehicle')} ${index + 1}`}
          newItem={newVehicle}
          addLabel={t('addVehicle')}
          removeLabel={(index) => t('removeVehicle', { index: index + 1 })}
          maxItems={parkingSpaces}
          limitNote={vehiclesLimit}
        >
          {(index) => (
            <>
              <RadioGroupField
                name={`vehicles.${index}.type`}
                label={t('vehicleType')}
                options={vehicleTypes}
                required
              />
              <TextField name={`vehicles.${index}.model`} label={t('model')} required />
              <TextField name={`vehicles.${index}.color`} label={t('color')} required />
              <TextField
                name={`vehicles.${index}.plate`}
                label={t('plate')}
                hint={t('plateHint')}
                autoCapitalize="characters"
                mask={(typed) => typed.toUpperCase()}
                autoComplete="off"
                required
              />
            </>
          )}
        </ArrayField>
      ) : null}
      <ListLimit name="vehicles" max={parkingSpaces} message={vehiclesLimit} />
    </StepForm>
  );
};
