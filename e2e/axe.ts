import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** axe-core's own build, as its Playwright glue would inject it (read once per worker). */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.1 A and AA, each result's detail only for what breaks a rule. */
const RUN: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  resultTypes: ['violations'],
};

/**
 * Runs axe (WCAG 2.1 A/AA) on the page as it is, toasts included; fails on serious or critical.
 * A toast fading in or out is briefly translucent, and one may start to leave while axe runs:
 * toasts are held at their resting opacity for the scan, so they are judged as a reader sees them.
 * Likewise no colour is judged halfway through a transition (a button just enabled fades from grey
 * to green in 150 ms): transitions end at once while axe runs.
 * The scan waits for the page's own title (the shell before the page's code arrives has none).
 *
 * axe-core runs in the page itself (the app draws no frames, so there is nothing for
 * `@axe-core/playwright`'s frame-by-frame run to gather), with the detail of passing rules left
 * out: both cost a scan half its time (measured: 1.6 → 0.7 CPU-seconds on the menu) and decide
 * nothing here, where only violations are judged.
 */
export async function expectNoSeriousViolations(page: Page) {
  // A lazily loaded page sets its <title> once its code has arrived: judge the page, not the shell.
  await expect(page).toHaveTitle(/\S/);
  const hold = await page.addStyleTag({
    content:
      '*,::before,::after{transition:none!important}[data-sonner-toast]{opacity:1!important;animation:none!important}',
  });
  try {
    // Once per document: a page scanned twice (a dialog opened in between) keeps its axe.
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
    const violations = await page.evaluate(async (options) => {
      const { axe } = window as unknown as {
        axe: {
          run(c: Document, o: RunOptions): Promise<AxeResults>;
          _cache: { set(key: string, value: unknown): void };
        };
      };
      // axe leaves text it takes for an icon font's ligature out of the contrast check. It decides
      // by drawing a text's first letter alone and the whole text, and comparing them: Arabic's
      // letters join, so every Arabic text looks like a ligature to it, and after three of them
      // the whole font does (Cairo, Inter after it), and no text on an Arabic page is checked at
      // all. The app draws its icons as SVG, never with an icon font: every font is text here.
      axe._cache.set(
        'fonts',
        new Proxy({}, { get: () => ({ occurrences: Number.POSITIVE_INFINITY, numLigatures: 0 }) }),
      );
      return (await axe.run(document, options)).violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
    }, RUN);
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.targets.slice(0, 3).join(', ')}`)).toEqual([]);
  } finally {
    await hold.evaluate((node) => (node as Element).remove()).catch(() => undefined);
  }
}
