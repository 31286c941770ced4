import { useIntl } from 'react-intl';
import { GENDERS } from '@chegada/domain';
import { SelectField } from '../../../components/form';
import type { GuestFormPage } from '../api/guest-form-types';

/**
 * A guest's gender, which FNRH needs of every guest (issue 32): asked, and required, only when
 * the host registers stays in FNRH; otherwise nothing is shown.
 */
export const GenderField = ({ page, name = 'gender' }: { page: GuestFormPage; name?: string }) => {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `guest.field.${id}` });
  if (!page.residence.fnrh) return null;
  return (
    <SelectField
      name={name}
      label={t('gender')}
      hint={t('fnrhHint')}
      options={[
        { value: '', label: t('choose') },
        ...GENDERS.map((gender) => ({ value: gender, label: t(`gender.${gender}`) })),
      ]}
      required
    />
  );
};
