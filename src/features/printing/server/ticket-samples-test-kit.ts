import type { OrderLineOption } from '@/common/order-line-option';
import type { OrderView } from '@/features/orders';
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
    promisedAt: null,
    readyInMinutes: null,
    late: false,
    statusAt: { pending: null, processing: null, ready: null, completed: null, cancelled: null },
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
