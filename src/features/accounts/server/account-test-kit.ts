import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { callAs } from '@/server/testing/sessions-test-kit';
import { testPlate } from '@/server/testing/plate-test-kit';
import type { Menu } from '@/features/catalog';
import type { PlacedOrder } from '@/features/orders';

type Call = (path: string, opts?: Parameters<typeof callAs>[2]) => Response | Promise<Response>;

/** The account tests' shared steps: an order placed (as a guest, or signed in with `cookie`), a sign-up. */
export function accountSteps(call: Call, menu: () => Menu) {
  return {
    async placeOrder(
      email: string,
      o: { name?: string; plate?: string; phone?: string | null; cookie?: string } = {},
    ): Promise<PlacedOrder> {
      const product = menu().products.find((p) => !p.soldOut && p.sizes.length === 3)!;
      const phone = o.phone === undefined ? '0501234567' : o.phone;
      const res = await call('/api/orders', {
        cookie: o.cookie,
        body: {
          idempotencyKey: randomUUID(),
          name: o.name ?? 'Amna',
          email,
          ...(phone ? { phone } : {}),
          plate: testPlate(o.plate ?? 'AD 1 4242'),
          paymentMethod: 'cash',
          lines: [{ productId: product.id, size: product.sizes[0]!.size, quantity: 1 }],
          locale: 'en',
        },
      });
      expect(res.status).toBe(201);
      return (await res.json()) as PlacedOrder;
    },
    signUp: (email: string, name: string, password: string) =>
      call('/api/account/signup', {
        body: { name, email, password, confirmPassword: password, locale: 'en' },
      }),
  };
}
