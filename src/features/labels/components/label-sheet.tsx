import { memo, type CSSProperties } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { patientIdOfLabelUrl } from '@contract/labels';
import { qrProps } from '../qr-props';
import { shortCode, type LabelLayout, type SheetSlots } from '../label-layouts';
import classes from './label-sheets.module.css';

interface LabelSheetProps {
  slots: SheetSlots;
  layout: LabelLayout;
  /** The QR codes' SVG markup, in slot order, when workers encoded them (qr-code.ts). */
  markup?: string[] | undefined;
  /** [ours] Issue 25: each label's emergency access code by id, and its caption. */
  accessCodes?: { codes: Record<string, string>; caption: string } | undefined;
}

const at = (left: number, top: number) => ({ '--left': left, '--top': top }) as CSSProperties;

/**
 * One letter sheet: each used slot holds the QR of its label URL and, under it, the first 8
 * characters of the patient id and the label's emergency access code (issue 25). A label is a link to its URL, so the PDF of a sheet carries
 * one link per label. Memoised: sheets already drawn are not drawn again while later ones are.
 */
export const LabelSheet = memo(function LabelSheet({
  slots,
  layout,
  markup,
  accessCodes,
}: LabelSheetProps) {
  let used = 0;
  return (
    <div className={classes.frame}>
      <div className={classes.sheet}>
        {layout.positions.map(({ left, top }, index) => {
          const url = slots[index];
          if (!url) {
            return (
              <div
                key={index}
                className={`${classes.label} ${classes.blank}`}
                style={at(left, top)}
              />
            );
          }
          const svg = markup?.[used];
          used += 1;
          const id = patientIdOfLabelUrl(url);
          const accessCode = accessCodes?.codes[id.toLowerCase()];
          return (
            <a key={index} href={url} tabIndex={-1} className={classes.label} style={at(left, top)}>
              {svg === undefined ? (
                <QRCodeSVG value={url} {...qrProps} className={classes.qr} />
              ) : (
                // qrcode.react's own markup, made from the URL in a worker.
                <span className={classes.qr} dangerouslySetInnerHTML={{ __html: svg }} />
              )}
              <span className={classes.code}>{shortCode(id)}</span>
              {accessCode && (
                <span className={classes.accessCode}>
                  {accessCodes?.caption} <b>{accessCode}</b>
                </span>
              )}
            </a>
          );
        })}
      </div>
    </div>
  );
});
