import type { RouteObject } from 'react-router';
import { cataloguePartsOf, isServerOnly, pageParts } from '../catalogue-parts';
import { messages } from '../messages';
import { mainSiteRoutes, registrationSiteRoutes } from '../routes/route-table';
import { isRouteHandle } from '../../lib/routing/route-handle';

const declaredParts = (routes: RouteObject[]) =>
  new Set(routes.map((route) => (isRouteHandle(route.handle) ? route.handle.messages : undefined)));

describe('the catalogue parts of the public pages', () => {
  it('puts a page’s own texts in its part, and the shell’s in the site part', () => {
    expect(cataloguePartsOf('home.title')).toEqual(['home']);
    expect(cataloguePartsOf('auth.backToLogin')).toEqual(['auth']);
    expect(cataloguePartsOf('nav.home')).toEqual(['site']);
    expect(cataloguePartsOf('lead.company')).toEqual(['lead']);
    expect(cataloguePartsOf('houses.preview.banner')).toEqual(['account', 'house']);
    // The arrival guide names its nearby places' kinds too (issue 27).
    expect(cataloguePartsOf('houses.places.type.beach')).toEqual([
      'account',
      'house',
      'guestSteps',
    ]);
    // The console's property form and dialogs are not the shared page's (its first load).
    expect(cataloguePartsOf('houses.field.pixKeyHint')).toEqual(['account']);
    expect(cataloguePartsOf('houses.share.description')).toEqual(['account']);
    // Bookings that arrive by themselves are the console's, not every visitor's (issue 30).
    expect(cataloguePartsOf('staysPanel.intro')).toEqual(['account']);
    expect(cataloguePartsOf('calendarFeed.intro')).toEqual(['account']);
    expect(cataloguePartsOf('importedOrigin.copy')).toEqual(['account']);
    // The note that a console screen's dates are Brasília's (issue 32).
    expect(cataloguePartsOf('ui.zone.brasiliaDates')).toEqual(['account']);
    // The FNRH panel checks the operator's CPF with the guest form's rule and words.
    expect(cataloguePartsOf('guestForm.invalidCpf')).toEqual(['account', 'guestSteps']);
    // What a deletion destroyed, every wording of it: the guest's page and the host's list.
    for (const key of [
      'removed',
      'removedBeforeStay',
      'removedOnConfirmBeforeStay',
      'keptUntilStayEnd',
      // Walk61: the review's line of what went at the stay's end read as its key.
      'removedAtStayEnd',
    ])
      expect(cataloguePartsOf(`guestDataRequests.${key}`)).toEqual(['guestSteps', 'account']);
  });

  it('gives every page part texts in each language, and a route that loads it', () => {
    const declared = declaredParts([...mainSiteRoutes, ...registrationSiteRoutes]);
    for (const part of pageParts) {
      expect(declared).toContain(part);
      for (const catalogue of Object.values(messages)) {
        const keys = Object.keys(catalogue).filter((key) => cataloguePartsOf(key).includes(part));
        expect(keys.length).toBeGreaterThan(0);
      }
    }
  });

  it('leaves the guest form’s own texts out of the guest link’s first load', () => {
    // What shows with the stay, before the form comes.
    expect(cataloguePartsOf('guest.staySummary')).toEqual(['guest']);
    expect(cataloguePartsOf('guest.status.motive')).toEqual(['guest']);
    expect(cataloguePartsOf('guest.own.partPending')).toEqual(['guest']);
    // The form's steps, its schema's checks and the sent summary come with the form.
    expect(cataloguePartsOf('guest.field.name')).toEqual(['guestSteps']);
    expect(cataloguePartsOf('guest.stepOf')).toEqual(['guestSteps']);
    expect(cataloguePartsOf('guestForm.birthDateInFuture')).toEqual(['guestSteps']);
    expect(cataloguePartsOf('upload.fileTooLarge')).toEqual(['guestSteps']);
    expect(cataloguePartsOf('residences.invalidCep')).toEqual(['account', 'guestSteps']);
    // The liveness check's verdicts come with the form's steps (issue 29).
    expect(cataloguePartsOf('liveness.passed')).toEqual(['guestSteps']);
    // The document reading (a step's offer) and the draft's sync badge (the wizard's) too.
    expect(cataloguePartsOf('guest.reading.title')).toEqual(['guestSteps']);
    expect(cataloguePartsOf('guest.sync.sent')).toEqual(['guestSteps']);
    // The arrival guide and the companions' links show once the form is sent: with its texts.
    expect(cataloguePartsOf('guest.guide.wifi')).toEqual(['guestSteps']);
    expect(cataloguePartsOf('guest.pendingLinks.title')).toEqual(['guestSteps']);
    expect(cataloguePartsOf('guest.status.approved')).toEqual(['guest']);
  });
});

describe("every visitor's first load", () => {
  // A new feature's texts fall in `site` unless catalogue-parts names their section: this list
  // makes that a choice. Each section here is read by visitors (the shell, its forms, errors).
  const SITE_SECTIONS = [
    'api',
    'crash',
    'error',
    'footer',
    'form',
    'generic',
    'legal',
    'nav',
    'notFound',
    'registration',
    'route',
    'ui',
    'validation',
  ];

  it('leaves out what only signed-in screens show, though their section is the shell’s', () => {
    expect(cataloguePartsOf('ui.sync.now')).toEqual(['account']);
    expect(cataloguePartsOf('nav.creatingHeld.pay')).toEqual(['account']);
    expect(cataloguePartsOf('route.dashboard')).toEqual(['account']);
    expect(cataloguePartsOf('route.retentionAdmin')).toEqual(['account']);
    // The signed-in user's menus too; a visitor's menu and the public pages' titles stay.
    expect(cataloguePartsOf('route.profile')).toEqual(['account']);
    expect(cataloguePartsOf('nav.subscription')).toEqual(['account']);
    expect(cataloguePartsOf('nav.logout')).toEqual(['account']);
    expect(cataloguePartsOf('nav.home')).toEqual(['site']);
    expect(cataloguePartsOf('route.login')).toEqual(['site']);
    expect(cataloguePartsOf('ui.copy')).toEqual(['site', 'guestFrame']);
  });

  it('gives the guest’s page what it reads of the site part, not the site’s menus and footer', () => {
    expect(cataloguePartsOf('validation.required')).toEqual(['site', 'guestFrame']);
    expect(cataloguePartsOf('crash.title')).toEqual(['site', 'guestFrame']);
    expect(cataloguePartsOf('nav.skipToContent')).toEqual(['site', 'guestFrame']);
    expect(cataloguePartsOf('route.guestForm')).toEqual(['site', 'guestFrame']);
    // The guest's phone is checked with the registration's words.
    expect(cataloguePartsOf('registration.invalidPhone')).toEqual(['site', 'guestFrame']);
    expect(cataloguePartsOf('nav.home')).toEqual(['site']);
    expect(cataloguePartsOf('footer.support')).toEqual(['site']);
    expect(cataloguePartsOf('route.login')).toEqual(['site']);
  });

  it('holds only the sections every visitor may read', () => {
    const sections = new Set(
      Object.keys(messages['pt-BR'])
        .filter((key) => !isServerOnly(key) && cataloguePartsOf(key).includes('site'))
        .map((key) => key.split('.')[0]),
    );
    expect([...sections].sort()).toEqual(SITE_SECTIONS);
  });
});
