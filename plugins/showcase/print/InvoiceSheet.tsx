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
    <section className="jimu-demo-print-sheet jimu-demo-print-invoice" data-testid="demo-print-invoiceSheet">
      <h3>{t('demo.print.invoiceTitle')}</h3>
      <div className="jimu-demo-print-parties">
        <div>{t('demo.print.invoiceNo')}: No. 20260001</div>
        <div>{t('demo.print.date')}: 2026-01-15</div>
        <div>
          {t('demo.print.seller')}: {t('demo.print.sellerName')}
        </div>
        <div>
          {t('demo.print.buyer')}: {t('demo.print.buyerName')}
        </div>
      </div>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('demo.print.item')}</th>
            <th scope="col">{t('demo.print.quantity')}</th>
            <th scope="col">{t('demo.print.price')}</th>
            <th scope="col">{t('demo.print.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {ITEMS.map((item) => (
            <tr key={item.key}>
              <td>{t(`demo.print.items.${item.key}`)}</td>
              <td className="jimu-demo-print-num">{item.quantity}</td>
              <td className="jimu-demo-print-num">{money(item.price)}</td>
              <td className="jimu-demo-print-num">{money(item.quantity * item.price)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t('demo.print.total')}
            </th>
            <td className="jimu-demo-print-num" data-testid="demo-print-total">
              {money(total)}
            </td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
