import { http, HttpResponse } from 'msw';
import { makeStore } from '../../../app/store';
import { server } from '../../../testing/server';
import { companyInfoPath } from '../company-info-path';
import { prefetchCompanyInfo } from '../company-info-api';
import { startEarlyRequest } from '../early-requests';

// What the server saw of the company's page: one line per request, with its language.
const companyAsked = () => {
  const asked: string[] = [];
  server.use(
    http.get('*/api/stays/company-info/:code', ({ request, params }) => {
      asked.push(`${String(params.code)} ${request.headers.get('accept-language')}`);
      return HttpResponse.json({ data: { name: `Pousada ${asked.length}`, logo: null } });
    }),
  );
  return asked;
};

afterEach(() => {
  delete window.chegadaEarlyRequests;
});

describe('requests a page starts before its scripts (guest.html)', () => {
  it('answers the client’s same request, without asking the server again', async () => {
    const asked = companyAsked();
    const store = makeStore('localhost');
    void startEarlyRequest(companyInfoPath('sol'), { 'Accept-Language': 'pt-BR' });
    const result = await store.dispatch(prefetchCompanyInfo('sol'));
    expect(result.data).toEqual({ name: 'Pousada 1', logo: null });
    expect(asked).toEqual(['sol pt-BR']);
  });

  it('is taken once: the next request goes to the server', async () => {
    const asked = companyAsked();
    void startEarlyRequest(companyInfoPath('sol'), { 'Accept-Language': 'pt-BR' });
    await makeStore('localhost').dispatch(prefetchCompanyInfo('sol'));
    const again = await makeStore('localhost').dispatch(prefetchCompanyInfo('sol'));
    expect(again.data).toEqual({ name: 'Pousada 2', logo: null });
    expect(asked).toEqual(['sol pt-BR', 'sol pt-BR']);
  });

  it('does not answer a request with other headers or for another page', async () => {
    const asked = companyAsked();
    localStorage.setItem('chegada.locale', 'en-US');
    void startEarlyRequest(companyInfoPath('sol'), { 'Accept-Language': 'pt-BR' });
    void startEarlyRequest(companyInfoPath('mar'), { 'Accept-Language': 'en-US' });
    const result = await makeStore('localhost').dispatch(prefetchCompanyInfo('sol'));
    expect(result.data).toEqual({ name: 'Pousada 3', logo: null });
    expect([...asked].sort()).toEqual(['mar en-US', 'sol en-US', 'sol pt-BR']);
  });
});
