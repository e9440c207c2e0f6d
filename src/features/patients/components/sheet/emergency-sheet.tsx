import { Fragment, useLayoutEffect, useRef, type ReactNode } from 'react';
import type { SheetColumn, SheetContact, SheetList } from './sheet-content';
import classes from './sheet.module.css';

export const paperSizes = ['letter', 'a4'] as const;
export type PaperSize = (typeof paperSizes)[number];

/** The print stylesheet's page size for each paper. */
const PAGE_SIZE: Record<PaperSize, string> = { letter: 'letter', a4: 'A4' };

/** The smallest type the sheet goes down to (a share of its normal size), and the step. */
const MIN_SCALE = 0.7;
const SCALE_STEP = 0.05;

export interface SheetLanguageColumn {
  /** The column's language as a BCP 47 tag, for its lang attribute. */
  lang: string;
  /** The language's own name ('Español', 'English'), over the column. */
  name: string;
  text: SheetColumn;
}

interface EmergencySheetProps {
  /** The patient's language first, then English; one column when the patient speaks English. */
  columns: readonly SheetLanguageColumn[];
  /** The name (or id with PHI off), the same in every language. */
  patientName: string;
  shortCode: string;
  paper: PaperSize;
}

/**
 * The printable emergency sheet (issue 25): one page, each section a row with the patient's
 * language on the left and English on the right. After each layout it lowers the type size
 * until the content fits the page; lists and long texts are already capped (sheet-content.ts).
 */
export function EmergencySheet({ columns, patientName, shortCode, paper }: EmergencySheetProps) {
  const paperRef = useRef<HTMLElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const sheet = paperRef.current;
    const content = contentRef.current;
    if (!sheet || !content) return;
    let scale = 1;
    sheet.style.setProperty('--scale', String(scale));
    while (content.scrollHeight > content.clientHeight + 1 && scale > MIN_SCALE) {
      scale = Math.max(MIN_SCALE, scale - SCALE_STEP);
      sheet.style.setProperty('--scale', scale.toFixed(2));
    }
    sheet.dataset.scale = scale.toFixed(2);
  }, [columns, paper]);

  const [first] = columns;
  if (!first) return null;
  /** One row of the grid: the same section in each language, each cell in its own language. */
  const row = (key: string, cell: (text: SheetColumn) => ReactNode) => (
    <Fragment key={key}>
      {columns.map((column) => (
        <div key={column.lang} lang={column.lang} className={classes.cell}>
          {cell(column.text)}
        </div>
      ))}
    </Fragment>
  );
  const hasCircumstances = first.text.circumstances.length > 0 || first.text.circumstancesNote;

  return (
    <article
      ref={paperRef}
      className={classes.paper}
      data-paper={paper}
      data-testid="emergency-sheet"
      aria-label={columns.map((column) => column.text.title).join(' · ')}
    >
      {/* The page size follows the paper chosen on the page. */}
      <style>{`@page { size: ${PAGE_SIZE[paper]}; margin: 0; }`}</style>
      <div ref={contentRef} className={classes.content}>
        <header className={classes.head}>
          <div className={classes.titles}>
            {columns.map((column) => (
              <h2 key={column.lang} lang={column.lang} className={classes.title}>
                {column.text.title}
              </h2>
            ))}
            <p className={classes.subtitle}>{patientName}</p>
          </div>
          <div className={classes.codeBox}>
            {columns.map((column) => (
              <div key={column.lang} lang={column.lang} className={classes.codeLabel}>
                {column.text.codeLine}
              </div>
            ))}
            <div className={classes.code}>{shortCode}</div>
          </div>
        </header>
        <div className={classes.grid} data-columns={columns.length}>
          {columns.length > 1 &&
            row('languages', (text) => (
              <div className={classes.langTag}>
                {columns.find((column) => column.text === text)?.name}
              </div>
            ))}
          {row('identity', (text) => (
            <dl className={classes.identity}>
              {text.identity.map((line) => (
                <div key={line.key}>
                  <dt>{line.label}</dt>
                  <dd>{line.value}</dd>
                </div>
              ))}
            </dl>
          ))}
          {row('codeStatus', (text) => (
            <section className={classes.codeStatus} data-limited={text.isLimitedCode}>
              <h3 className={classes.h2}>{text.codeStatusTitle}</h3>
              <p className={classes.codeStatusText}>{text.codeStatus}</p>
              {text.signedForm && (
                <p className={`${classes.line} ${classes.strong}`}>{text.signedForm}</p>
              )}
              {text.originalAt && (
                <p className={`${classes.line} ${classes.clamp}`}>{text.originalAt}</p>
              )}
            </section>
          ))}
          {row('allergies', (text) => (
            <ListSection list={text.allergies} isAlert />
          ))}
          {row('medications', (text) => (
            <ListSection list={text.medications} />
          ))}
          {row('conditions', (text) => (
            <ConditionsSection list={text.conditions} />
          ))}
          {(hasCircumstances || first.text.access) &&
            row('circumstances', (text) => (
              <section>
                <h3 className={classes.h2}>{text.circumstancesTitle}</h3>
                {text.circumstances.length > 0 && (
                  <p className={`${classes.line} ${classes.strong}`}>
                    {text.circumstances.join(' · ')}
                  </p>
                )}
                {text.circumstancesNote && (
                  <p className={`${classes.line} ${classes.clamp}`}>{text.circumstancesNote}</p>
                )}
                {text.access && <p className={`${classes.line} ${classes.clamp}`}>{text.access}</p>}
              </section>
            ))}
          {row('contacts', (text) => (
            <div className={classes.contacts}>
              {text.contacts.map((contact) => (
                <ContactLines key={contact.key} contact={contact} />
              ))}
            </div>
          ))}
        </div>
        <footer className={classes.foot}>
          {columns.map((column) => (
            <div key={column.lang} lang={column.lang}>
              {column.text.verified && <p className={classes.strong}>{column.text.verified}</p>}
              <p>{column.text.printed}</p>
              <p>{column.text.scanHint}</p>
            </div>
          ))}
        </footer>
      </div>
    </article>
  );
}

function ListSection({ list, isAlert = false }: { list: SheetList; isAlert?: boolean }) {
  return (
    <section className={isAlert ? classes.alert : undefined}>
      <h3 className={classes.h2}>{list.title}</h3>
      {list.empty !== null ? (
        <p className={`${classes.line} ${classes.muted}`}>{list.empty}</p>
      ) : (
        <ul className={classes.list}>
          {list.items.map((item) => (
            <li key={item.key} className={classes.item}>
              <span className={classes.name}>{item.name}</span>
              {item.flag && <span className={classes.flag}>{item.flag}</span>}
              {item.detail && <> — {item.detail}</>}
            </li>
          ))}
          {list.more && <li className={`${classes.muted}`}>{list.more}</li>}
        </ul>
      )}
    </section>
  );
}

/** Conditions take less room as one run of names than as a list. */
function ConditionsSection({ list }: { list: SheetList }) {
  return (
    <section>
      <h3 className={classes.h2}>{list.title}</h3>
      {list.empty !== null ? (
        <p className={`${classes.line} ${classes.muted}`}>{list.empty}</p>
      ) : (
        <p className={classes.inline}>
          {list.items.map((item) => item.name).join('; ')}
          {list.more && <span className={classes.muted}> — {list.more}</span>}
        </p>
      )}
    </section>
  );
}

function ContactLines({ contact }: { contact: SheetContact }) {
  return (
    <p className={classes.line}>
      <span className={classes.contactTitle}>{contact.title}: </span>
      {contact.lines.map((line) => line.value).join(' · ')}
    </p>
  );
}
