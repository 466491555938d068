/**
 * The photo field's state: reads the chosen file (png or jpeg up to 5 MB), opens the crop dialog, keeps the cropped
 * square until a saved photo replaces it, and hands focus back to the picker when the dialog closes.
 */
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { readPhoto, type ChosenPhoto } from '../photo-crop/photo-file.ts';

export function usePhotoChoice(photoId: string | null, onCropped: (() => void) | undefined) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<ChosenPhoto | null>(null);
  const [cropping, setCropping] = useState(false);
  const [cropped, setCropped] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // A saved photo replaces the cropped one.
  useEffect(() => setCropped(null), [photoId]);
  // The square is in the hidden field once rendered: only then may the form send it.
  useEffect(() => {
    if (cropped) onCropped?.();
  }, [cropped, onCropped]);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    setProblem(null);
    const reading = await readPhoto(file);
    if (reading.ok) {
      setCropping(true);
      setChosen(reading.photo);
    } else {
      setProblem(reading.message);
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  function close() {
    setChosen(null);
    if (inputRef.current) {
      inputRef.current.value = '';
      inputRef.current.focus();
    }
  }

  function keep(dataUrl: string) {
    setCropped(dataUrl);
    close();
  }

  return { inputRef, chosen, cropping, cropped, problem, choose, close, keep };
}
