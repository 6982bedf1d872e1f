export { ArrivalPanel } from './arrival-panel';
export { OnMyWayPanel } from './on-my-way-panel';
export { forgetLastOrder, lastOrderOf, rememberLastOrder, useLastOrder } from './last-order';
export {
  forgetBay,
  rememberBay,
  rememberedBay,
  useRememberedBay,
  type RememberedBay,
} from './remembered-bay';
export { OrderFacts } from './order-facts';
export { OrderItems } from './order-items';
export { OrderProgress } from './order-progress';
export { orderQuery, useOrder, useOrderLiveUpdates } from './order-query';
export { justPlacedOf } from './just-placed';
export type { JustPlacedState } from './just-placed';
export { OrderThanks } from './order-thanks';
export { PausedNotice } from './paused-notice';
export { usePausedUntil } from './paused-until';
export { ReadyEstimate, ReadyEstimatePlaceholder } from './ready-estimate';
export { ReadyAlert } from './ready-alert';
export { RunningLate } from './running-late';
export { OnlinePaymentPanel } from './online-payment-panel';
export { ScheduledTime } from './scheduled-time';
