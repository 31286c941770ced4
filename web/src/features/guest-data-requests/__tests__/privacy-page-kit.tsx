import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@chegada/contracts';
import { GuestApp } from '../../../app/guest/GuestApp';
import { matchGuestRoute } from '../../../app/guest/guest-routes';
import { makeStore } from '../../../app/store';

export const PATH = '/p/formdata/privacy/pousada-mar/airbnb/r-1';

/** The guest's page of requests about their data, at `path`, in `locale`. */
export const openPrivacyPage = (locale: Locale, path = PATH) => {
  localStorage.setItem('chegada.locale', locale);
  window.history.pushState(null, '', path);
  const route = matchGuestRoute(path);
  if (!route) throw new Error('no guest route');
  render(<GuestApp store={makeStore('localhost')} first={{ pathname: path, route }} />);
  return userEvent.setup();
};
