import type { ColumnType, Generated } from 'kysely';

/** Who sent a form, from where. */
type Origin = {
  id: Generated<string>;
  ip: string;
  user_agent: string | null;
  created_at: ColumnType<Date, never, never>;
};

type Person = { name: string; email: string; phone: string };

export type ContactTables = {
  contact_messages: Origin & Person & { subject: string; message: string };
  leads: Origin & Person & { company: string; quantity_of_properties: number };
};
