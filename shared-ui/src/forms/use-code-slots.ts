import { useEffect, useRef, useState, type ChangeEvent, type ClipboardEvent, type KeyboardEvent } from 'react';
import { emptySlots, fillSlots, isComplete, sanitizeCode } from './code-slots';

interface CodeSlotsOptions {
  length: number;
  defaultValue: string;
  disabled: boolean;
  autoFocus: boolean;
  onChange?: (code: string) => void;
  onComplete: (code: string) => void;
}

/** The state and keyboard behaviour of CodeInput's slots (type, paste, Backspace, arrows). */
export function useCodeSlots({ length, defaultValue, disabled, autoFocus, onChange, onComplete }: CodeSlotsOptions) {
  const [initial] = useState(() => fillSlots(emptySlots(length), 0, defaultValue));
  const [slots, setSlots] = useState<readonly string[]>(initial.slots);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  // Focus is applied after render: the inputs may be disabled at the moment it is asked for.
  const pendingFocus = useRef<number | null>(autoFocus ? initial.focus : null);

  useEffect(() => {
    if (disabled || pendingFocus.current === null) return;
    inputs.current[pendingFocus.current]?.focus();
    pendingFocus.current = null;
  }, [disabled, slots]);

  const update = (next: readonly string[], focus: number) => {
    setSlots(next);
    onChange?.(next.join(''));
    if (isComplete(next)) {
      pendingFocus.current = null;
      onComplete(next.join(''));
    } else {
      pendingFocus.current = focus;
      inputs.current[focus]?.focus();
    }
  };

  const write = (index: number, text: string) => {
    const filled = fillSlots(slots, index, text);
    update(filled.slots, filled.focus);
  };

  const clearSlot = (index: number, focus: number) => {
    update(
      slots.map((slot, at) => (at === index ? '' : slot)),
      focus,
    );
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (slots[index]) clearSlot(index, index);
      else if (index > 0) clearSlot(index - 1, index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      inputs.current[index - 1]?.focus();
    } else if (event.key === 'ArrowRight' && index < slots.length - 1) {
      event.preventDefault();
      inputs.current[index + 1]?.focus();
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // A typed character replaces the slot's one; anything outside the alphabet is dropped.
      event.preventDefault();
      if (sanitizeCode(event.key)) write(index, event.key);
    }
  };

  // Reached by input that has no key event: mobile keyboards, one-time-code autofill.
  const onInputChange = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    if (event.target.value === '') clearSlot(index, index);
    else if (sanitizeCode(event.target.value)) write(index, event.target.value);
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const text = sanitizeCode(event.clipboardData.getData('text'));
    if (text) write(text.length >= slots.length ? 0 : index, text);
  };

  const register = (index: number) => (element: HTMLInputElement | null) => {
    inputs.current[index] = element;
  };

  return { slots, register, onKeyDown, onChange: onInputChange, onPaste };
}
