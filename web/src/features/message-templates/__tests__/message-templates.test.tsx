import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  locales,
  messageTemplates,
  templatePlaceholders,
  type Locale,
  type MessageTemplateTexts,
} from '@chegada/contracts';
import { aSessionUser } from '../../../testing/fixtures';
import { answerLeavePrompt, itAsksBeforeLeaving } from '../../../testing/leave-prompt';
import { fieldError } from '../../../testing/field-error';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { sessionHandlers, TOKEN } from '../../../testing/session-handlers';
import type { TemplateView } from '../api/message-templates-api';

const owner = aSessionUser();

const defaultsOf = (template: string, locale: Locale): MessageTemplateTexts => ({
  subject: `${template} ${locale}: {propertyName}`,
  body: 'Hello, {guestName}!',
  ...(template === 'guest-link' ? { action: 'Fill in the check-in' } : {}),
});

type Call = { method: string; path: string; body?: unknown };

/** The API as it answers: what a PUT saved is what the next GET shows, DELETE restores. */
const templatesApi = (calls: Call[]) => {
  const saved = new Map<string, MessageTemplateTexts>();
  const viewOf = (template: string, locale: Locale): TemplateView => {
    const own = saved.get(`${template}/${locale}`);
    const defaults = defaultsOf(template, locale);
    return {
      template: template as TemplateView['template'],
      locale,
      placeholders: [...templatePlaceholders[template as TemplateView['template']]],
      texts: own ?? defaults,
      defaults,
      custom: Boolean(own),
    };
  };
  return [
    http.get('*/api/message-templates', () =>
      HttpResponse.json({
        items: messageTemplates.flatMap((template) =>
          locales.map((locale) => viewOf(template, locale)),
        ),
      }),
    ),
    http.put('*/api/message-templates/:template/:locale', async ({ request, params }) => {
      const body = (await request.json()) as MessageTemplateTexts;
      calls.push({ method: 'PUT', path: new URL(request.url).pathname, body });
      saved.set(`${String(params.template)}/${String(params.locale)}`, body);
      return HttpResponse.json(viewOf(String(params.template), params.locale as Locale));
    }),
    http.delete('*/api/message-templates/:template/:locale', ({ request, params }) => {
      calls.push({ method: 'DELETE', path: new URL(request.url).pathname });
      saved.delete(`${String(params.template)}/${String(params.locale)}`);
      return HttpResponse.json(viewOf(String(params.template), params.locale as Locale));
    }),
  ];
};

const openMessageTemplates = async (locale: Locale = 'en-US', calls: Call[] = []) => {
  server.use(...sessionHandlers(owner), ...templatesApi(calls));
  const view = renderApp('/u/models', { token: TOKEN, locale });
  await screen.findByRole('button', { name: /^(Save|Salvar|Guardar)$/ });
  return view;
};

const BODY = 'Text (leave a blank line between paragraphs)';

