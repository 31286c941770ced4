// The per-language catalogues vite.config.ts generates (see app/catalogues.ts).
declare module 'virtual:catalogue/*' {
  import type { MessageFormatElement } from 'react-intl';

  const catalogue: Record<string, MessageFormatElement[]>;
  export default catalogue;
}
