import type { CreateSubUserRequest, UpdateSubUserRequest } from '@chegada/contracts';
import type { SubUser } from '../api/sub-users-api';

/** What the form holds: text inputs, so empty fields are '' until sent. */
export type SubUserValues = {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
};

export const emptySubUser: SubUserValues = {
  name: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
};

export const valuesOf = (subUser: SubUser): SubUserValues => ({
  ...emptySubUser,
  name: subUser.name,
  email: subUser.email,
  phone: subUser.phone ?? '',
});

const orUndefined = (value: string): string | undefined => (value === '' ? undefined : value);

/** POST /api/users: a phone left empty is not sent. */
export const toCreateRequest = (values: SubUserValues): CreateSubUserRequest => ({
  ...values,
  phone: orUndefined(values.phone.trim()),
});

/** PUT /api/users/:id: an empty phone clears it; empty passwords keep the current one. */
export const toUpdateRequest = (values: SubUserValues): UpdateSubUserRequest => ({
  name: values.name,
  email: values.email,
  phone: values.phone.trim() === '' ? null : values.phone,
  password: orUndefined(values.password),
  confirmPassword: orUndefined(values.confirmPassword),
});
