export type { OrderReceipt } from './orders.admin.schema';
export { CheckoutFormSchema, PlaceOrderSchema } from './orders.schema';
export type {
  CheckoutFormInput,
  EmployeeOption,
  Estimate,
  EstimateRequest,
  OrderView,
  PlaceOrderInput,
  PlacedOrder,
} from './orders.schema';
export { creditNoteNumber, CreditNoteParamsSchema } from './orders.money.schema';
export type { CreditNote } from './orders.money.schema';
