import { useEffect } from 'react';

/** Your turn: a short tone, and a browser notification when the tab is hidden (if the player allowed them). */
export function useTurnAlert(yourTurn: boolean): void {
  useEffect(() => {
    if (!yourTurn) return;
    playTone();
    if (typeof document !== 'undefined' && document.hidden && typeof Notification !== 'undefined' && Notification.permission === 'granted') {
      new Notification('Your turn to act');
    }
  }, [yourTurn]);
}

function playTone(): void {
  if (typeof AudioContext === 'undefined') return;
  const audio = new AudioContext();
  const tone = audio.createOscillator();
  const volume = audio.createGain();
  volume.gain.setValueAtTime(0.15, audio.currentTime);
  volume.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.25);
  tone.connect(volume).connect(audio.destination);
  tone.frequency.value = 880;
  tone.start();
  tone.stop(audio.currentTime + 0.25);
  tone.onended = () => void audio.close();
}
