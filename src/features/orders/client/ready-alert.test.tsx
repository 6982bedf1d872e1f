// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cleanUpAfterEach, renderWithProviders } from '@/client/testing/render-with-providers-test-kit';
import type { OrderStatus } from '@/common/domain';
import { OrderProgress } from './order-progress';
import { ReadyAlert } from './ready-alert';

cleanUpAfterEach();

/** The notes started, by any of the stand-ins (the page keeps the audio it opened at the first tap). */
const notes: number[] = [];

/** A Web Audio stand-in that notes the frequency of every note started. */
function fakeAudio() {
  notes.length = 0;
  class FakeAudioContext {
    currentTime = 0;
    destination = {};
    resume = () => Promise.resolve();
    createGain = () => ({
      gain: { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} },
      connect: () => ({}),
    });
    createOscillator = () => {
      const osc = {
        type: 'sine',
        frequency: { value: 0 },
        connect: (to: unknown) => to,
        start: () => notes.push(osc.frequency.value),
        stop: () => {},
      };
      return osc;
    };
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return notes;
}

const alertBox = () => screen.getByTestId('ready-alert');

describe('the ready alert on the order page', () => {
  // First in the file: the page has not been tapped yet (the browser's rule for sound).
  it('in Arabic, before any tap: the banner and no sound', () => {
    const notes = fakeAudio();
    const view = renderWithProviders(<ReadyAlert status="processing" />, { locale: 'ar' });
    expect(screen.queryByRole('alert')).toBeNull();
    view.rerender(<ReadyAlert status="ready" />);
    expect(screen.getByRole('alert').textContent).toContain('طلبك جاهز');
    expect(screen.getByRole('alert').textContent).toContain('«وصلت»');
    expect(alertBox().dataset.chime).toBe('no-tap');
    expect(notes).toEqual([]);
  });

  it('offers the tap while the order is being made; after the tap the same place says the sound is on', () => {
    fakeAudio();
    renderWithProviders(<ReadyAlert status="processing" />, { locale: 'ar' });
    const prompt = screen.getByRole('button', { name: 'اضغط هنا لتسمع تنبيهًا عندما يجهز طلبك' });
    fireEvent.pointerDown(prompt);
    expect(screen.queryByTestId('chime-prompt')).toBeNull();
    // The same place says the sound is on: what follows on the page does not move.
    expect(screen.getByTestId('chime-on').textContent).toBe(
      'التنبيه الصوتي مفعّل: ستسمع نغمة عندما يجهز طلبك',
    );
    expect(alertBox().dataset.armed).toBe('true');
  });

  it('after the first tap, becoming ready chimes once; handed over, the banner goes', () => {
    const notes = fakeAudio();
    const view = renderWithProviders(<ReadyAlert status="pending" />);
    fireEvent.pointerDown(document.body);
    expect(alertBox().dataset.armed).toBe('true');
    view.rerender(<ReadyAlert status="processing" />);
    expect(notes).toEqual([]);
    view.rerender(<ReadyAlert status="ready" />);
    expect(screen.getByRole('alert').textContent).toContain('Your order is ready');
    expect(alertBox().dataset.chime).toBe('played');
    expect(alertBox().dataset.chimes).toBe('1');
    expect(notes).toEqual([660, 880]);
    view.rerender(<ReadyAlert status="completed" />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(notes).toHaveLength(2);
  });

  it('a page opened on a ready order shows the banner without a sound', () => {
    const notes = fakeAudio();
    renderWithProviders(<ReadyAlert status="ready" />);
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(alertBox().dataset.chime).toBe('none');
    expect(notes).toEqual([]);
  });

  it('a customer already at the car is not asked to tap «وصلت» again', () => {
    fakeAudio();
    renderWithProviders(<ReadyAlert status="ready" arrived />, { locale: 'ar' });
    expect(screen.getByRole('alert').textContent).toContain('في الطريق إلى سيارتك');
    expect(screen.getByRole('alert').textContent).not.toContain('«وصلت»');
  });
});

describe('the progress line', () => {
  const at = '2026-11-26T10:00:00.000Z';
  const statusAt = (reached: OrderStatus[]) =>
    Object.fromEntries(
      (['pending', 'processing', 'ready', 'completed', 'cancelled'] as const).map((s) => [
        s,
        reached.includes(s) ? at : null,
      ]),
    ) as Record<OrderStatus, string | null>;

  it('has four steps; ready is the third, in both languages', () => {
    const order = { status: 'ready' as const, statusAt: statusAt(['pending', 'processing', 'ready']) };
    const ar = renderWithProviders(<OrderProgress order={order} />, { locale: 'ar' });
    const stepsAr = screen.getAllByRole('listitem');
    expect(stepsAr).toHaveLength(4);
    ['تم الاستلام', 'قيد التحضير', 'جاهز', 'مكتمل'].forEach((word, i) =>
      expect(stepsAr[i]!.textContent).toContain(word),
    );
    expect(stepsAr[2]!.getAttribute('aria-current')).toBe('step');
    ar.unmount();
    renderWithProviders(<OrderProgress order={order} />, { locale: 'en' });
    const steps = screen.getAllByRole('listitem');
    expect(steps[2]!.textContent).toContain('Ready');
    expect(steps[3]!.textContent).toContain('Completed');
    expect(steps[2]!.getAttribute('aria-current')).toBe('step');
    expect(screen.getByTestId('progress-fill').className).toContain('w-2/3');
  });
});
