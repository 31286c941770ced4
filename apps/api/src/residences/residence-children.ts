import type { ExpressionBuilder, Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { ResidenceRecord, ResidencesDb } from './residences.tables';

/**
 * Replaces a property's contacts and nearby places with the record's, in their order. Called
 * inside the transaction that writes the property, after the write has locked its row, so
 * readers see the old lists or the new ones and two replacements never interleave.
 */
export const replaceChildren = async (
  trx: Kysely<ResidencesDb>,
  residenceId: string,
  { contacts, nearbyPlaces }: Pick<ResidenceRecord, 'contacts' | 'nearbyPlaces'>,
): Promise<void> => {
  await trx.deleteFrom('residence_contacts').where('residence_id', '=', residenceId).execute();
  await trx.deleteFrom('residence_nearby_places').where('residence_id', '=', residenceId).execute();
  const positioned = <T>(items: T[]) =>
    items.map((item, position) => ({ ...item, residence_id: residenceId, position }));
  if (contacts.length > 0) {
    await trx.insertInto('residence_contacts').values(positioned(contacts)).execute();
  }
  if (nearbyPlaces.length > 0) {
    await trx.insertInto('residence_nearby_places').values(positioned(nearbyPlaces)).execute();
  }
};

/** A property's nearby places, in their order, as one JSON array column `nearbyPlaces`. */
export const nearbyPlacesColumn = (eb: ExpressionBuilder<ResidencesDb, 'residences'>) =>
  jsonArrayFrom(
    eb
      .selectFrom('residence_nearby_places as p')
      .select([
        'p.name',
        'p.zip',
        'p.street',
        'p.number',
        'p.type',
        'p.complement',
        'p.neighborhood',
        'p.city',
        'p.state',
      ])
      .whereRef('p.residence_id', '=', 'residences.id')
      .orderBy('p.position'),
  ).as('nearbyPlaces');

/**
 * A property's contacts and nearby places as JSON arrays of the same statement as the property,
 * so a read never mixes one version's property with another's lists.
 */
export const childrenColumns = (eb: ExpressionBuilder<ResidencesDb, 'residences'>) => [
  jsonArrayFrom(
    eb
      .selectFrom('residence_contacts as c')
      .select(['c.type', 'c.name', 'c.phone', 'c.email'])
      .whereRef('c.residence_id', '=', 'residences.id')
      .orderBy('c.position'),
  ).as('contacts'),
  nearbyPlacesColumn(eb),
];
