/** 'Unforgettable Tours with Experienced Guides': the three reasons to travel with us. */
import type { ComponentType } from 'react';
import { AudioBookIcon, GuideIcon, RouteIcon } from '../../components/ui/icons';
import './why-choose-us.css';

interface Point {
  readonly title: string;
  readonly text: string;
  readonly Icon: ComponentType<{ className?: string }>;
}

const POINTS: readonly Point[] = [
  {
    title: 'Diverse Tour Options',
    text: 'From the Taj Mahal to the temple gardens of Kyoto: audio tours of famous places worldwide, special tour plans per country, and tours with local guides in India.',
    Icon: RouteIcon,
  },
  {
    title: 'Experienced Guides',
    text: 'Book a local guide in India, instantly or for a date you choose, and offer your own price. Every guide is verified by our team before travellers can book them.',
    Icon: GuideIcon,
  },
  {
    title: 'User-Friendly Audio Access',
    text: 'Our audio books give detailed information about each tourist spot: press play on your own phone, with no queue for a headset.',
    Icon: AudioBookIcon,
  },
];

export function WhyChooseUs() {
  return (
    <section className="why-us" aria-labelledby="why-us-title">
      <div className="container">
        <div className="why-us__head">
          <p className="eyebrow">Why choose us</p>
          <h2 id="why-us-title" className="section-title">
            Unforgettable Tours with Experienced Guides
          </h2>
          <p className="section-lead why-us__lead">
            Whether you listen with headphones or walk beside a local guide, every tour is told through the
            stories that make a place unforgettable.
          </p>
        </div>
        <ol className="why-us__grid">
          {POINTS.map(({ title, text, Icon }, index) => (
            <li key={title} className="why-us__card">
              <div className="why-us__card-top">
                <span className="why-us__icon">
                  <Icon />
                </span>
                <span className="why-us__number" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
              </div>
              <h3 className="why-us__title">{title}</h3>
              <p className="why-us__text">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
