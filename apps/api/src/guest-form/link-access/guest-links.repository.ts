import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { TablesRepository } from '../../infrastructure';
import {
  accessReleaseHoursOf,
  hostContactOf,
  requireSelfieOf,
  type StreetAddress,
} from '@chegada/contracts';
import type { ResidencesTables } from '../../residences';

export type GuestFormCompany = {
  accountId: string;
  name: string;
  friendlyCode: string;
  /** Where a guest reaches the host: the account's contact phone, else the company's (hostContactOf). */
  phone: string;
  /** The account's contact e-mail shown to guests, if the owner set one. */
  email: string | null;
  website: string | null;
  supportedLanguages: string[];
  /** The account's setting: the door code shows this many hours before check-in. */
  accessReleaseHours: number;
  /** The account's setting: guests must send a selfie (the default). */
  requireSelfie: boolean;
};

/** What a guest may know of the property, and what the form's rules need. */
export type GuestFormResidence = StreetAddress & {
  id: string;
  name: string;
  cep: string;
  timeZone: string;
  checkInTime: string;
  checkOutTime: string;
  maxGuests: number;
  parkingSpaces: number;
  supportedLanguages: string[];
  pixKey: string | null;
  depositAmount: number;
  houseRules: string;
  /** Withheld from the guest until access is released. */
  accessInstructions: string;
  archived: boolean;
  /** The host registers stays in FNRH (issue 32): the form asks what FNRH needs. */
  fnrh: boolean;
};

// The companies module owns its table (only the columns read here); residences is typed
// by its module.
type LinkTables = {
  companies: {
    owner_id: string;
    name: string;
    friendly_code: string;
    phone: string;
    website: string | null;
  };
  residences: ResidencesTables['residences'];
};

type CompanyRow = Omit<GuestFormCompany, 'accessReleaseHours' | 'requireSelfie' | 'email'> & {
  settings: Record<string, unknown> | null;
};

const companyOf = (row: CompanyRow | undefined): GuestFormCompany | undefined => {
  if (!row) return undefined;
  const { settings, ...company } = row;
  return {
    ...company,
    ...hostContactOf(settings, company.phone),
    accessReleaseHours: accessReleaseHoursOf(settings),
    requireSelfie: requireSelfieOf(settings),
  };
};

/** The company and property behind a guest link, read without a signed-in user. */
@Injectable()
export class GuestLinksRepository extends TablesRepository<LinkTables> {
  private companies() {
    return this.db.selectFrom('companies').select([
      'owner_id as accountId',
      'name',
      'friendly_code as friendlyCode',
      'phone',
      'website',
      // Every language one of the account's active properties speaks.
      (eb) =>
        sql<string[]>`coalesce((
            select array_agg(distinct language order by language)
            from residences, unnest(residences.supported_languages) as language
            where residences.account_id = ${eb.ref('companies.owner_id')}
              and residences.archived_at is null), '{pt-BR}')`.as('supportedLanguages'),
      (eb) =>
        sql<Record<string, unknown> | null>`(
            select settings from account_settings
            where account_settings.account_id = ${eb.ref('companies.owner_id')})`.as('settings'),
    ]);
  }

  async findCompanyByFriendlyCode(friendlyCode: string): Promise<GuestFormCompany | undefined> {
    return companyOf(
      await this.companies()
        .where('friendly_code', '=', friendlyCode.toLowerCase())
        .executeTakeFirst(),
    );
  }

  async findCompanyOfAccount(accountId: string): Promise<GuestFormCompany | undefined> {
    return companyOf(await this.companies().where('owner_id', '=', accountId).executeTakeFirst());
  }

  /** The account's property, archived or not: a reservation keeps its property. */
  findResidence(accountId: string, residenceId: string): Promise<GuestFormResidence | undefined> {
    return this.db
      .selectFrom('residences')
      .select([
        'id',
        'name',
        'street',
        'number',
        'complement',
        'neighborhood',
        'city',
        'state',
        'cep',
        'time_zone as timeZone',
        'check_in_time as checkInTime',
        'check_out_time as checkOutTime',
        'max_guests as maxGuests',
        'parking_spaces as parkingSpaces',
        'supported_languages as supportedLanguages',
        'pix_key as pixKey',
        'deposit_amount as depositAmount',
        'house_rules as houseRules',
        'access_instructions as accessInstructions',
        sql<boolean>`archived_at is not null`.as('archived'),
        // The government module owns fnrh_accounts; only whether the host opted in is read.
        sql<boolean>`exists (select 1 from fnrh_accounts
            where fnrh_accounts.account_id = residences.account_id and fnrh_accounts.enabled)`.as(
          'fnrh',
        ),
      ])
      .where('id', '=', residenceId)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
  }
}
