/** The home page ('/'): hero, audio-guide benefits, why choose us, and the destinations carousel. */
import { useDocumentTitle } from '../../app/use-document-title';
import { OfflineTours } from '../../offline/OfflineTours';
import { AudioGuideSection } from './AudioGuideSection';
import { DestinationsCarousel } from './DestinationsCarousel';
import { Hero } from './Hero';
import { WhyChooseUs } from './WhyChooseUs';

export function HomePage() {
  useDocumentTitle('Audio tours and local guides');
  return (
    <>
      <OfflineTours />
      <Hero />
      <AudioGuideSection />
      <WhyChooseUs />
      <DestinationsCarousel />
    </>
  );
}
