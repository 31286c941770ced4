import 'fake-indexeddb/auto';
import { journalDraft } from '../draft-journal';
import { forgetDraft, readDraft, saveDraft } from '../offline-store';

/**
 * Issue 17: a reload right after typing comes before IndexedDB commits. The draft is written
 * synchronously beside it, and the next page load takes whichever copy is newer.
 */
describe("the draft's journal", () => {
  const key = 'guest:pousada-mar/airbnb/r-1';
  const journalled = () => window.localStorage.getItem(`chegada-draft:${key}`);

  afterEach(async () => {
    await forgetDraft(key);
    window.localStorage.clear();
  });

  it('holds the draft the moment it is saved, before IndexedDB answers', async () => {
    const saving = saveDraft(key, { holder: { name: 'Maria Sil' } });
    expect(JSON.parse(journalled() ?? '{}')).toMatchObject({
      values: { holder: { name: 'Maria Sil' } },
    });
    await saving;
    // IndexedDB has it: nothing stays in localStorage.
    expect(journalled()).toBeNull();
    expect((await readDraft(key))?.values).toEqual({ holder: { name: 'Maria Sil' } });
  });

  it('gives the journal back when the page went before IndexedDB had the draft', async () => {
    await saveDraft(key, { holder: { name: 'Maria' } });
    // The last key presses: journalled, then the page is gone before the transaction commits.
    journalDraft(key, { holder: { name: 'Maria Silva' } }, Date.now() + 1);
    expect((await readDraft(key))?.values).toEqual({ holder: { name: 'Maria Silva' } });
  });

  it('prefers a newer IndexedDB draft to an older journal left behind', async () => {
    journalDraft(key, { holder: { name: 'Maria' } }, Date.now() - 60_000);
    await saveDraft(key, { holder: { name: 'Maria Silva' } });
    expect((await readDraft(key))?.values).toEqual({ holder: { name: 'Maria Silva' } });
  });

  it('forgets both copies when the form is sent', async () => {
    journalDraft(key, { holder: { name: 'Maria' } }, Date.now());
    await forgetDraft(key);
    expect(journalled()).toBeNull();
    expect(await readDraft(key)).toBeUndefined();
  });
});
