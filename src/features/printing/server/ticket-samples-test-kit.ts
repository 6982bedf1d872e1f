import type { OrderLineOption } from '@/common/order-line-option';
import type { CreditNote, OrderView } from '@/features/orders';
import type { DayClose, MethodFigures, ShiftFigures, ShiftReport } from '@/features/shifts';
import { lineSize } from '@/features/catalog/size-test-kit';

const opt = (nameEn: string, nameAr: string, priceFils = 0, isDefault = false): OrderLineOption => ({
  groupId: 'g',
  groupNameEn: 'Extras',
  groupNameAr: 'إضافات',
  optionId: nameEn,
  nameEn,
  nameAr,
  priceFils,
  isDefault,
});

/**
 * A busy order for the printed layouts: long names that wrap (one with a bracket), several lines,
 * options with and without prices, a note, a served-by name and two credit notes.
 */
export function busyOrder(over: Partial<OrderView> = {}): OrderView {
  return {
    id: '00000000-0000-4000-8000-000000000042',
    number: 1042,
    shortId: '#1042',
    status: 'completed',
    paymentMethod: 'apple_pay',
    paymentStatus: 'paid',
    createdAt: '2026-11-28T15:04:00.000Z',
    customerName: 'Mohammed bin Rashid Al Maktoum Al Falasi',
    carPlate: 'AD 5 12345',
    plate: null,
    arrivedAt: null,
    arrivalNote: null,
    approach: null,
    bayName: null,
    promisedAt: null,
    scheduledFor: null,
    readyInMinutes: null,
    late: false,
    statusAt: {
      awaiting_payment: null,
      scheduled: null,
      pending: null,
      processing: null,
      ready: null,
      completed: null,
      cancelled: null,
    },
    totalFils: 10550,
    vatFils: 502,
    vatRateBp: 500,
    employee: { nameEn: 'Fatima Al Hosani', nameAr: 'فاطمة الحوسني' },
    refundedFils: 0,
    creditNotes: [],
    items: [
      {
        productId: null,
        nameEn: 'Avocado, Mango and Pineapple Super Smoothie (Family Cup)',
        nameAr: 'سموذي الأفوكادو والمانجو والأناناس الممتاز (كوب العائلة)',
        ...lineSize('large'),
        unitPriceFils: 3050,
        quantity: 2,
        options: [
          opt('Honey', 'عسل', 300),
          opt('Extra mixed nuts and pistachio', 'مكسرات مشكلة وفستق إضافي', 250),
          opt('No sugar', 'بدون سكر'),
        ],
        note: 'Half the ice, please, and a separate cup for the kids',
      },
      {
        productId: null,
        nameEn: 'Fresh orange juice',
        nameAr: 'عصير برتقال طازج',
        ...lineSize('medium'),
        unitPriceFils: 1400,
        quantity: 1,
        options: [],
        note: null,
      },
      {
        productId: null,
        nameEn: 'Fruit salad with ice cream',
        nameAr: 'سلطة فواكه مع آيس كريم',
        ...lineSize('small'),
        unitPriceFils: 3050,
        quantity: 1,
        options: [],
        note: null,
      },
    ],
    ...over,
  };
}

/** A credit note of the busy order: long legal names, a reason with staff's note, a cancellation when asked. */
export function busyCreditNote(over: Partial<CreditNote> = {}): CreditNote {
  return {
    id: '00000000-0000-4000-8000-000000000007',
    number: 7,
    amountFils: 1400,
    vatFils: 67,
    netFils: 1333,
    method: 'apple_pay',
    cancelsOrder: false,
    reason: 'other',
    note: 'The second cup arrived warm and the customer asked for the money back instead',
    createdAt: '2026-11-28T16:10:00.000Z',
    byName: 'Mona',
    order: {
      id: '00000000-0000-4000-8000-000000000042',
      number: 1042,
      createdAt: '2026-11-28T15:04:00.000Z',
      customerName: 'Mohammed bin Rashid Al Maktoum Al Falasi',
      customerEmail: 'mohammed@example.com',
      carPlate: 'AD 5 12345',
      totalFils: 10550,
      vatRateBp: 500,
      status: 'completed',
    },
    shop: {
      legalNameEn: 'Aseer Fresh Juices L.L.C.',
      legalNameAr: 'عصير للعصائر الطازجة ذ.م.م',
      addressEn: 'Shop 4, Al Wasl Road (next to the pharmacy), Jumeirah 1, Dubai',
      addressAr: 'محل 4، شارع الوصل (بجانب الصيدلية)، جميرا 1، دبي',
      phone: '+971 4 123 4567',
      trn: '100234567890003',
    },
    ...over,
  };
}

