import { memo, type CSSProperties } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { patientIdOfLabelUrl } from '@contract/labels';
import { shortCode, type LabelLayout, type SheetSlots } from '../label-layouts';
import classes from './label-sheets.module.css';

/** SPEC §9: error correction M; the standard quiet zone of 4 modules is kept around the code. */
const QR_LEVEL = 'M';
const QR_QUIET_ZONE_MODULES = 4;
/** Drawing units only: the printed size comes from the stylesheet (1.5 in). */
const QR_SIZE = 150;

interface LabelSheetProps {
  slots: SheetSlots;
  layout: LabelLayout;
}

const at = (left: number, top: number) => ({ '--left': left, '--top': top }) as CSSProperties;

/**
 * One letter sheet: each used slot holds the QR of its label URL and, under it, the first 8
 * characters of the patient id. A label is a link to its URL, so the PDF of a sheet carries
 * one link per label. Memoised: sheets already drawn are not drawn again while later ones are.
 */
export const LabelSheet = memo(function LabelSheet({ slots, layout }: LabelSheetProps) {
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
          return (
            <a key={index} href={url} tabIndex={-1} className={classes.label} style={at(left, top)}>
              <QRCodeSVG
                value={url}
                level={QR_LEVEL}
                marginSize={QR_QUIET_ZONE_MODULES}
                size={QR_SIZE}
                className={classes.qr}
              />
              <span className={classes.code}>{shortCode(patientIdOfLabelUrl(url))}</span>
            </a>
          );
        })}
      </div>
    </div>
  );
});
