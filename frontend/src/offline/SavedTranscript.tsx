/** A saved narration's transcript, shown on request: the words of the narration, read offline. */
import { useId, useState } from 'react';
import { TextIcon } from '../components/ui/icons';
import { langTag } from '../pages/explore/language-detail';
import { CITY_DOWNLOAD_LABELS as LABELS } from './city-download-text';
import type { SavedPlace } from './city-packs';
import './city-download.css';

export function SavedTranscript({ place }: { place: SavedPlace }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const paragraphs = place.transcript.split(/\n{2,}/).filter((part) => part.trim() !== '');
  if (paragraphs.length === 0) return null;
  return (
    <div className="saved-transcript">
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((shown) => !shown)}
      >
        <TextIcon />
        {open ? LABELS.transcriptHide : LABELS.transcriptShow}
        <span className="visually-hidden"> of {place.name}</span>
      </button>
      <section
        id={id}
        className="saved-transcript__text"
        hidden={!open}
        aria-label={`Transcript of ${place.name}`}
        lang={langTag(place.textLanguage)}
      >
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </section>
    </div>
  );
}