describe('/u/models: the host edits the message texts', () => {
  it.each([
    ['pt-BR', 'Modelos de mensagem'],
    ['en-US', 'Message templates'],
    ['es-ES', 'Plantillas de mensaje'],
  ] as const)('is called in %s what the user menu calls it: %s', async (locale, name) => {
    await openMessageTemplates(locale);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(name);
    await waitFor(() => expect(document.title).toBe(`${name} · Chegada`));
  });

  it('shows the message in the page’s language, with the placeholders it may use', async () => {
    await openMessageTemplates('en-US');
    expect(screen.getByLabelText('Message')).toHaveValue('guest-link');
    expect(screen.getByLabelText('Language of the message')).toHaveValue('en-US');
    expect(screen.getByLabelText('Subject')).toHaveValue('guest-link en-US: {propertyName}');
    expect(screen.getByLabelText('Link button text')).toHaveValue('Fill in the check-in');
    expect(screen.getByRole('list', { name: 'Placeholders of this message' })).toHaveTextContent(
      '{link}',
    );
    expect(screen.getByText('Default text')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restore the default' })).not.toBeInTheDocument();
  });

  it.each([
    [
      'pt-BR',
      'Texto (deixe uma linha em branco entre os parágrafos)',
      'O marcador {passcode} não existe nesta mensagem; use só os listados',
    ],
    [
      'en-US',
      BODY,
      'The placeholder {passcode} does not exist in this message; use only the ones listed',
    ],
    [
      'es-ES',
      'Texto (deja una línea en blanco entre los párrafos)',
      'El marcador {passcode} no existe en este mensaje; usa solo los indicados',
    ],
  ] as const)(
    'in %s refuses a placeholder the message does not fill',
    async (locale, label, message) => {
      const calls: Call[] = [];
      const { user } = await openMessageTemplates(locale, calls);
      await user.clear(screen.getByLabelText(label));
      await user.type(screen.getByLabelText(label), 'Your code: {{passcode}');
      await user.click(screen.getByRole('button', { name: /^(Save|Salvar|Guardar)$/ }));
      await waitFor(() => expect(fieldError(label)).toBe(message));
      expect(calls).toEqual([]);
    },
  );

  it('refuses a brace left open, naming where, before anything is sent', async () => {
    const calls: Call[] = [];
    const { user } = await openMessageTemplates('pt-BR', calls);
    const label = 'Texto (deixe uma linha em branco entre os parágrafos)';
    await user.clear(screen.getByLabelText(label));
    await user.type(screen.getByLabelText(label), 'Preencha aqui: {{link e até já');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(fieldError(label)).toBe(
        'O marcador em “{link” está incompleto: abra e feche as chaves, ou apague-as',
      ),
    );
    expect(calls).toEqual([]);
  });

  it('saves another message in another language, then restores its default', async () => {
    const calls: Call[] = [];
    const { user } = await openMessageTemplates('en-US', calls);
    await user.selectOptions(screen.getByLabelText('Message'), 'refused');
    await user.selectOptions(screen.getByLabelText('Language of the message'), 'es-ES');
    expect(screen.getByLabelText('Subject')).toHaveValue('refused es-ES: {propertyName}');
    await user.clear(screen.getByLabelText(BODY));
    await user.type(screen.getByLabelText(BODY), 'Motivo: {{motive}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Message saved')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: '/api/message-templates/refused/es-ES',
        body: { subject: 'refused es-ES: {propertyName}', body: 'Motivo: {motive}' },
      },
    ]);
    expect(await screen.findByText('Your text')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore the default' }));
    expect(await screen.findByText('Default text restored')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(BODY)).toHaveValue('Hello, {guestName}!'));
    expect(calls[1]).toEqual({ method: 'DELETE', path: '/api/message-templates/refused/es-ES' });
  });
});

describe('/u/models: leaving with a message not saved', () => {
  /** The guest link's text with a sentence added, saved or not. */
  const addSentence = async (save: boolean) => {
    const view = await openMessageTemplates();
    await view.user.type(screen.getByLabelText(BODY), ' See you soon.');
    if (save) {
      await view.user.click(screen.getByRole('button', { name: 'Save' }));
      await screen.findByText('Message saved');
    }
    return view;
  };

  itAsksBeforeLeaving('/u/models', {
    change: addSentence,
    keeps: ['the text', () => screen.getByLabelText(BODY), 'Hello, {guestName}! See you soon.'],
    settled: 'once the message is saved',
  });

  it('asks before another message or language replaces the one not saved', async () => {
    const { user } = await openMessageTemplates();
    await user.type(screen.getByLabelText(BODY), ' See you soon.');
    await user.selectOptions(screen.getByLabelText('Message'), 'refused');
    await answerLeavePrompt(user, 'Keep editing');
    expect(screen.getByLabelText('Message')).toHaveValue('guest-link');
    expect(screen.getByLabelText(BODY)).toHaveValue('Hello, {guestName}! See you soon.');

    await user.selectOptions(screen.getByLabelText('Language of the message'), 'es-ES');
    await answerLeavePrompt(user, 'Leave without saving');
    expect(screen.getByLabelText('Language of the message')).toHaveValue('es-ES');
    expect(screen.getByLabelText('Subject')).toHaveValue('guest-link es-ES: {propertyName}');

    // Nothing typed: the switch is immediate.
    await user.selectOptions(screen.getByLabelText('Message'), 'refused');
    expect(screen.getByLabelText('Subject')).toHaveValue('refused es-ES: {propertyName}');
  });
});
