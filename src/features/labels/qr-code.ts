import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QRCodeSVG } from 'qrcode.react';
import { qrProps } from './qr-props';

/** The QR of `url` as SVG markup, drawn by qrcode.react (in the encoding workers only). */
export function qrMarkup(url: string): string {
  return renderToStaticMarkup(createElement(QRCodeSVG, { value: url, ...qrProps }));
}
