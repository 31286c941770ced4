import { createTemplateDatabase } from '../helpers/database';

/** Migrates one template database per run; each test file copies it (STYLE.md: "migrated once"). */
export default async function globalSetup(): Promise<void> {
  process.env.CHEGADA_TEST_TEMPLATE = await createTemplateDatabase();
}
