import { describe, expect, it } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- a test reading the back office's links; the storefront downloads nothing of it
import { NAV_LINKS } from '@/client/shell/admin/nav-links';
import { allResources } from './all';
import { isSentence, namesInCode, serverNames, titleCaseOffences } from './english-case-test-kit';

/**
 * English case, one rule (docs/decisions/077): Title Case for what names a thing or an action
 * (buttons, links, navigation, tabs, headings, dialog, section and page titles, column and CSV
 * headings, e-mail buttons), sentence case for what is a sentence (messages, hints, errors,
 * descriptions, tooltips) and for field labels. Where a text stands is read from the code.
 */

/** Texts in a name's place that are sentences or values, each with its reason. */
const NOT_NAMES: Record<string, string> = {
  'my-data:deleted.title': 'a sentence: "Your account has been deleted"',
  'recovery:reset.invalidHeading': 'a sentence: "This link cannot be used"',
  'recovery:reset.doneHeading': 'a sentence: "Your password was changed"',
  'common:maintenance.title': 'a sentence: "We\'ll be back soon"',
  'admin-shifts:open.heading': 'a sentence: "No shift is open"',
  'admin-shifts:books.whileClosed': 'a clause: "Recorded while no shift was open"',
  'admin-orders:board.arrivedNow': 'a time, beside "for {{time}}"',
  'admin-shifts:books.unknownName': 'a value: the name of whoever did it, when unknown',
  'admin-shifts:books.paidSince': 'a value: what became of an unpaid order',
};

/**
 * Names the code builds from a value (`nav.${key}`, `t(next.label)`), which the scan cannot read:
 * each place with the keys it can show, or why what it shows is a value (a choice's name, kept in
 * sentence case as everywhere else). A new such place fails the test until it is named here.
 */
const BUILT: Record<string, string[] | { value: string }> = {
  'src/client/shell/admin/admin-sidebar.tsx: t(`nav.${key}`) in <NavLink>': NAV_LINKS.map(
    (l) => `admin:nav.${l.key}`,
  ),
  'src/client/shell/admin/admin-topbar.tsx: t(key) in <Link>': [
    'admin:user.profile',
    'admin:user.settings',
    'admin:user.help',
  ],
  'src/features/help/client/admin/help-screen.tsx: t(`categories.${c}`) in <button>': [
    'admin-help:categories.*',
  ],
  'src/features/orders/client/admin/board-card.tsx: t(next.label) in <Button>': [
    'admin-orders:board.start',
    'admin-orders:board.markReady',
    'admin-orders:board.handOver',
  ],
  'src/features/orders/client/admin/kitchen-ticket.tsx: t(next.label) in <Button>': [
    'admin-orders:board.start',
    'admin-orders:board.markReady',
    'admin-orders:board.handOver',
  ],
  'src/features/orders/client/admin/board-screen.tsx: t(`board.columns.${status}`) in <h2>': [
    'admin-orders:board.columns.*',
  ],
  // and the cancelled order's "Cancelled — not a tax invoice", a statement that never reads as the title "Tax Invoice"
  'src/features/orders/client/admin/document-header.tsx: t(title) in <h1>': [
    'admin-orders:creditNote.title',
    'admin-orders:receipt.taxInvoice',
    'admin-orders:receipt.confirmation',
  ],
  'src/features/staff/client/admin/staff-accounts-screen.tsx: t(texts.title) in <ConfirmDialog title>': {
    value: 'each title is a question ("Disable {{name}}?"), a sentence',
  },
  'src/features/staff/client/admin/staff-accounts-screen.tsx: t(texts.label) in <ConfirmDialog confirmLabel>':
    [
      'admin-staff-accounts:dialog.disable',
      'admin-staff-accounts:dialog.enable',
      'admin-staff-accounts:dialog.endSessions',
      'admin-staff-accounts:dialog.sendReset',
    ],
  'src/features/menus/client/admin/menu-list-panel.tsx: t(`locations.${m.location}`) in <button>': {
    value: "a menu's place (Header, Footer)",
  },
  'src/features/menus/client/footer-links.tsx: t(`footer.categories.${a}`) in <Link>': {
    value: 'the name of a menu category, as the menu writes it',
  },
  'src/features/orders/client/admin/mark-paid-sheet.tsx: t(`paymentMethod.${m}`) in <Button>': {
    value: 'a payment method, as the order and the reports name it',
  },
  'src/features/shifts/client/admin/z-report.tsx: t(`methods.${p.method}`) in <th>': {
    value: "a payment method heading a report's row",
  },
  "src/features/shifts/client/admin/z-report.tsx: t(`admin-orders:handover.reasons.${isOneOf(UNPAID_HANDOVER_REASONS, o.reason) ? o.reason : 'other'}`) in <th>":
    { value: 'the reason given at the hand-over' },
};

