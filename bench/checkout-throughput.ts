import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Menu } from '../src/features/catalog/catalog.schema';
import { startStripeStandin } from '../src/server/testing/stripe-standin-test-kit';
import { waitFor } from './wait-for';

const STRIPE_KEY = 'sk_test_benchcheckout';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = 10;

type Line = { productId: string; size: string; quantity: number; options?: string[]; note?: string };

/** Orders per second placing `lines` as guests, each order from its own address (as separate customers). */
async function ordersPerSecond(
  origin: string,
  lines: Line[],
  seconds: number,
  paymentMethod: 'card' | 'online' = 'card',
) {
  let n = 0;
  const result = await autocannon({
    url: `${origin}/api/orders`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          n++;
          return {
            ...req,
            headers: {
              'Content-Type': 'application/json',
              Origin: origin,
              // TRUST_PROXY=1: each order speaks from its own address, so per-address limits stay out of it.
              'X-Forwarded-For': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
            },
            body: JSON.stringify({
              idempotencyKey: randomUUID(),
              name: 'Bench Customer',
              email: `bench.${n}@example.com`,
              plate: { emirate: 'dubai', code: 'A', number: String(10000 + (n % 89999)) },
              paymentMethod,
              lines,
              locale: 'en',
            }),
          };
        },
      },
    ],
  });
  if (result.non2xx) throw new Error(`${result.non2xx} orders were refused: the bench's order is wrong`);
  return result.requests.average;
}

/**
 * Checkout with drink options against checkout without, in the same run, on the embedded
 * database: the same two lines, once as a cart that names no option (each group's default applies),
 * once with "No sugar", "Honey" and a note. The rounds alternate (A B B A A B B A), so orders
 * piling up during the run weigh on both alike.
 */
export async function checkoutThroughput() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aseer-bench-checkout-'));
  const port = 3902;
  const origin = `http://127.0.0.1:${port}`;
  // Pay now's Stripe: the tests' stand-in on this machine (Stripe's own answer takes longer: the
  // figure is the shop's own cost of an online order, Stripe's time left out).
  const stripe = await startStripeStandin({ secretKey: STRIPE_KEY });
  stripe.webhook.delivery = 'never';
  const server: ChildProcess = spawn(process.execPath, ['dist/server/index.js'], {
    env: {
      STRIPE_SECRET_KEY: STRIPE_KEY,
      STRIPE_WEBHOOK_SECRET: 'whsec_benchcheckout',
      STRIPE_API_URL: stripe.origin,
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      OPENING_HOURS: '00:00-24:00',
      TRUST_PROXY: '1',
      PUBLIC_URL: origin,
    },
    stdio: 'inherit',
  });
  try {
    await waitFor(`${origin}/api/catalog/menu`, 90_000);
    const menu = (await (await fetch(`${origin}/api/catalog/menu`)).json()) as Menu;
    const groups = new Map(menu.optionGroups.map((g) => [g.id, g]));
    const optionNamed = (name: string) =>
      menu.optionGroups.flatMap((g) => g.options).find((o) => o.nameEn === name)!.id;
    const juices = menu.products.filter(
      (p) =>
        !p.soldOut &&
        p.sizes.every((s) => !s.soldOut) &&
        p.optionGroupIds.some((id) => groups.get(id)?.nameEn === 'Sugar'),
    );
    const plain: Line[] = juices
      .slice(0, 2)
      .map((p) => ({ productId: p.id, size: p.sizes[0]!.size, quantity: 1 }));
    const withOptions: Line[] = plain.map((l) => ({
      ...l,
      options: [optionNamed('No sugar'), optionNamed('Honey')],
      note: 'half the usual ice, please',
    }));
    await ordersPerSecond(origin, plain, 2); // warm-up
    const a: number[] = [];
    const b: number[] = [];
    for (const round of ['a', 'b', 'b', 'a', 'a', 'b', 'b', 'a'])
      (round === 'a' ? a : b).push(
        await ordersPerSecond(origin, round === 'a' ? plain : withOptions, SECONDS),
      );
    // Pay now against pay at the car, the same two plain lines, alternating as above.
    const car: number[] = [];
    const online: number[] = [];
    for (const round of ['car', 'online', 'online', 'car', 'car', 'online', 'online', 'car'])
      (round === 'car' ? car : online).push(
        await ordersPerSecond(origin, plain, SECONDS, round === 'car' ? 'card' : 'online'),
      );
    const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
    return { without: mean(a), with: mean(b), atTheCar: mean(car), payNow: mean(online) };
  } finally {
    await stripe.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
