import { useEffect, useState } from 'react';
import { useReducedMotion } from './use-reduced-motion';
import './TypingBanner.css';

/** Spec 2: the banner types these in turn. */
const PHRASES = ['Welcome to the shop', 'Exclusive Designs Await You!'] as const;
const TYPE_MS = 85;
const ERASE_MS = 40;
const HOLD_MS = 2200;
const PAUSE_MS = 400;

type Typing = { phrase: number; length: number; erasing: boolean };

function nextFrame(state: Typing): { next: Typing; delay: number } {
  const text = PHRASES[state.phrase] ?? '';
  if (!state.erasing && state.length < text.length) {
    return { next: { ...state, length: state.length + 1 }, delay: TYPE_MS };
  }
  if (!state.erasing) return { next: { ...state, erasing: true }, delay: HOLD_MS };
  if (state.length > 0) return { next: { ...state, length: state.length - 1 }, delay: ERASE_MS };
  return { next: { phrase: (state.phrase + 1) % PHRASES.length, length: 0, erasing: false }, delay: PAUSE_MS };
}

/**
 * The typing welcome line. Screen readers get both sentences once, as plain text; with reduced
 * motion the sentences simply stand side by side.
 */
export function TypingBanner() {
  const reducedMotion = useReducedMotion();
  const [typing, setTyping] = useState<Typing>({ phrase: 0, length: 0, erasing: false });

  useEffect(() => {
    if (reducedMotion) return;
    const { next, delay } = nextFrame(typing);
    const timer = window.setTimeout(() => setTyping(next), delay);
    return () => window.clearTimeout(timer);
  }, [typing, reducedMotion]);

  const allText = PHRASES.join(' · ');
  return (
    <p className="typing-banner">
      <span className="visually-hidden">{PHRASES.join('. ')}</span>
      {reducedMotion ? (
        <span aria-hidden="true">{allText}</span>
      ) : (
        <span aria-hidden="true" className="typing-banner__text">
          {(PHRASES[typing.phrase] ?? '').slice(0, typing.length)}
          <span className="typing-banner__caret" />
        </span>
      )}
    </p>
  );
}
