import PDFDocument from 'pdfkit';
import type { TemplateLocale } from '../templates/message-templates';

export type FrontDeskGuest = { name: string; document: string | null };
export type FrontDeskVehicle = { plate: string; model: string; color: string };

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
  hostContact: string;
};

type Labels = Record<
  'title' | 'stay' | 'guests' | 'document' | 'vehicles' | 'none' | 'pets' | 'yes' | 'no' | 'host',
  string
>;

const labels: Record<TemplateLocale, Labels> = {
  'pt-BR': {
    title: 'Lista de hóspedes',
    stay: 'Estadia',
    guests: 'Hóspedes',
    document: 'Documento',
    vehicles: 'Veículos',
    none: 'Nenhum',
    pets: 'Animais de estimação',
    yes: 'Sim',
    no: 'Não',
    host: 'Contato do anfitrião',
  },
  'en-US': {
    title: 'Guest list',
    stay: 'Stay',
    guests: 'Guests',
    document: 'Document',
    vehicles: 'Vehicles',
    none: 'None',
    pets: 'Pets',
    yes: 'Yes',
    no: 'No',
    host: "Host's contact",
  },
  'es-ES': {
    title: 'Lista de huéspedes',
    stay: 'Estancia',
    guests: 'Huéspedes',
    document: 'Documento',
    vehicles: 'Vehículos',
    none: 'Ninguno',
    pets: 'Mascotas',
    yes: 'Sí',
    no: 'No',
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
    const document = guest.document ? ` · ${text.document}: ${maskDocument(guest.document)}` : '';
    doc.text(`${guest.name}${document}`);
  }
  heading(text.vehicles);
  if (list.vehicles.length === 0) doc.text(text.none);
  for (const vehicle of list.vehicles)
    doc.text(`${vehicle.plate} · ${vehicle.model} · ${vehicle.color}`);
  heading(text.pets).text(list.pets ? text.yes : text.no);
  heading(text.host).text(list.hostContact);
  doc.end();
  return done;
};
