import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Menu } from '@/features/catalog';
import { menuOf } from '@/features/catalog/server/catalog-test-kit';
import { describeOnEachDatabase } from '@/server/testing/each-database-test-kit';
import { callAs, signInAs } from '@/server/testing/sessions-test-kit';
import type { TestServer } from '@/server/testing/server-test-kit';
import type { AdminOrderDetail, Board, OrderReceipt } from '../orders.admin.schema';
import type { OrderView } from '../orders.schema';
import { optionsKit } from '@/server/testing/order-options-test-kit';
import type { Bay } from '@/features/bays';
import { placeCashOrder } from './order-test-kit';

describeOnEachDatabase('what staff see of a line’s options and note', (engine) => {
  let server: TestServer;
  let cookie: string;
  let owner: string;
  let placed: OrderView;
  let menu: Menu;
  beforeAll(async () => {
    server = await engine.start();
    menu = await menuOf(server);
    cookie = (await signInAs(server, 'staff', 'Layla Runner')).cookie;
    owner = (await signInAs(server, 'owner', 'Olivia Owner')).cookie;
    const kit = optionsKit(server, menu);
    placed = await kit.place([
      kit.line(
        'fresh-juices',
        2,
        [
          ['Sugar', 'No sugar'],
          ['Add-ons', 'Honey'],
        ],
        'Half the usual ice, please',
      ),
      kit.line('milkshakes', 1, []),
    ]);
  });
  afterAll(() => server.close());

  const get = async <T>(path: string) => {
    const res = await callAs(server, path, { cookie });
    expect(res.status).toBe(200);
    return (await res.json()) as T;
  };
  /** What a line carries for staff: [group, option, price, default] and its note. */
  const extras = (line: { options: OrderView['items'][number]['options']; note: string | null }) => ({
    options: line.options.map((o) => [o.groupNameEn, o.nameEn, o.nameAr, o.priceFils, o.isDefault]),
    note: line.note,
  });
  const expected = [
    {
      options: [
        ['Sugar', 'No sugar', 'بدون سكر', 0, false],
        ['Ice', 'Normal ice', 'ثلج عادي', 0, true],
        ['Add-ons', 'Honey', 'عسل', 200, false],
      ],
      note: 'Half the usual ice, please',
    },
    { options: [['Milk', 'Full-cream milk', 'حليب كامل الدسم', 0, true]], note: null },
  ];

  it('the board’s card carries each line’s options (defaults marked) and note', async () => {
    const board = await get<Board>('/api/admin/orders/board');
    const card = board.orders.find((o) => o.id === placed.id)!;
    expect(card.items.map(extras)).toEqual(expected);
  });

  it('the order view and the invoice carry them too, with the unit price including the options', async () => {
    const detail = await get<AdminOrderDetail>(`/api/admin/orders/${placed.id}`);
    expect(detail.items.map(extras)).toEqual(expected);
    expect(detail.items.map((i) => i.unitPriceFils)).toEqual(placed.items.map((i) => i.unitPriceFils));
    const receipt = await get<OrderReceipt>(`/api/admin/orders/${placed.id}/receipt`);
    expect(receipt.order.items.map(extras)).toEqual(expected);
    const sum = receipt.order.items.reduce((s, i) => s + i.unitPriceFils * i.quantity, 0);
    expect(sum).toBe(receipt.order.totalFils);
  });

  it('orders.csv carries each line: size price, options with their prices, unit price, total, note', async () => {
    const csvOf = async (lang: string, as = owner) =>
      callAs(server, `/api/admin/orders/export.csv?q=${placed.number}&lang=${lang}`, { cookie: as });
    // Customers' names and plates: managers and above, as for the customers export.
    expect((await csvOf('en', cookie)).status).toBe(403);
    const res = await csvOf('en');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('orders.csv');
    const rows = parse((await res.text()).replace(/^\uFEFF/, '')) as string[][];
    expect(rows[0]).toEqual([
      'Order / الطلب',
      'Date / التاريخ',
      'Status / الحالة',
      'Customer / العميل',
      'Car Plate / رقم اللوحة',
      'Bay / الموقف',
      'Item / الصنف',
      'Size / الحجم',
      'Quantity / الكمية',
      'Size Price / سعر الحجم',
      'Options / الخيارات',
      'Options Price / سعر الخيارات',
      'Unit Price / سعر الوحدة',
      'Line Total / إجمالي السطر',
      'Note / ملاحظة',
    ]);
    const [juice, shake] = placed.items;
    const money = (fils: number) => (fils / 100).toFixed(2);
    expect(rows.slice(1).map((r) => r.slice(6))).toEqual([
      [
        juice!.nameEn,
        juice!.sizeNameEn,
        '2',
        money(juice!.unitPriceFils - 200),
        'No sugar; Honey (+2.00)',
        '2.00',
        money(juice!.unitPriceFils),
        money(juice!.unitPriceFils * 2),
        'Half the usual ice, please',
      ],
      [
        shake!.nameEn,
        shake!.sizeNameEn,
        '1',
        money(shake!.unitPriceFils),
        '',
        '0.00',
        money(shake!.unitPriceFils),
        money(shake!.unitPriceFils),
        '',
      ],
    ]);
    expect(rows[1]!.slice(0, 6)).toEqual([
      String(placed.number),
      expect.any(String),
      'Received',
      'Mariam',
      placed.carPlate,
      // Never marked at a bay.
      '',
    ]);
    const ar = parse((await (await csvOf('ar')).text()).replace(/^\uFEFF/, '')) as string[][];
    expect(ar[1]!.slice(6, 11)).toEqual([
      juice!.nameAr,
      juice!.sizeNameAr,
      '2',
      money(juice!.unitPriceFils - 200),
      'بدون سكر; عسل (+2.00)',
    ]);
    expect(ar[1]![2]).toBe('تم الاستلام');
  });

  it('orders.csv names the bay an order was marked at through its QR code, on each of its lines, in both languages', async () => {
    const added = await callAs(server, '/api/admin/bays', { cookie: owner, body: { name: 'B2' } });
    expect(added.status).toBe(201);
    const bay = (await added.json()) as Bay;
    const { order, key } = await placeCashOrder(server, menu);
    expect(
      (await callAs(server, `/api/bays/${bay.token}/arrival`, { body: { orderId: order.id, key } })).status,
    ).toBe(200);
    // Renamed since: the order keeps the name it was marked with, as the board and its history do.
    const renamed = await callAs(server, `/api/admin/bays/${bay.id}`, {
      method: 'PUT',
      cookie: owner,
      body: { name: 'C9' },
    });
    expect(renamed.status).toBe(200);
    for (const lang of ['en', 'ar']) {
      const res = await callAs(server, `/api/admin/orders/export.csv?q=${order.number}&lang=${lang}`, {
        cookie: owner,
      });
      expect(res.status).toBe(200);
      const [head, ...lines] = parse((await res.text()).replace(/^\uFEFF/, '')) as string[][];
      const column = head!.indexOf('Bay / الموقف');
      expect(column).toBe(5);
      expect(lines.map((l) => [l[0], l[column]])).toEqual(
        order.items.map(() => [String(order.number), 'B2']),
      );
    }
  });
});
