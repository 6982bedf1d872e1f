/**
 * The ready chime: a short two-note sound made with Web Audio (no file to load) and a buzz where
 * the phone can. Browsers let a page make sound only after the visitor's first tap on it, so the
 * audio is opened on that tap (`armOnFirstTap`) and the chime later only plays what it was given.
 */
type AudioCtor = typeof AudioContext;

let audio: AudioContext | null = null;
let tapped = false;

const audioCtor = (): AudioCtor | undefined =>
  typeof window === 'undefined'
    ? undefined
    : (window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioCtor }).webkitAudioContext);

function unlock() {
  tapped = true;
  const Ctor = audioCtor();
  try {
    audio ??= Ctor ? new Ctor() : null;
    void audio?.resume();
  } catch {
    audio = null;
  }
}

/**
 * The page was tapped before this screen showed (Place order, on the checkout of the same page):
 * the browser's sticky activation already lets it make sound, so there is no tap to wait for.
 */
const activatedBefore = () =>
  typeof navigator !== 'undefined' &&
  !!(navigator as { userActivation?: { hasBeenActive?: boolean } }).userActivation?.hasBeenActive;

/** Opens the audio on the visitor's first tap or key on the page (or at once after one); returns the clean-up. */
export function armOnFirstTap(onArmed: () => void): () => void {
  if (tapped || activatedBefore()) {
    if (!tapped) unlock();
    onArmed();
    return () => {};
  }
  const first = () => {
    unlock();
    onArmed();
    stop();
  };
  const stop = () => {
    document.removeEventListener('pointerdown', first, true);
    document.removeEventListener('keydown', first, true);
  };
  document.addEventListener('pointerdown', first, true);
  document.addEventListener('keydown', first, true);
  return stop;
}

/** What became of the chime: played, waiting for a first tap, or not possible in this browser. */
export type ChimeResult = 'played' | 'no-tap' | 'unsupported';

/** Two rising notes (about half a second) and a short buzz. */
export function playReadyChime(): { sound: ChimeResult; vibrated: boolean } {
  if (!tapped) return { sound: 'no-tap', vibrated: false };
  const vibrated = typeof navigator.vibrate === 'function' ? navigator.vibrate([200, 100, 200]) : false;
  if (!audio) return { sound: 'unsupported', vibrated };
  const start = audio.currentTime + 0.02;
  [660, 880].forEach((hz, i) => {
    const osc = audio!.createOscillator();
    const gain = audio!.createGain();
    osc.type = 'sine';
    osc.frequency.value = hz;
    const at = start + i * 0.22;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.3, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.2);
    osc.connect(gain).connect(audio!.destination);
    osc.start(at);
    osc.stop(at + 0.21);
  });
  return { sound: 'played', vibrated };
}
