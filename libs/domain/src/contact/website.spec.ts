import { isValidWebsite, normalizeWebsite } from './website';
import { normalizerCases } from '../testing/validator-cases';

describe('website', () => {
  normalizerCases(normalizeWebsite, isValidWebsite, {
    accepts: [
      ['a host as people type it', 'www.x.com.br', 'https://www.x.com.br'],
      ['a host without www', 'pousada.com', 'https://pousada.com'],
      ['https', 'https://www.pousada.com.br', 'https://www.pousada.com.br'],
      ['http, kept', 'http://pousada.com.br/', 'http://pousada.com.br'],
      ['upper case', 'HTTPS://WWW.Pousada.COM.BR', 'https://www.pousada.com.br'],
      ['a path and query', 'pousada.com.br/reservas?x=1', 'https://pousada.com.br/reservas?x=1'],
      ['spaces around', '  pousada.com.br  ', 'https://pousada.com.br'],
      ['hyphens and digits', 'casa-123.tur.br', 'https://casa-123.tur.br'],
      ['an accented host (punycode)', 'café.com.br', 'https://xn--caf-dma.com.br'],
    ],
    refuses: [
      ['a single word', 'pousada'],
      ['localhost', 'http://localhost:3000'],
      ['an IP address', 'http://192.168.0.1'],
      ['a numeric top-level domain', 'pousada.123'],
      ['an ftp address', 'ftp://pousada.com.br'],
      ['a javascript: address', 'javascript:alert(1)'],
      ['a mailto: address', 'mailto:a@pousada.com.br'],
      ['credentials', 'https://user:secret@pousada.com.br'],
      ['an underscore in the host', 'https://minha_pousada.com.br'],
      ['a label starting with a hyphen', 'https://-pousada.com.br'],
      ['an empty label', 'www..com.br'],
      ['a space inside', 'www.pousada .com.br'],
      ['a scheme only', 'https://'],
      ['nothing', ''],
    ],
  });
});
