import { useIntl } from 'react-intl';
import { ContactType, NEARBY_PLACE_TYPES } from '@chegada/domain';
import {
  ArrayField,
  EmailField,
  PhoneField,
  SelectField,
  TextField,
} from '../../../components/form';
import { AddressFields } from './AddressFields';
import { newContact, newPlace, type ContactValues, type PlaceValues } from './residence-values';

const CONTACT_TYPES = Object.entries(ContactType).map(([key, value]) => ({ key, value }));

/** A property list's wording (houses.<list>.…), and the labels of its ArrayField drawn from it. */
const useListWording = (list: 'contacts' | 'places') => {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, number>) =>
    intl.formatMessage({ id: `houses.${list}.${id}` }, values);
  const labels = {
    legend: text('legend'),
    itemLegend: (index: number) => text('item', { number: index + 1 }),
    addLabel: text('add'),
    removeLabel: (index: number) => text('remove', { number: index + 1 }),
  };
  return { text, labels };
};

/** The property's staff: doorman, cleaning, responsible, owner, other; each reachable. */
export const ContactsField = () => {
  const { text, labels } = useListWording('contacts');
  const types = CONTACT_TYPES.map(({ key, value }) => ({
    value: String(value),
    label: text(`type.${key}`),
  }));
  return (
    <ArrayField<ContactValues> name="contacts" newItem={newContact} {...labels}>
      {(index) => (
        <div className="house-row">
          <SelectField
            name={`contacts.${index}.type`}
            label={text('type')}
            options={types}
            required
          />
          <TextField name={`contacts.${index}.name`} label={text('name')} required />
          <PhoneField name={`contacts.${index}.phone`} label={text('phone')} />
          <EmailField name={`contacts.${index}.email`} label={text('email')} autoComplete="off" />
        </div>
      )}
    </ArrayField>
  );
};

/** Places the host recommends near the property: a name and a type, an address if it has one. */
export const NearbyPlacesField = () => {
  const { text, labels } = useListWording('places');
  const types = NEARBY_PLACE_TYPES.map((type) => ({ value: type, label: text(`type.${type}`) }));
  return (
    <ArrayField<PlaceValues> name="nearbyPlaces" newItem={newPlace} {...labels}>
      {(index) => (
        <>
          <div className="house-row">
            <TextField name={`nearbyPlaces.${index}.name`} label={text('name')} required />
            <SelectField
              name={`nearbyPlaces.${index}.type`}
              label={text('type')}
              options={types}
              required
            />
          </div>
          <AddressFields prefix={`nearbyPlaces.${index}`} cepKey="zip" optional />
        </>
      )}
    </ArrayField>
  );
};
