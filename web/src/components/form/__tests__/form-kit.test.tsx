import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { IntlProvider } from 'react-intl';
import { array, object, string } from 'yup';
import { messages } from '../../../app/messages';
import { toApiError } from '../../../lib/api/api-error';
import { validationFailed } from '../../../testing/fixtures';
import { server } from '../../../testing/server';
import { ArrayField, SchemaForm, SelectField, SubmitButton, TextField } from '..';

// A small guest list, with the shared schemas' catalogue keys as messages.
const schema = object({
  host: string().trim().required('validation.required'),
  email: string().trim().required('validation.required').email('validation.email'),
  guests: array(object({ name: string().trim().required('validation.required') })),
});

type Values = { host: string; email: string; guests: { name: string }[] };

const send = async (request: unknown) => {
  const response = await fetch('http://localhost/api/guests', {
    method: 'POST',
    body: JSON.stringify(request),
  });
  const data: unknown = await response.json();
  // RTK Query's unwrap() rejects with this shape.
  if (!response.ok)
    throw Object.assign(
      new Error('refused'),
      toApiError({ status: response.status, data }, response),
    );
};

const GuestsForm = ({ initial }: { initial?: Partial<Values> }) => (
  <IntlProvider locale="en-US" messages={messages['en-US']}>
    <SchemaForm
      schema={schema}
      initialValues={{ host: '', email: '', guests: [], ...initial }}
      onSubmit={send}
    >
      <TextField name="host" label="Host" hint="Who receives the guests" required />
      <TextField name="email" label="Email" type="email" inputMode="email" required />
      <ArrayField<{ name: string }>
        name="guests"
        legend="Guests"
        itemLegend={(index) => `Guest ${index + 1}`}
        newItem={() => ({ name: '' })}
        addLabel="Add a guest"
        removeLabel={(index) => `Remove guest ${index + 1}`}
      >
        {(index) => <TextField name={`guests.${index}.name`} label="Name" required />}
      </ArrayField>
      <SubmitButton />
    </SchemaForm>
  </IntlProvider>
);

const posted: unknown[] = [];
const answering = (status: number, body: object) =>
  server.use(
    http.post('*/api/guests', async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json(body, { status });
    }),
  );

const open = (initial?: Partial<Values>) => {
  posted.length = 0;
  const user = userEvent.setup();
  render(<GuestsForm initial={initial} />);
  return user;
};

const fillHost = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByLabelText('Host'), 'Ana');
  await user.type(screen.getByLabelText('Email'), 'ana@example.com');
};

describe('form kit: what a user notices', () => {
  it('shows a field error once the field is left, linked to the input, with the hint', async () => {
    const user = open();
    const host = screen.getByLabelText('Host');
    expect(host).toBeRequired();
    expect(host).toHaveAccessibleDescription('Who receives the guests');
    await user.click(host);
    expect(host).not.toHaveAttribute('aria-invalid');
    await user.tab();
    await waitFor(() => expect(host).toHaveAttribute('aria-invalid', 'true'));
    expect(host).toHaveAccessibleDescription('Who receives the guests Required field');
    expect(screen.getByLabelText('Email')).toHaveAttribute('inputmode', 'email');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('on submit shows every error, focuses the first invalid field and sends nothing', async () => {
    const user = open();
    await user.type(screen.getByLabelText('Host'), 'Ana');
    await user.type(screen.getByLabelText('Email'), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email');
    expect(screen.getByLabelText('Host')).not.toHaveAttribute('aria-invalid');
    expect(posted).toEqual([]);
  });

  it('adds and removes items of a list, and sends what is left', async () => {
    answering(201, { data: {} });
    const user = open();
    await fillHost(user);
    await user.click(screen.getByRole('button', { name: 'Add a guest' }));
    await user.click(screen.getByRole('button', { name: 'Add a guest' }));
    const first = within(screen.getByRole('group', { name: 'Guest 1' }));
    const second = within(screen.getByRole('group', { name: 'Guest 2' }));
    await user.type(first.getByLabelText('Name'), 'Bia');
    await user.type(second.getByLabelText('Name'), 'Caio');
    await user.click(screen.getByRole('button', { name: 'Remove guest 1' }));
    expect(screen.queryByRole('group', { name: 'Guest 2' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Guest 1' })).getByLabelText('Name'),
    ).toHaveValue('Caio');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      host: 'Ana',
      email: 'ana@example.com',
      guests: [{ name: 'Caio' }],
    });
  });

  it('puts the errors of a 400 on their fields, nested ones too, until the value changes', async () => {
    answering(
      400,
      validationFailed([
        { field: 'email', message: 'Email already registered' },
        { field: 'guests[0].name', message: 'Character U+0000 not allowed' },
      ]),
    );
    const user = open({ guests: [{ name: 'Bia' }] });
    await fillHost(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Email already registered'));
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
      'Character U+0000 not allowed',
    );
    await user.type(screen.getByLabelText('Host'), 'x');
    expect(email).toHaveAccessibleDescription('Email already registered');
    await user.type(email, 'm');
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));
  });

  it('says the form is sending, and cannot be sent twice meanwhile', async () => {
    let answer: (response: Response) => void = () => undefined;
    server.use(
      http.post('*/api/guests', () => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const user = open();
    await fillHost(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    answer(HttpResponse.json({ data: {} }, { status: 201 }));
    expect(await screen.findByRole('button', { name: 'Send' })).toBeEnabled();
  });
});

describe('form kit: a list to choose from', () => {
  const StateForm = () => (
    <IntlProvider locale="en-US" messages={messages['en-US']}>
      <SchemaForm
        schema={object({
          city: string().trim().required('validation.required'),
          state: string().required('validation.required'),
        })}
        initialValues={{ city: '', state: '' }}
        onSubmit={() => Promise.resolve()}
      >
        <TextField name="city" label="City" required />
        <SelectField
          name="state"
          label="State"
          options={[
            { value: '', label: '—' },
            { value: 'SP', label: 'SP' },
          ]}
          required
        />
      </SchemaForm>
    </IntlProvider>
  );

  it('says it is required once changed, not while the user fills in another field', async () => {
    const user = userEvent.setup();
    render(<StateForm />);
    const state = screen.getByLabelText('State');
    await user.type(screen.getByLabelText('City'), 'São Paulo');
    await user.tab();
    expect(state).not.toHaveAttribute('aria-invalid');
    await user.selectOptions(state, 'SP');
    await user.selectOptions(state, '');
    await waitFor(() => expect(state).toHaveAccessibleDescription('Required field'));
  });
});
