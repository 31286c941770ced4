import {
  companyGuestLinksPath,
  genericGuestLinkPath,
  guestDetailsPath,
  guestLinkPath,
} from './guest-link-path';

const reservationId = '0b6f1c1e-3a1f-4c55-9d2e-2b7f6a9f0c11';

describe('guestLinkPath', () => {
  it("builds the holder's link from the company's code, the source and the reservation", () => {
    expect(guestLinkPath({ friendlyCode: 'pousada-sol', source: 'airbnb', reservationId })).toBe(
      `/p/formdata/pousada-sol/airbnb/${reservationId}`,
    );
  });

  it("ends an additional guest's own link with their key", () => {
    const link = { friendlyCode: 'pousada-sol', source: 'other', reservationId };
    expect(guestLinkPath({ ...link, additionalGuestKey: 'guest-2' })).toBe(
      `/p/formdata/pousada-sol/other/${reservationId}/guest-2`,
    );
    expect(guestLinkPath({ ...link, additionalGuestKey: undefined })).toBe(
      `/p/formdata/pousada-sol/other/${reservationId}`,
    );
  });

  it('keeps every part one segment, whatever it holds', () => {
    expect(guestLinkPath({ friendlyCode: 'a/b c', source: 'x?y', reservationId: '#1' })).toBe(
      '/p/formdata/a%2Fb%20c/x%3Fy/%231',
    );
  });

  it('builds the details, generic and company paths under the same root', () => {
    const link = { friendlyCode: 'sol', source: 'booking', reservationId };
    expect(guestDetailsPath(link)).toBe(`/p/formdata/details/sol/booking/${reservationId}`);
    expect(genericGuestLinkPath({ friendlyCode: 'sol', residenceId: 'r-1', source: 'other' })).toBe(
      '/p/formdata/generic/sol/r-1/other',
    );
    expect(companyGuestLinksPath('sol')).toBe('/p/formdata/sol/');
  });
});
