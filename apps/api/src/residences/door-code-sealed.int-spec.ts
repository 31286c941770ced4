import { sql } from 'kysely';
import { apiAs } from '@chegada/testing';
import { aPropertyOwnerApp, aResidence } from './__fixtures__/residences.builder';
import { ResidencesModule } from './residences.module';

type One = { data: { id: string; doorCode: string | null } };

/**
 * Issue 27: a property's manual door code opens a door, so it rests sealed (DoorCodeSeal):
 * the column holds no digits, the account's users read the code back, the public house
 * preview never shows it, and a code a database kept plain is sealed when the api starts.
 */
describe('a property’s door code at rest', () => {
  const host = aPropertyOwnerApp();

  const stored = async (id: string): Promise<string | null> => {
    const { rows } = await sql<{ door_code: string | null }>`
      select door_code from residences where id = ${id}`.execute(host.app.database.db);
    return rows[0]?.door_code ?? null;
  };

  const created = async (doorCode: string) => {
    const answer = await host.api<One>('/residences', { body: aResidence({ doorCode }) });
    expect(answer.status).toBe(201);
    return answer.body.data.id;
  };

  it('keeps no digits in the column and answers the code to the owner', async () => {
    const id = await created('482913');
    const column = await stored(id);
    expect(column).not.toBeNull();
    expect(column).not.toContain('482913');
    expect(column).not.toMatch(/^[0-9]+$/);
    expect((await host.api<One>(`/residences/${id}`)).body.data.doorCode).toBe('482913');

    const changed = await host.api<One>(`/residences/${id}`, {
      method: 'PUT',
      body: aResidence({ doorCode: '55501234' }),
    });
    expect(changed.body.data.doorCode).toBe('55501234');
    expect(await stored(id)).not.toContain('55501234');
    const cleared = await host.api<One>(`/residences/${id}`, {
      method: 'PUT',
      body: aResidence({ doorCode: '' }),
    });
    expect(cleared.body.data.doorCode).toBeNull();
    expect(await stored(id)).toBeNull();
  });

  it('never shows the code in the public house preview', async () => {
    const id = await created('907531');
    const minted = await host.api<{ data: { token: string } }>(`/house-preview/${id}`, {
      method: 'POST',
    });
    const shown = await apiAs(host.app)<{ data: Record<string, unknown> }>(
      `/house-preview/${encodeURIComponent(minted.body.data.token)}`,
    );
    expect(shown.status).toBe(200);
    expect(shown.body.data).not.toHaveProperty('doorCode');
    expect(JSON.stringify(shown.body)).not.toContain('907531');
  });

  it('seals, when the api starts, a code a database kept plain', async () => {
    const id = await created('1234');
    await sql`update residences set door_code = '246810' where id = ${id}`.execute(
      host.app.database.db,
    );
    await host.app.app.get(ResidencesModule).onApplicationBootstrap();
    expect(await stored(id)).not.toContain('246810');
    expect((await host.api<One>(`/residences/${id}`)).body.data.doorCode).toBe('246810');
  });
});
