import { useTranslation } from 'react-i18next';
import { amountCell, capitalAmount, formatAmount } from '../format';
import type { VoucherDetail } from '../types';
import { StatusTag } from './status-tag';

/** A voucher as printed (A4): head, lines, totals with the amount in capitals, the people and times, its sources. */
export function VoucherSheet({ voucher, bookName }: { voucher: VoucherDetail; bookName?: string }) {
  const { t } = useTranslation('finance');
  return (
    <article className="finance-sheet" data-testid="voucher-sheet">
      <header>
        <h2>{t('voucher.title')}</h2>
        <div className="finance-sheet-head">
          <span>{bookName}</span>
          <span data-testid="voucher-sheet-no">
            {t('voucher.number')} {voucher.voucherNo}
          </span>
          <span>
            {t('voucher.date')} {voucher.voucherDate}
          </span>
          <span>{t('voucher.attachmentsCount', { count: voucher.attachments })}</span>
          <StatusTag voucher={voucher} />
        </div>
      </header>
      <table className="finance-sheet-lines">
        <thead>
          <tr>
            <th>{t('voucher.summary')}</th>
            <th>{t('voucher.subject')}</th>
            <th className="finance-col-money">{t('voucher.debit')}</th>
            <th className="finance-col-money">{t('voucher.credit')}</th>
          </tr>
        </thead>
        <tbody>
          {voucher.lines.map((line) => (
            <tr key={line.lineNo}>
              <td>{line.summary}</td>
              <td>
                {line.subjectCode} {line.subjectName}
              </td>
              <td className="finance-col-money">{amountCell(line.debit)}</td>
              <td className="finance-col-money">{amountCell(line.credit)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={2}>
              <strong>{t('voucher.total')}</strong> {capitalAmount(voucher.total)}
            </td>
            <td className="finance-col-money">{formatAmount(voucher.total)}</td>
            <td className="finance-col-money">{formatAmount(voucher.total)}</td>
          </tr>
        </tfoot>
      </table>
      {voucher.remark ? (
        <p>
          {t('voucher.remark')}: {voucher.remark}
        </p>
      ) : null}
      <footer className="finance-sheet-foot">
        <span data-testid="voucher-preparer">
          {t('list.preparer')}: {voucher.preparerName}
        </span>
        <span data-testid="voucher-auditor">
          {t('list.auditor')}: {voucher.auditorName ?? ''} {voucher.auditTime ?? ''}
        </span>
        <span data-testid="voucher-poster">
          {t('list.poster')}: {voucher.posterName ?? ''} {voucher.postTime ?? ''}
        </span>
      </footer>
      {voucher.sources.length ? (
        <section className="finance-sheet-sources" data-testid="voucher-sources">
          <strong>{t('voucher.sources')}</strong>
          <ul>
            {voucher.sources.map((source) => (
              <li key={`${source.kind}:${source.key}`}>{source.label}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
