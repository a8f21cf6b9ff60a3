import { Menu, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { arrowKeyTarget } from '../ui/arrow-keys.ts';
import { BrandMark } from './brand-mark.tsx';
import { CurrencySelect } from './currency-select.tsx';
import { menuItems } from './menu-items.ts';

/** The header: one menu that is a row on wide screens and a toggled panel on phones. */
export function SiteHeader() {
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  const links = () => [...(nav.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];

  // Arrow keys, Home and End move between the menu's links; Escape closes the phone menu and
  // hands focus back to its button.
  function onMenuKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape' && menuOpen) {
      setMenuOpen(false);
      toggle.current?.focus();
      return;
    }
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    const to = at < 0 ? undefined : arrowKeyTarget(event.key, at, all.length, 'either');
    if (to === undefined) return;
    event.preventDefault();
    all[to]?.focus();
  }

  function onToggleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'Escape') setMenuOpen(false);
    if (event.key === 'ArrowDown' && menuOpen) {
      event.preventDefault();
      links()[0]?.focus();
    }
  }

  // A followed link lands on a new page; the phone menu must not stay open over it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change by design
  useEffect(() => {
    setMenuOpen(false);
  }, [location]);

  return (
    <header className="sticky top-0 z-40 border-b border-base-300 bg-base-100/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <BrandMark />
        <div className="ml-auto flex items-center gap-2 md:order-last">
          <CurrencySelect />
          <button
            ref={toggle}
            type="button"
            className="btn btn-ghost btn-square btn-sm md:hidden"
            aria-expanded={menuOpen}
            aria-controls="main-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
            onKeyDown={onToggleKeyDown}
          >
            {menuOpen ? <X aria-hidden="true" size={20} /> : <Menu aria-hidden="true" size={20} />}
          </button>
        </div>
        <nav
          ref={nav}
          onKeyDown={onMenuKeyDown}
          id="main-menu"
          aria-label="Main"
          className={`${menuOpen ? 'block' : 'hidden'} w-full md:block md:w-auto`}
        >
          <ul className="menu w-full gap-1 p-0 md:menu-horizontal">
            {menuItems.map(({ href, label, icon: Icon, alsoActiveOn }) => {
              const active = location === href || location === alsoActiveOn;
              return (
                <li key={href}>
                  <Link
                    href={href}
                    aria-current={active ? 'page' : undefined}
                    className={active ? 'bg-primary/10 font-semibold text-primary' : undefined}
                  >
                    <Icon aria-hidden="true" size={16} />
                    {label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </header>
  );
}
