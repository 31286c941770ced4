import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { GuestLinkAutoSend, NearbyPlaceView, StreetAddress } from '@chegada/contracts';

/** A store owner's properties, with their contacts and nearby places in order. */
export type ResidencesTables = {
  residences: StreetAddress & {
    id: Generated<string>;
    account_id: string;
    name: string;
    /** 8 digits, no mask. */
    cep: string;
    country: string;
    /** IANA name of one of the 11 Brazilian zones. */
    time_zone: string;
    /** 'HH:mm', 24-hour clock. */
    check_in_time: string;
    check_out_time: string;
    max_guests: number;
    parking_spaces: number;
    uses_ttlock: boolean;
    lock_id: string | null;
    dynamic_password: boolean;
    /** The manual door code (4–9 digits) of a property without a smart lock. */
    door_code: ColumnType<string | null, string | null | undefined, string | null>;
    supported_languages: string[];
    /** As the pix directory stores it (normalizePixKey). */
    pix_key: string | null;
    /** Centavos; 0 asks no deposit. */
    deposit_amount: number;
    house_rules: string;
    access_instructions: string;
    wifi_network: ColumnType<string | null, string | null | undefined, string | null>;
    /** Released to the guest with the door code. */
    wifi_password: ColumnType<string | null, string | null | undefined, string | null>;
    parking_instructions: ColumnType<string, string | undefined, string>;
    /** When an imported reservation's guest link goes by itself (issue 30). */
    guest_link_auto_send: ColumnType<GuestLinkAutoSend, GuestLinkAutoSend | undefined>;
    guest_link_days_before: ColumnType<number, number | undefined>;
    search_text: string;
    created_at: ColumnType<Date, never, never>;
    updated_at: ColumnType<Date, never, Date>;
    archived_at: ColumnType<Date | null, never, Date>;
  };
  residence_contacts: {
    residence_id: string;
    position: number;
    type: number;
    name: string;
    phone: string | null;
    email: string | null;
  };
  residence_nearby_places: NearbyPlaceView & { residence_id: string; position: number };
};

/** The columns of the accounts' tables that the plan's property limit reads. */
export type PlanTables = {
  users: { id: string };
  companies: { owner_id: string; quantity_of_properties: number };
  subscriptions: {
    owner_id: string;
    started_at: Date;
    created_at: Date;
    /** A paid plan's property count; null on a trial (migration 20261122-0601). */
    property_limit: number | null;
  };
};

export type ResidenceRow = Selectable<ResidencesTables['residences']>;
export type ContactRow = Selectable<ResidencesTables['residence_contacts']>;
export type NearbyPlaceRow = Selectable<ResidencesTables['residence_nearby_places']>;

/** What a create or a full update writes, children included. */
export type ResidenceRecord = Omit<Insertable<ResidencesTables['residences']>, 'account_id'> & {
  contacts: Omit<ContactRow, 'residence_id' | 'position'>[];
  nearbyPlaces: Omit<NearbyPlaceRow, 'residence_id' | 'position'>[];
};

/** Every table the residences module reads or writes. */
export type ResidencesDb = ResidencesTables & PlanTables;
