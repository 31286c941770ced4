import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import './ui.css';

type Props = {
  text: string;
  /** Rendered width in CSS pixels; the SVG stays sharp when printed larger. */
  size?: number;
  /** What the image is called, when "QR code of <text>" would read badly (a long code). */
  alt?: string;
};

/** The text as a QR code (an SVG image, so it prints crisp for a door or a desk). */
export const QrCode = ({ text, size = 192, alt: name }: Props) => {
  const intl = useIntl();
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void qrSvg(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }).then((markup) => {
      if (current) setSvg(markup);
    });
    return () => {
      current = false;
    };
  }, [text]);
  const alt = name ?? intl.formatMessage({ id: 'ui.qrCode' }, { text });
  if (!svg)
    return <span className="ui-qr" style={{ width: size, height: size }} aria-hidden="true" />;
  return (
    <img
      className="ui-qr"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      width={size}
      height={size}
      alt={alt}
    />
  );
};
