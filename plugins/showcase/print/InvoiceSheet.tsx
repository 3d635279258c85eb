import type { TFunction } from 'i18next';

const ITEMS = [
  { key: 'a', quantity: 1, price: 12000 },
  { key: 'b', quantity: 5, price: 1500 },
  { key: 'c', quantity: 2, price: 800 },
];
const money = (value: number) =>
  value.toLocaleString('zh-CN', { style: 'currency', currency: 'CNY', minimumFractionDigits: 2 });

/** The invoice block: drawn in HTML, no image asset, so it prints sharp at any size. */
export function InvoiceSheet({ t }: { t: TFunction }) {
  const total = ITEMS.reduce((sum, item) => sum + item.quantity * item.price, 0);
  return (
    <section
      className="semi-always-light jimu-showcase-print-sheet jimu-showcase-print-invoice"
      data-testid="showcase-print-invoiceSheet"
    >
      <h3>{t('showcase.print.invoiceTitle')}</h3>
      <div className="jimu-showcase-print-parties">
        <div>{t('showcase.print.invoiceNo')}: No. 20260001</div>
        <div>{t('showcase.print.date')}: 2026-01-15</div>
        <div>
          {t('showcase.print.seller')}: {t('showcase.print.sellerName')}
        </div>
        <div>
          {t('showcase.print.buyer')}: {t('showcase.print.buyerName')}
        </div>
      </div>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('showcase.print.item')}</th>
            <th scope="col">{t('showcase.print.quantity')}</th>
            <th scope="col">{t('showcase.print.price')}</th>
            <th scope="col">{t('showcase.print.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {ITEMS.map((item) => (
            <tr key={item.key}>
              <td>{t(`showcase.print.items.${item.key}`)}</td>
              <td className="jimu-showcase-print-num">{item.quantity}</td>
              <td className="jimu-showcase-print-num">{money(item.price)}</td>
              <td className="jimu-showcase-print-num">{money(item.quantity * item.price)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t('showcase.print.total')}
            </th>
            <td className="jimu-showcase-print-num" data-testid="showcase-print-total">
              {money(total)}
            </td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
