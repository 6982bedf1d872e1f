import dns from 'node:dns/promises';
import net from 'node:net';
import { AppError } from '@/server/lib/errors';

/**
 * Where the receipt printer may be (decision 067): an address on the shop's own network only —
 * 10/8, 172.16/12, 192.168/16 and IPv6 unique-local fc00::/7. Never this machine (loopback),
 * link-local (169.254/16 with the cloud metadata address 169.254.169.254, fe80::/10), or a
 * public address: the print worker writes whatever the queue holds to that host's port, so a
 * settings change must not turn it into a way to reach the server's own services or the
 * internet. Checked when the settings are saved and again at every connection, on the address
 * the name resolves to then (a name that resolved to the printer yesterday may not today).
 */
const PRIVATE = new net.BlockList();
PRIVATE.addSubnet('10.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('172.16.0.0', 12, 'ipv4');
PRIVATE.addSubnet('192.168.0.0', 16, 'ipv4');
PRIVATE.addSubnet('fc00::', 7, 'ipv6');

/** This machine: 127/8 and ::1. Allowed only with PRINTER_ALLOW_LOOPBACK=1 (the tests' fake printer). */
const LOOPBACK = new net.BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

export interface PrinterAddressRules {
  /** Tests only (PRINTER_ALLOW_LOOPBACK=1): a fake printer listens on 127.0.0.1. Never on by default. */
  allowLoopback?: boolean;
}

/** Is this IP address (v4, v6 or v4-mapped v6) one the printer may have? */
export function isPrinterAddress(ip: string, rules: PrinterAddressRules = {}): boolean {
  const family = net.isIP(ip);
  if (family === 0) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (PRIVATE.check(ip, type)) return true;
  return !!rules.allowLoopback && LOOPBACK.check(ip, type);
}

const notPrivate = () =>
  new AppError('printer_address_not_private', 422, [
    { path: 'host', code: 'printer_address_not_private', message: 'validation.hostPrivate' },
  ]);

/**
 * The addresses a host name (or literal) stands for now; every one must be a printer address,
 * else `printer_address_not_private` (422). `null` when a name does not resolve (the printer's
 * network may be down while the owner saves).
 */
export async function printerAddresses(
  host: string,
  rules: PrinterAddressRules = {},
): Promise<string[] | null> {
  const literal = host.replace(/^\[|\]$/g, '');
  if (net.isIP(literal)) {
    if (!isPrinterAddress(literal, rules)) throw notPrivate();
    return [literal];
  }
  let found: { address: string }[];
  try {
    found = await dns.lookup(host, { all: true, verbatim: true });
  } catch {
    return null;
  }
  if (found.length === 0) return null;
  if (found.some((a) => !isPrinterAddress(a.address, rules))) throw notPrivate();
  return found.map((a) => a.address);
}

/**
 * The address to connect to, resolved and checked just before connecting: the connection is
 * made to this address, never to the name again (no second look-up a rebinding name could answer).
 */
export async function printerAddressToConnect(
  host: string,
  rules: PrinterAddressRules = {},
): Promise<string> {
  const addresses = await printerAddresses(host, rules);
  if (!addresses) throw Object.assign(new Error(`printer address ${host} not found`), { code: 'ENOTFOUND' });
  return addresses[0]!;
}
