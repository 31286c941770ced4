import PDFDocument from 'pdfkit';
import type { TemplateLocale } from '../templates/message-templates';

/** Which document a guest gave: a CPF, a child's birth certificate, or a passport (or RNE). */
export type FrontDeskDocumentKind = 'cpf' | 'birthCertificate' | 'passport';
export type FrontDeskGuest = {
  name: string;
  /** The number as printed on the document (masked on the list but for its end). */
  document: { kind: FrontDeskDocumentKind; number: string } | null;
};
export type FrontDeskVehicle = { plate: string; model: string; color: string };
/** How many pets and which: a dog, a cat, or another named in words. */
export type FrontDeskPets = {
  count: number | null;
  kind: 'dog' | 'cat' | 'other' | null;
  other: string | null;
};

/** What the front desk of a condominium needs to let the guests in. */
export type FrontDeskList = {
  locale: TemplateLocale;
  property: string;
  address: string;
  checkIn: string;
  checkOut: string;
  guests: FrontDeskGuest[];
  vehicles: FrontDeskVehicle[];
  pets: boolean;
  /** With pets, what the guest said of them. */
  petDetails?: FrontDeskPets;
  hostContact: string;
};

type Labels = Record<
  | 'title'
  | 'stay'
  | 'guests'
  | FrontDeskDocumentKind
  | 'vehicles'
  | 'none'
  | 'pets'
  | 'yes'
  | 'no'
  | 'dog'
  | 'cat'
  | 'host',
  string
>;

const labels: Record<TemplateLocale, Labels> = {
  'pt-BR': {
    title: 'Lista de hóspedes',
    stay: 'Estadia',
    guests: 'Hóspedes',
    cpf: 'CPF',
    birthCertificate: 'Certidão de nascimento',
    passport: 'Passaporte/RNE',
    vehicles: 'Veículos',
    none: 'Nenhum',
    pets: 'Animais de estimação',
    yes: 'Sim',
    no: 'Não',
    dog: 'cão',
    cat: 'gato',
    host: 'Contato do anfitrião',
  },
  'en-US': {
    title: 'Guest list',
    stay: 'Stay',
    guests: 'Guests',
    cpf: 'CPF',
    birthCertificate: 'Birth certificate',
    passport: 'Passport/RNE',
    vehicles: 'Vehicles',
    none: 'None',
    pets: 'Pets',
    yes: 'Yes',
    no: 'No',
    dog: 'dog',
    cat: 'cat',
    host: "Host's contact",
  },
  'es-ES': {
    title: 'Lista de huéspedes',
    stay: 'Estancia',
    guests: 'Huéspedes',
    cpf: 'CPF',
    birthCertificate: 'Certificado de nacimiento',
    passport: 'Pasaporte/RNE',
    vehicles: 'Vehículos',
    none: 'Ninguno',
    pets: 'Mascotas',
    yes: 'Sí',
    no: 'No',
    dog: 'perro',
    cat: 'gato',
    host: 'Contacto del anfitrión',
  },
};

// DejaVu covers every Latin accent and is embedded (subset), so any reader shows the names.
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** A document number with all but its last `visible` letters and digits hidden. */
export const maskDocument = (document: string, visible = 3): string => {
  const kept = document.replace(/[^0-9A-Za-z]/g, '').length - visible;
  let seen = 0;
  return document.replace(/[0-9A-Za-z]/g, (char) => (seen++ < kept ? '*' : char));
};

/** 'Yes: 2 · dog', 'Yes: 1 · a rabbit', 'Yes', 'No'. */
const petsLine = (text: Labels, pets: boolean, details: FrontDeskPets | undefined): string => {
  if (!pets) return text.no;
  const kind = details?.kind === 'other' ? details.other : details?.kind && text[details.kind];
  const said = [details?.count, kind].filter((part) => part !== null && part !== undefined);
  return said.length > 0 ? `${text.yes}: ${said.join(' · ')}` : text.yes;
};

/** The one-page guest list as a PDF, fonts embedded. */
export const renderFrontDeskPdf = (list: FrontDeskList): Promise<Buffer> => {
  const text = labels[list.locale];
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${text.title}: ${list.property}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const heading = (title: string) =>
    doc.moveDown().font(BOLD).fontSize(12).text(title).font(FONT).fontSize(11);
  doc.font(BOLD).fontSize(18).text(`${text.title}: ${list.property}`);
  doc.font(FONT).fontSize(11).text(list.address);
  heading(text.stay).text(`${list.checkIn} → ${list.checkOut}`);
  heading(text.guests);
  for (const guest of list.guests) {
    const { document: given } = guest;
    const document = given ? ` · ${text[given.kind]}: ${maskDocument(given.number)}` : '';
    doc.text(`${guest.name}${document}`);
  }
  heading(text.vehicles);
  if (list.vehicles.length === 0) doc.text(text.none);
  for (const vehicle of list.vehicles)
    doc.text(`${vehicle.plate} · ${vehicle.model} · ${vehicle.color}`);
  heading(text.pets).text(petsLine(text, list.pets, list.petDetails));
  heading(text.host).text(list.hostContact);
  doc.end();
  return done;
};
