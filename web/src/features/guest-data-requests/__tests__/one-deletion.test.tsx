import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { DataRequestView } from '@chegada/contracts';
import { aDataRequest } from '../../../testing/fixtures';
import { server } from '../../../testing/server';
import { openPrivacyPage } from './privacy-page-kit';

// Walk61 (issue 32): while her deletion waited for the stay's end, her page still offered
// "The deletion of my data", and a second one was taken.
const scheduled = aDataRequest({
  kind: 'deletion',
  correction: null,
  status: 'open',
  confirmedAt: '2026-11-30T12:01:00.000Z',
  dueAt: '2026-12-15T12:01:00.000Z',
  deletion: {
    removed: ['biometric'],
    kept: [{ part: 'contact', reason: 'stayNotEnded', until: '2026-12-18T14:00:00.000Z' }],
  },
});

// A companion's deletion the host answered without erasing anything: it was not them.
const refused = aDataRequest({
  kind: 'deletion',
  correction: null,
  status: 'answered',
  confirmedAt: '2026-11-30T12:01:00.000Z',
  answer: 'We could not confirm it was you.',
  answeredAt: '2026-12-01T12:00:00.000Z',
});

const listing = (requests: DataRequestView[]) =>
  server.use(
    http.get('*/api/stays/company-info/:code', () =>
      HttpResponse.json({ data: { name: 'Pousada do Mar', friendlyCode: 'pousada-mar' } }),
    ),
    http.get('*/api/stays/guestForm/r-1/data-requests', () => HttpResponse.json(requests)),
  );

describe('the guest’s data page offers one deletion', () => {
  afterEach(() => window.history.pushState(null, '', '/'));

  it.each([
    ['pt-BR', 'A exclusão dos meus dados', 'Você já pediu a exclusão dos seus dados'],
    ['en-US', 'The deletion of my data', 'You already asked for the deletion of your data'],
    ['es-ES', 'La eliminación de mis datos', 'Ya pediste la eliminación de tus datos'],
  ] as const)(
    'in %s, not while hers is scheduled; a copy still',
    async (locale, deletion, note) => {
      listing([scheduled]);
      openPrivacyPage(locale);
      expect(await screen.findByText(new RegExp(note))).toBeInTheDocument();
      expect(screen.getAllByRole('radio')).toHaveLength(2);
      expect(screen.queryByRole('radio', { name: deletion })).not.toBeInTheDocument();
    },
  );

  it('again, once one was answered without erasing anything', async () => {
    listing([refused]);
    openPrivacyPage('en-US', '/p/formdata/privacy/pousada-mar/airbnb/r-1/k1');
    expect(await screen.findByRole('radio', { name: 'The deletion of my data' })).toBeVisible();
    expect(screen.queryByText(/You already asked/)).not.toBeInTheDocument();
  });
});
