import { describe, expect, it } from 'vitest';
import { isPrinterAddress, printerAddresses, printerAddressToConnect } from './printer-address';

describe("the printer's address", () => {
  it('is a private address: 10/8, 172.16/12, 192.168/16, fc00::/7 (v4-mapped too)', () => {
    for (const ip of [
      '10.0.0.1',
      '10.255.255.254',
      '172.16.0.9',
      '172.31.255.1',
      '192.168.1.50',
      'fd12:3456::1',
      'fc00::1',
      '::ffff:192.168.1.5',
    ])
      expect(isPrinterAddress(ip), ip).toBe(true);
  });

  it('is never loopback, link-local, the metadata address, public, or a near miss', () => {
    for (const ip of [
      '127.0.0.1',
      '::1',
      '169.254.169.254',
      '169.254.1.1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      '8.8.8.8',
      '172.15.255.255',
      '172.32.0.1',
      '192.169.0.1',
      '11.0.0.1',
      '0.0.0.0',
      '::',
      '2001:db8::1',
      'fe00::1',
      'not-an-ip',
    ])
      expect(isPrinterAddress(ip), ip).toBe(false);
  });

  it('allows this machine only where the tests ask for it, and never link-local then either', () => {
    expect(isPrinterAddress('127.0.0.1', { allowLoopback: true })).toBe(true);
    expect(isPrinterAddress('::1', { allowLoopback: true })).toBe(true);
    expect(isPrinterAddress('169.254.169.254', { allowLoopback: true })).toBe(false);
    expect(isPrinterAddress('8.8.8.8', { allowLoopback: true })).toBe(false);
  });

  it('checks what a name resolves to at the time of asking, and connects to that address', async () => {
    // `localhost` resolves to loopback: refused, as a name rebound to any other address would be.
    await expect(printerAddresses('localhost')).rejects.toMatchObject({
      code: 'printer_address_not_private',
    });
    await expect(printerAddressToConnect('localhost')).rejects.toMatchObject({
      code: 'printer_address_not_private',
    });
    expect(await printerAddressToConnect('192.168.1.50')).toBe('192.168.1.50');
    expect(['127.0.0.1', '::1']).toContain(
      await printerAddressToConnect('localhost', { allowLoopback: true }),
    );
    // A name that does not resolve now: nothing to check (saving may go ahead), nothing to connect to.
    expect(await printerAddresses('printer.invalid')).toBeNull();
    await expect(printerAddressToConnect('printer.invalid')).rejects.toMatchObject({ code: 'ENOTFOUND' });
  });
});
