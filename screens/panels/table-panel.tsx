import { useTranslation } from 'react-i18next';
import type { Row } from '../data/types';
import type { TableColumn } from '../screen/types';

const ROW_HEIGHT = 34;

/**
 * The latest records, scrolling upwards when they overflow (a CSS animation on the compositor, paused
 * on hover or focus and for users who ask for reduced motion). Text only: server data is never HTML.
 */
export function TablePanel({ columns, rows, height }: { columns: TableColumn[]; rows: Row[]; height: number }) {
  const { t } = useTranslation('screens');
  const visible = Math.max(1, Math.floor((height - ROW_HEIGHT) / ROW_HEIGHT));
  const scrolls = rows.length > visible;
  const cells = (row: Row) =>
    columns.map((column) => {
      const value = row[column.key] ?? null;
      const text = column.format ? column.format(value, row, t) : value === null ? '—' : String(value);
      return (
        <span
          key={column.key}
          role="cell"
          className={column.alert?.(value, row) ? 'bs-cell bs-alert' : 'bs-cell'}
          style={{ flexGrow: column.grow ?? 1 }}
          title={text}
        >
          {text}
        </span>
      );
    });
  return (
    <div className="bs-table" role="table" aria-rowcount={rows.length}>
      <div className="bs-row bs-row-head" role="row">
        {columns.map((column) => (
          <span key={column.key} role="columnheader" className="bs-cell" style={{ flexGrow: column.grow ?? 1 }}>
            {t(column.title)}
          </span>
        ))}
      </div>
      {rows.length === 0 ? (
        // a table owns rows only: the note is its one row's one cell
        <div role="row">
          <p className="bs-empty" role="cell">
            {t('panel.noRecords')}
          </p>
        </div>
      ) : (
        <div className="bs-table-body" role="rowgroup" style={{ height: height - ROW_HEIGHT }} tabIndex={scrolls ? 0 : undefined}>
          <div className={scrolls ? 'bs-scroll' : undefined} style={scrolls ? { animationDuration: `${rows.length * 2.5}s` } : undefined}>
            {(scrolls ? [...rows, ...rows] : rows).map((row, index) => (
              <div key={`${String(row.id ?? index)}-${index}`} className="bs-row" role="row" aria-hidden={index >= rows.length || undefined}>
                {cells(row)}
              </div>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
