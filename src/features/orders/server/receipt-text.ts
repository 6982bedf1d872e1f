import { isolate, isolateAuto } from '@/common/text';
import type { ReceiptFacts } from './receipt-facts';

/**
 * One language's receipt as plain text (the e-mail's text part). Order numbers, plates, phone
 * numbers, the TRN and names are isolated so they never reverse inside Arabic lines.
 */
export function receiptText(f: ReceiptFacts): string {
  const c = f.copy;
  const shop = [`${c.shopName} | ${f.title}`];
  if (f.address) shop.push(f.address);
  if (f.phone) shop.push(`${c.phone}: ${isolate(f.phone)}`);
  if (f.trn) shop.push(`${c.trn}: ${isolate(f.trn)}`);
  const head = [
    `${c.greeting[0]}${isolateAuto(f.customerName)}${c.greeting[1]}`,
    f.taxInvoice ? c.invoiceIntro : c.received,
    `${c.number}: ${isolate(f.number)}`,
    `${c.date}: ${f.date}`,
    `${c.carPlate}: ${isolate(f.carPlate)}`,
  ];
  if (f.servedBy) head.push(`${c.servedBy}: ${f.servedBy}`);
  const lines = f.lines.flatMap((l) => [
    `${l.quantity} × ${l.name} (${l.size})${l.base ? ` ${isolate(l.base)}` : ''} — ${l.amount}`,
    ...l.options.map((o) => `  + ${o.name}${o.price ? ` ${isolate(o.price)}` : ''}`),
    ...(l.unit ? [`  = ${c.unitPrice}: ${isolate(l.unit)}`] : []),
    ...(l.note ? [`  ${c.note}: ${isolateAuto(l.note)}`] : []),
  ]);
  const totals = [`${c.subtotal}: ${f.subtotal}`, `${f.vatLabel}: ${f.vat}`, `${c.total}: ${f.total}`];
  const payment = [`${c.payment}: ${f.method} · ${f.paymentLabel}.${f.payNote ? ` ${f.payNote}` : ''}`];
  if (f.payNote && f.instructions) payment.push(f.instructions);
  for (const cn of f.creditNotes) payment.push(`${c.creditNote}: ${isolate(cn)}`);
  if (!f.taxInvoice) payment.push(c.invoiceLater);
  // The confirmation is what the customer on the way reads; the invoice comes after the payment.
  const last = f.taxInvoice ? [c.orderPage, f.trackingUrl] : [c.arrival, `${c.track}:`, f.trackingUrl];
  return [shop, head, lines, totals, payment, last].map((block) => block.join('\n')).join('\n\n');
}
