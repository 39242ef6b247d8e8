/**
 * The site's navigation bar: brand, page links, the Explore More and About Us popups, the guide
 * area (login first), and 'Log In | Sign Up' or, when logged in, the profile icon and its menu.
 * Sticky, turns white with a shadow once the page scrolls, and below 900 px folds the links into a
 * menu behind a button (the profile icon stays on the bar).
 */
import { COMPANY, MESSAGES, ROUTES } from '@app/contracts';
import { lazy, type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useAuth } from '../../app/auth';
import { ProfileMenu, WithData } from '../../app/data';
import { LazyExploreMoreDialog, preloadExploreMore } from '../explore/LazyExploreMoreDialog';
import { Avatar } from '../ui/Avatar';
import { BrandMark } from './BrandMark';
import { useOpenedOnce } from './use-opened-once';
import './nav-bar.css';

// The About Us popup (with Radix Dialog under it) is a lazy chunk: no page needs it to first paint.
const loadAboutUs = () => import('./AboutUsDialog');
const AboutUsDialog = lazy(() => loadAboutUs().then((m) => ({ default: m.AboutUsDialog })));
const preloadAboutUs = () => void loadAboutUs();

const MENU_ID = 'site-menu';
/** Where the links fold into the menu button; nav-bar.css uses the same width. */
const FOLD_QUERY = '(max-width: 899.98px)';

function useScrolled(threshold = 8): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

export function NavBar() {
  const { isLoggedIn, user, status, hint, openLogin } = useAuth();
  /** A returning user, before the session check answers: their initials, not 'Log In'. */
  const expectingUser = status === 'loading' && hint.isLoggedIn;
  const { pathname, hash, key } = useLocation();
  const scrolled = useScrolled();
  const [menuOpen, setMenuOpen] = useState(false);
  const [aboutOpen, setAboutOpen] = useState(false);
  const [exploreOpen, setExploreOpen] = useState(false);
  const aboutMounted = useOpenedOnce(aboutOpen);
  /** A popup opened from the folded menu owns Escape and clicks until it closes. */
  const popupOpen = aboutOpen || exploreOpen;
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const closeMenu = useCallback((returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  // A navigation closes the menu.
  useEffect(() => setMenuOpen(false), [key]);

  // Escape, a click elsewhere, or widening the window past the fold close the menu. While a popup
  // is open it owns Escape and clicks, and focus must go back into the menu after it.
  useEffect(() => {
    if (!menuOpen || popupOpen) return undefined;
    // The popup closing on this same Escape or click re-attaches these listeners mid-event: Radix
    // marks its Escape handled, and its overlay is already detached when the click gets here.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) closeMenu(true);
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target;
      if (target instanceof Node && target.isConnected && !headerRef.current?.contains(target))
        closeMenu(false);
    };
    const fold = window.matchMedia(FOLD_QUERY);
    const onFold = () => {
      if (!fold.matches) closeMenu(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    fold.addEventListener('change', onFold);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      fold.removeEventListener('change', onFold);
    };
  }, [menuOpen, popupOpen, closeMenu]);

  /** Opens the login popup from the folded menu: the menu closes and focus returns to its button. */
  const loginFromMenu = (message?: string) => {
    if (menuOpen) closeMenu(true);
    openLogin(message);
  };

  const onGuideArea = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isLoggedIn) return;
    event.preventDefault();
    loginFromMenu(MESSAGES.pleaseLogInFirstGuide);
  };

  const onHome = pathname === ROUTES.home && hash !== '#explore';
  const onDestination = pathname === ROUTES.explore || pathname === ROUTES.exploreMore;

  return (
    <header
      ref={headerRef}
      className={`navbar${scrolled ? ' navbar--scrolled' : ''}${menuOpen ? ' navbar--open' : ''}`}
    >
      <nav className="navbar__inner container" aria-label="Main">
        <Link className="navbar__brand" to={ROUTES.home}>
          <BrandMark className="navbar__mark" />
          <span className="navbar__name">{COMPANY.brand}</span>
        </Link>

        <button
          ref={toggleRef}
          type="button"
          className="navbar__toggle"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="navbar__toggle-bars" aria-hidden="true" />
          <span className="visually-hidden">Menu</span>
        </button>

        <div id={MENU_ID} className="navbar__menu">
          <ul className="navbar__links">
            <li>
              <Link className="navbar__link" to={ROUTES.home} aria-current={onHome ? 'page' : undefined}>
                Home
              </Link>
            </li>
            <li>
              <button
                type="button"
                className={`navbar__link${onDestination ? ' navbar__link--current' : ''}`}
                aria-haspopup="dialog"
                onPointerEnter={preloadExploreMore}
                onFocus={preloadExploreMore}
                onClick={() => setExploreOpen(true)}
              >
                Explore
              </button>
            </li>
            <li>
              <NavLink className="navbar__link" to={ROUTES.subscription}>
                Subscription
              </NavLink>
            </li>
            <li>
              <button
                type="button"
                className="navbar__link"
                aria-haspopup="dialog"
                onPointerEnter={preloadAboutUs}
                onFocus={preloadAboutUs}
                onClick={() => setAboutOpen(true)}
              >
                About Us
              </button>
            </li>
            <li>
              <Link
                className="navbar__link navbar__link--guide"
                to={ROUTES.guideProfile}
                onClick={onGuideArea}
              >
                {COMPANY.brand} for Guides
              </Link>
            </li>
          </ul>
          {user === null && !expectingUser && (
            <button
              type="button"
              className="btn btn-secondary btn-sm navbar__login"
              onClick={() => loginFromMenu()}
            >
              Log In | Sign Up
            </button>
          )}
        </div>

        {user !== null && (
          <WithData>
            <ProfileMenu user={user} />
          </WithData>
        )}
        {user === null && expectingUser && (
          <span className="profile-menu__placeholder" role="status">
            <Avatar name={hint.username} size="md" />
            <span className="visually-hidden">Checking your session…</span>
          </span>
        )}
      </nav>
      {aboutMounted && (
        <WithData>
          <AboutUsDialog open={aboutOpen} onOpenChange={setAboutOpen} />
        </WithData>
      )}
      <WithData>
        <LazyExploreMoreDialog open={exploreOpen} onOpenChange={setExploreOpen} />
      </WithData>
    </header>
  );
}
