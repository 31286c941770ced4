import { Client } from 'pg';
import type { Host } from '../uploads/guests';

/**
 * Copies of the host's first property, named `${name} ${n}` for n from `first` to `last`,
 * written straight to the database in one statement (a bench wants hundreds); their ids.
 */
export const copiesOfProperty = async (
  databaseUrl: string,
  host: Host,
  name: string,
  [first, last]: [number, number],
): Promise<string[]> => {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `insert into residences (account_id, name, cep, street, number, neighborhood, city, state,
         time_zone, check_in_time, check_out_time, max_guests, parking_spaces, uses_ttlock,
         dynamic_password, supported_languages, pix_key, deposit_amount, house_rules, search_text)
       select account_id, $2::text || ' ' || n, cep, street, number, neighborhood, city, state,
         time_zone, check_in_time, check_out_time, max_guests, parking_spaces, uses_ttlock,
         dynamic_password, supported_languages, pix_key, deposit_amount, house_rules, search_text
       from residences, generate_series($3::int, $4::int) n where id = $1
       returning id`,
      [host.residenceId, name, first, last],
    );
    return rows.map((row) => row.id);
  } finally {
    await client.end();
  }
};
