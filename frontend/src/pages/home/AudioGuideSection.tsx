/** 'Uncover Hidden Gems with our Audio Guide': the three benefits, beside a player of a free sample. */
import { LANGUAGES } from '@app/contracts';
import type { ComponentType } from 'react';
import { DetailIcon, NarrationIcon, PhoneIcon } from '../../components/ui/icons';
import { SamplePlayer } from './SamplePlayer';
import './audio-guide.css';

interface Benefit {
  readonly title: string;
  readonly text: string;
  readonly Icon: ComponentType<{ className?: string }>;
}

const BENEFITS: readonly Benefit[] = [
  {
    title: 'Engaging Narrations',
    text: 'Stories drawn from local history and legend, told the way a good guide would tell them: the builders, the battles and the details most visitors walk past.',
    Icon: NarrationIcon,
  },
  {
    title: 'Detailed Information',
    text: `Every place comes with a written description and its audio tour in any of ${LANGUAGES.length} languages, from Hindi and English to Japanese and Spanish.`,
    Icon: DetailIcon,
  },
  {
    title: 'Convenient and Easy-to-Use',
    text: 'It works on the phone already in your pocket. Pick a place, press play and keep your eyes on the view; there is nothing to install.',
    Icon: PhoneIcon,
  },
];

export function AudioGuideSection() {
  return (
    <section className="audio-guide" aria-labelledby="audio-guide-title">
      <div className="audio-guide__inner container">
        <div className="audio-guide__intro">
          <p className="eyebrow">The audio guide</p>
          <h2 id="audio-guide-title" className="section-title">
            Uncover Hidden Gems with our Audio Guide
          </h2>
          <p className="section-lead">
            Stand in front of a monument, press play, and hear its story in your own language, at your own
            pace.
          </p>
          <SamplePlayer />
        </div>
        <ul className="audio-guide__benefits">
          {BENEFITS.map(({ title, text, Icon }) => (
            <li key={title} className="audio-guide__benefit">
              <span className="audio-guide__icon">
                <Icon />
              </span>
              <div>
                <h3 className="audio-guide__benefit-title">{title}</h3>
                <p className="audio-guide__benefit-text">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
