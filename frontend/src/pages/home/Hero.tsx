/** The hero (section id 'home'): the art, a dark scrim for legible white text, headline and CTAs. */
import { LANGUAGES, ROUTES } from '@app/contracts';
import { Link } from 'react-router-dom';
import { HeroArt } from '../../art/HeroArt';
import { ArrowIcon } from '../../components/ui/icons';
import './hero.css';

export function Hero() {
  return (
    <section id="home" className="hero" aria-labelledby="hero-title">
      <div className="hero__art">
        <HeroArt className="hero__art-svg" />
      </div>
      <div className="hero__scrim" />
      <div className="hero__content container">
        <p className="hero__eyebrow">
          Audio tours in {LANGUAGES.length} languages · Local guides across India
        </p>
        <h1 id="hero-title" className="hero__title">
          Discover the world with our amazing tours
        </h1>
        <p className="hero__lead">Experience the wonders of popular tourist destination places</p>
        <div className="hero__actions">
          <Link className="btn btn-primary hero__cta" to={{ hash: '#explore' }}>
            Explore destinations
            <ArrowIcon />
          </Link>
          <Link className="btn btn-ghost btn-on-dark hero__cta" to={ROUTES.subscription}>
            See plans
          </Link>
        </div>
      </div>
    </section>
  );
}
