/** One slider of the crop dialog (zoom or a position), changing one value of the view. */
import type { Dispatch, SetStateAction } from 'react';
import type { CropView } from './crop-geometry.ts';

interface Props {
  id: string;
  view: CropView;
  setView: Dispatch<SetStateAction<CropView>>;
  name: keyof CropView;
  label: string;
  min: number;
  max: number;
  step: number;
  disabled: boolean;
}

export function CropSlider({ id, view, setView, name, label, min, max, step, disabled }: Props) {
  return (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        type="range"
        min={min}
        max={max}
        step={step}
        value={view[name]}
        disabled={disabled}
        onChange={(event) => {
          const value = Number(event.currentTarget.value);
          setView((current) => ({ ...current, [name]: value }));
        }}
      />
    </div>
  );
}