const method = (m: MethodFigures['method'], orders: number, grossFils: number, refundedFils = 0) => ({
  method: m,
  orders,
  grossFils,
  vatFils: Math.round((grossFils * 5) / 105),
  refunds: refundedFils ? 1 : 0,
  refundedFils,
  refundedVatFils: Math.round((refundedFils * 5) / 105),
  netFils: grossFils - refundedFils,
});

/** A busy shift's figures: three methods, a refund, voids, a payment between shifts, a short drawer. */
export function busyFigures(): ShiftFigures {
  const byMethod = [
    method('cash', 31, 1_234_550, 1400),
    method('card', 18, 98_050),
    method('apple_pay', 4, 12_000),
  ];
  const sum = (
    k: 'orders' | 'grossFils' | 'vatFils' | 'refunds' | 'refundedFils' | 'refundedVatFils' | 'netFils',
  ) => byMethod.reduce((n, m) => n + m[k], 0);
  return {
    orders: sum('orders'),
    grossFils: sum('grossFils'),
    vatFils: sum('vatFils'),
    refunds: sum('refunds'),
    refundedFils: sum('refundedFils'),
    refundedVatFils: sum('refundedVatFils'),
    netFils: sum('netFils'),
    vatNetFils: sum('vatFils') - sum('refundedVatFils'),
    voids: 2,
    voidedFils: 4_800,
    byMethod,
    recordedWhileClosed: [
      {
        orderId: '00000000-0000-4000-8000-000000000043',
        number: 1043,
        method: 'card',
        amountFils: 2_500,
        paidAt: '2026-11-28T05:55:00.000Z',
        byName: 'Salim',
      },
    ],
    floatFils: 20_000,
    cashMovedFils: 0,
    cashPaidFils: 1_234_550,
    cashRefundedFils: 1_400,
    expectedCashFils: 1_253_150,
    countedCashFils: 1_252_650,
    differenceFils: -500,
  };
}

/** A closed shift's report with a recount after the close. */
export function busyShiftReport(): ShiftReport {
  return {
    shift: {
      id: '00000000-0000-4000-8000-000000000012',
      number: 12,
      openedAt: '2026-11-28T04:00:00.000Z',
      openedByName: 'Fatima Al Hosani',
      floatFils: 20_000,
      closedAt: '2026-11-28T16:30:00.000Z',
      closedByName: 'Mohammed bin Rashid Al Falasi',
      countedCashFils: 1_252_650,
      closeNote: 'Five dirhams short: a customer paid with a torn note that the bank will not take',
    },
    live: false,
    figures: busyFigures(),
    adjustments: [],
    corrected: {
      netFils: 1_343_200,
      byMethod: [
        { method: 'cash', netFils: 1_233_150 },
        { method: 'card', netFils: 98_050 },
        { method: 'apple_pay', netFils: 12_000 },
      ],
      expectedCashFils: 1_253_150,
      countedCashFils: 1_253_150,
      differenceFils: 0,
    },
    unpaidHandovers: {
      count: 1,
      valueFils: 4_600,
      orders: [
        {
          orderId: '0b6c9a52-8d1e-4f3a-9b7c-2e5d4f6a8b1c',
          number: 1042,
          totalFils: 4_600,
          reason: 'pays_later',
          note: 'Regular customer, pays on Friday',
          byName: 'Fatima Al Hosani',
          at: '2026-11-26T11:20:00.000Z',
          paidSince: false,
        },
      ],
    },
  };
}

/** A day of two shifts, the second still open. */
export function busyDay(): DayClose {
  const first = busyShiftReport().shift;
  return {
    day: '2026-11-28',
    shifts: [
      first,
      {
        ...first,
        id: '00000000-0000-4000-8000-000000000013',
        number: 13,
        closedAt: null,
        closedByName: null,
      },
    ],
    openShifts: 1,
    figures: { ...busyFigures(), cashMovedFils: -1_000_000 },
  };
}