const flatten = (o: object, prefix: string): [string, string][] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object'
      ? flatten(v, `${prefix}${k}.`)
      : [[`${prefix}${k}`, String(v)] as [string, string]],
  );

/** Words that keep their capital inside a sentence-case label. */
const PROPER_NOUN =
  /^(VAT|AED|CSV|TRN|IBAN|QR|ID|URL|SMTP|API|IP|PIN|Stripe|Apple|Google|Pay|Aseer|English|Arabic|Webhook|WhatsApp|Instagram|TikTok|Snapchat|Z)$/;

describe('English case (one rule)', () => {
  const { uses, unresolved, unread } = namesInCode();

  it('finds the texts the code puts where a name goes', () => {
    // the scan sees buttons, links, headings and titles across the app: a broken scan finds few
    expect(uses.length).toBeGreaterThan(300);
    expect(unresolved).toEqual([]);
  });

  it('every button, link, heading, title and column heading is in Title Case', () => {
    const offences = [...new Map(uses.map((u) => [u.key, u])).values()]
      .filter((u) => !(u.key in NOT_NAMES))
      .filter((u) => titleCaseOffences(u.text).length > 0)
      .map((u) => `${u.key} ${u.place} "${u.text}" (${titleCaseOffences(u.text).join(', ')})`);
    expect(offences).toEqual([]);
  });

  it('every name built from a value is named here, and is in Title Case', () => {
    expect(unread.sort()).toEqual(Object.keys(BUILT).sort());
    const texts = Object.fromEntries(
      Object.entries(allResources.en).flatMap(([ns, group]) => flatten(group, `${ns}:`)),
    );
    const built = Object.values(BUILT)
      .filter((keys): keys is string[] => Array.isArray(keys))
      .flat()
      .flatMap((key) =>
        key.endsWith('.*')
          ? Object.keys(texts).filter((k) => k.startsWith(key.slice(0, -1)))
          : [texts[key] === undefined ? `${key}_other` : key],
      );
    expect(built.length).toBeGreaterThan(30);
    expect(built.filter((k) => texts[k] === undefined)).toEqual([]);
    expect(
      built.filter((k) => titleCaseOffences(texts[k]!).length > 0).map((k) => `${k} "${texts[k]}"`),
    ).toEqual([]);
  });

  it('every exception is still a text in a name place (none left behind)', () => {
    const keys = new Set(uses.map((u) => u.key));
    expect(Object.keys(NOT_NAMES).filter((k) => !keys.has(k))).toEqual([]);
  });

  it('every CSV heading and e-mail button the server writes is in Title Case', () => {
    const names = serverNames();
    expect(names.length).toBeGreaterThan(40);
    expect(names.filter((n) => titleCaseOffences(n.text).length > 0)).toEqual([]);
  });

  it('field labels are in sentence case', () => {
    const labels = Object.entries(allResources.en)
      .flatMap(([ns, texts]) => flatten(texts, `${ns}:`))
      .filter(([key]) => /[.:]fields\./.test(key));
    expect(labels.length).toBeGreaterThan(50);
    const titled = labels.filter(([, text]) => {
      if (isSentence(text)) return false;
      const words = text
        .replace(/\{\{[^}]+\}\}/g, '')
        .split(/\s+/)
        .map((w) => w.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''))
        .filter((w) => /^\p{L}/u.test(w));
      return words.slice(1).some((w) => /^\p{Lu}/u.test(w) && !PROPER_NOUN.test(w));
    });
    expect(titled).toEqual([]);
  });

  it('tells Title Case from sentence case', () => {
    expect(titleCaseOffences('Mark All as Read')).toEqual([]);
    expect(titleCaseOffences('Mark all as read')).toEqual(['all', 'read']);
    expect(titleCaseOffences('Shift #{{number}} Close (Z Report)')).toEqual([]);
    expect(titleCaseOffences('Pause {{count}} min')).toEqual([]);
    expect(titleCaseOffences('Add Time To Every Estimate')).toEqual(['To']);
    // a sentence keeps sentence case wherever it stands
    expect(titleCaseOffences('Thank you! We have your order')).toEqual([]);
  });
});
