import { useCallback, useEffect, useRef, useState } from 'react';

/** spec 001 §9 'microphone start delay 300 ms'. */
export const dictationStartDelayMs = 300;

interface RecognitionResultEvent {
  resultIndex: number;
  results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>;
}

interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
}

type RecognitionConstructor = new () => Recognition;

/** The browser's speech recognition, under either of its names, or null where there is none. */
export function speechRecognitionOf(scope: object = window): RecognitionConstructor | null {
  const candidates = scope as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return candidates.SpeechRecognition ?? candidates.webkitSpeechRecognition ?? null;
}

/**
 * Dictation into a text value (spec 001 §8 'Permission to use microphone is blocked', §9
 * 'microphone start delay 300 ms'): each final phrase heard is handed to `onText`; a refused
 * microphone is reported through `onBlocked`.
 */
export function useDictation({
  language,
  onText,
  onBlocked,
}: {
  language: string;
  onText: (text: string) => void;
  onBlocked: () => void;
}) {
  const [listening, setListening] = useState(false);
  const recognition = useRef<Recognition | null>(null);
  const startTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ onText, onBlocked });
  latest.current = { onText, onBlocked };

  const stop = useCallback(() => {
    if (startTimer.current) clearTimeout(startTimer.current);
    startTimer.current = null;
    recognition.current?.stop();
    recognition.current = null;
    setListening(false);
  }, []);

  const start = useCallback(() => {
    const Speech = speechRecognitionOf();
    if (!Speech) return;
    const heard = new Speech();
    heard.lang = language;
    heard.continuous = true;
    heard.interimResults = false;
    heard.onresult = (event) => {
      for (let position = event.resultIndex; position < event.results.length; position += 1) {
        const result = event.results[position];
        const text = result?.[0]?.transcript.trim();
        if (result?.isFinal && text) latest.current.onText(text);
      }
    };
    heard.onerror = (event) => {
      if (event.error === 'not-allowed' || event.error === 'service-not-allowed') latest.current.onBlocked();
      stop();
    };
    heard.onend = () => setListening(false);
    recognition.current = heard;
    setListening(true);
    startTimer.current = setTimeout(() => heard.start(), dictationStartDelayMs);
  }, [language, stop]);

  useEffect(() => stop, [stop]);

  return { available: speechRecognitionOf() !== null, listening, start, stop };
}
