/**
 * Fills the job's place from one of the company's saved locations (/client-profile/client-location-account):
 * location name, city, country and state. A helper, not a field of the job: the filled fields stay editable.
 */
import { useId } from 'react';

export interface SavedPlace {
  id: number;
  name: string;
  city: string | null;
  stateCode: string | null;
  countryCode: string | null;
}

interface Props {
  places: readonly SavedPlace[];
  choose: (place: SavedPlace) => void;
}

export function CompanyLocationPicker({ places, choose }: Props) {
  const id = useId();
  if (places.length === 0) return null;
  return (
    <div className="field">
      <label htmlFor={id}>Use a company location (optional)</label>
      <select
        id={id}
        defaultValue=""
        onChange={(event) => {
          const place = places.find((p) => String(p.id) === event.currentTarget.value);
          if (place) choose(place);
        }}
      >
        <option value="">Choose a saved location</option>
        {places.map((place) => (
          <option key={place.id} value={place.id}>
            {[place.name, place.city].filter(Boolean).join(', ')}
          </option>
        ))}
      </select>
    </div>
  );
}
