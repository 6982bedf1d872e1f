import { describe, expect, it } from 'vitest';
import { DEFAULT_MONEY_FORMAT } from '@/common/money';
import { kitchenTicket, type KitchenFacts } from './kitchen-ticket';

const facts = (bayName: string | null): KitchenFacts => ({
  number: 1042,
  carPlate: 'AD 5 12345',
  placedAt: '2026-11-29T08:00:00.000Z',
  items: [
    {
      quantity: 1,
      name: { en: 'Mango juice', ar: 'عصير مانجو' },
      size: { en: 'Large', ar: 'كبير' },
      options: [],
      note: null,
    },
  ],
  arrivalNote: null,
  bayName,
  money: { kind: 'collect', fils: 1800 },
  moneyFormat: DEFAULT_MONEY_FORMAT,
});

describe('the kitchen ticket of an order at a bay (its QR code, issue 39)', () => {
  it('prints the bay large, in the ticket’s language or both', () => {
    expect(kitchenTicket(facts('4'), 'en')).toContain('^^^Bay 4');
    expect(kitchenTicket(facts('4'), 'ar')).toContain('^^^الموقف 4');
    expect(kitchenTicket(facts('B2'), 'both')).toContain('^^^الموقف / Bay B2');
  });

  it('says nothing of a bay when there is none', () => {
    expect(kitchenTicket(facts(null), 'en')).not.toMatch(/Bay/);
  });
});
