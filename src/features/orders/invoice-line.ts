import type { OrderLineOption } from '@/common/order-line-option';

/**
 * How a line reads on the money documents (printed tax invoice, receipt e-mail): the size's own
 * price, then the options under it, so that base + options = the unit price the line is charged.
 * Every option that is not its group's default is listed (a free "No sugar" is what was made);
 * a default is listed only when it has a price (else it changes neither the drink nor the sum,
 * and on an 80 mm roll it would only push the totals down).
 */
export function invoiceLine(item: { unitPriceFils: number; options: OrderLineOption[] }) {
  const optionsFils = item.options.reduce((sum, o) => sum + o.priceFils, 0);
  return {
    /** The size's price, as it was: the unit price less its options' prices. */
    baseFils: item.unitPriceFils - optionsFils,
    options: item.options.filter((o) => !o.isDefault || o.priceFils > 0),
    /** Some option has a price: the base price differs from the unit price. */
    priced: optionsFils > 0,
  };
}

/** The line lists parts under it (options or a note): the invoice then writes the size beside its own price. */
export const listsParts = (item: {
  unitPriceFils: number;
  options: OrderLineOption[];
  note: string | null;
}) => invoiceLine(item).options.length > 0 || !!item.note;
