import { memo } from 'react';
import { patientIdOfLabelUrl } from '@contract/labels';
import { qrPath, type QrPath } from '../qr-code';
import { shortCode, type SheetSlots } from '../label-layouts';
import classes from './label-sheets.module.css';

interface LabelSheetProps {
  slots: SheetSlots;
  /** The QR codes' paths, in slot order, when workers encoded them; else drawn here (qr-code.ts). */
  paths?: QrPath[] | undefined;
  /** [ours] Issue 25: each label's emergency access code by id, and its caption. */
  accessCodes?: { codes: Record<string, string>; caption: string } | undefined;
}

/**
 * One letter sheet: each used slot holds the QR of its label URL and, under it, the first 8
 * characters of the patient id and the label's emergency access code (issue 25). A label is a
 * link to its URL, so the PDF of a sheet carries one link per label. Slots are cells of the
 * sheet's grid (label-sheets.module.css), in reading order: no label carries a style of its
 * own. Memoised: sheets already drawn are not drawn again while later ones are.
 */
export const LabelSheet = memo(function LabelSheet({ slots, paths, accessCodes }: LabelSheetProps) {
  let used = 0;
  return (
    <div className={classes.frame}>
      <div className={classes.sheet}>
        {slots.map((url, index) => {
          if (!url) return <div key={index} className={classes.blank} />;
          const path = paths?.[used] ?? qrPath(url);
          used += 1;
          const id = patientIdOfLabelUrl(url);
          const accessCode = accessCodes?.codes[id.toLowerCase()];
          return (
            <a key={index} href={url} tabIndex={-1} className={classes.label}>
              <svg className={classes.qr} viewBox={`0 0 ${path.size} ${path.size}`}>
                <path d={path.d} />
              </svg>
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
