/**
 * A searchable select (the ARIA 1.2 combobox with a list popup): type to filter, arrows / Page Up /
 * Page Down (5 at a time) / Enter to choose, Escape to close. Spec §9's select wording: 'Select...',
 * 'No options', 'Loading...', a menu at most 300 px tall. Long lists (4,000 cities) show the first
 * matches and ask for more letters, so the page never renders thousands of options at once.
 */
import { UI } from '@app/contracts';
import {
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { FieldMessages } from './fields';
import './combobox.css';

export interface ComboboxOption {
  readonly value: string;
  readonly label: string;
  /**
   * A short mark shown after the label ('5 tours'): said as the option's description, so its name
   * stays the label and typing still matches the label only.
   */
  readonly note?: string;
}

export interface ComboboxProps {
  readonly label: string;
  readonly options: readonly ComboboxOption[];
  /** The chosen option's value, or null. */
  readonly value: string | null;
  readonly onChange: (value: string | null) => void;
  /** What is typed while the list is open (null once it closes): a page may filter by it live. */
  readonly onQueryChange?: (query: string | null) => void;
  readonly loading?: boolean;
  readonly disabled?: boolean;
  readonly required?: boolean;
  /** The rule message for this field, shown under it; null when fine. */
  readonly error?: string | null;
  readonly hint?: ReactNode;
  readonly placeholder?: string;
  readonly ref?: Ref<HTMLInputElement>;
  readonly className?: string;
  /** How many matches are listed at once. */
  readonly maxShown?: number;
  /** The list pushes what follows down instead of floating over it (inside a scrolling popup). */
  readonly inlineMenu?: boolean;
}

/** Lower case without accents, so 'sao' finds 'São Paulo'. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Options containing the query, those starting with it first; all of them for an empty query. */
export function filterOptions(options: readonly ComboboxOption[], query: string): ComboboxOption[] {
  const needle = fold(query.trim());
  if (needle === '') return [...options];
  const starts: ComboboxOption[] = [];
  const contains: ComboboxOption[] = [];
  for (const option of options) {
    const label = fold(option.label);
    if (label.startsWith(needle)) starts.push(option);
    else if (label.includes(needle)) contains.push(option);
  }
  return [...starts, ...contains];
}

export function Combobox({
  label,
  options,
  value,
  onChange,
  onQueryChange,
  loading = false,
  disabled = false,
  required = false,
  error = null,
  hint,
  placeholder = UI.selectPlaceholder,
  ref,
  className = '',
  maxShown = 100,
  inlineMenu = false,
}: ComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const selected = options.find((option) => option.value === value) ?? null;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement | null>(null);

  // While typing the input shows the query; otherwise the chosen option.
  const text = query ?? selected?.label ?? '';
  const matches = useMemo(() => filterOptions(options, query ?? ''), [options, query]);
  const shown = matches.slice(0, maxShown);
  const activeIndex = Math.min(active, shown.length - 1);
  const activeOption = open && activeIndex >= 0 ? shown[activeIndex] : undefined;
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => onQueryChange?.(query), [onQueryChange, query]);

  useEffect(() => {
    if (open && activeIndex >= 0)
      document.getElementById(`${id}-option-${activeIndex}`)?.scrollIntoView({ block: 'nearest' });
  }, [open, activeIndex, id]);

  // Escape closes the open list only, not the popup around it: Radix listens on the document in
  // the capture phase, so the list answers first, on the window.
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.target !== inputRef.current) return;
      event.stopPropagation();
      event.preventDefault();
      setOpen(false);
      setQuery(null);
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [open]);

  function openList() {
    if (disabled) return;
    const current = selected === null ? -1 : matches.findIndex((option) => option.value === selected.value);
    setActive(Math.max(0, current));
    setOpen(true);
  }

  function close() {
    setOpen(false);
    setQuery(null);
  }

  function choose(option: ComboboxOption) {
    onChange(option.value);
    close();
  }

  function move(delta: number) {
    if (!open) {
      openList();
      return;
    }
    if (shown.length === 0) return;
    setActive(Math.max(0, Math.min(shown.length - 1, activeIndex + delta)));
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const steps: Record<string, number> = {
      ArrowDown: 1,
      ArrowUp: -1,
      PageDown: UI.selectPageSize,
      PageUp: -UI.selectPageSize,
    };
    const step = steps[event.key];
    if (step !== undefined) {
      event.preventDefault();
      if (event.altKey && event.key === 'ArrowDown') openList();
      else if (event.altKey && event.key === 'ArrowUp') close();
      else move(step);
    } else if (event.key === 'Enter' && open) {
      // Choosing an option must not submit the form around the field.
      event.preventDefault();
      if (activeOption !== undefined) choose(activeOption);
    } else if (event.key === 'Tab' && open && query !== null && activeOption !== undefined) {
      // Typing and tabbing away picks the highlighted match, as a native select would.
      choose(activeOption);
    }
  };

  const onBlur = () => {
    if (query !== null) {
      // Leaving the field keeps an exact match of what was typed, and clears an emptied field.
      const typed = fold(query.trim());
      const exact = options.find((option) => fold(option.label) === typed);
      if (exact !== undefined) onChange(exact.value);
      else if (typed === '' && value !== null) onChange(null);
    }
    close();
  };

  const invalid = error !== null && error !== '';
  const more = matches.length - shown.length;
  const status = loading
    ? UI.selectLoading
    : matches.length === 0
      ? UI.selectNoOptions
      : `${matches.length} ${matches.length === 1 ? 'option' : 'options'}`;

  return (
    <div className={`field combobox ${className}`.trim()}>
      <div className="field__label-row">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
      </div>
      <div className={`combobox__control${open ? ' combobox__control--open' : ''}`}>
        <input
          ref={(element) => {
            inputRef.current = element;
            if (typeof ref === 'function') ref(element);
            else if (ref) ref.current = element;
          }}
          id={id}
          className="field__input combobox__input"
          type="text"
          role="combobox"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-activedescendant={activeOption === undefined ? undefined : optionId(activeIndex)}
          aria-required={required || undefined}
          aria-invalid={invalid}
          aria-describedby={
            [invalid ? errorId : '', hint === undefined ? '' : hintId].filter(Boolean).join(' ') || undefined
          }
          aria-busy={loading || undefined}
          placeholder={loading ? UI.selectLoading : placeholder}
          disabled={disabled}
          value={text}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onClick={() => (open ? close() : openList())}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
        />
        <span className="combobox__chevron" aria-hidden="true" />
        {open && (
          <div className={`combobox__popup${inlineMenu ? ' combobox__popup--inline' : ''}`}>
            <div
              id={listId}
              className="combobox__list"
              role="listbox"
              aria-label={label}
              style={{ maxHeight: UI.selectMaxMenuHeight }}
            >
              {shown.map((option, index) => (
                // The input keeps focus and handles the keys (aria-activedescendant); a click picks too.
                // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled on the input.
                // biome-ignore lint/a11y/useFocusableInteractive: options are never focused themselves.
                <div
                  key={option.value}
                  id={optionId(index)}
                  className={`combobox__option${index === activeIndex ? ' combobox__option--active' : ''}`}
                  role="option"
                  aria-selected={option.value === value}
                  aria-describedby={option.note === undefined ? undefined : `${optionId(index)}-note`}
                  // Keep focus in the input, so the list does not close before the click lands.
                  onMouseDown={(event) => event.preventDefault()}
                  onPointerMove={() => index !== activeIndex && setActive(index)}
                  onClick={() => choose(option)}
                >
                  {option.label}
                  {option.note !== undefined && (
                    <span id={`${optionId(index)}-note`} className="combobox__option-note" aria-hidden="true">
                      {option.note}
                    </span>
                  )}
                </div>
              ))}
            </div>
            {(loading || matches.length === 0) && (
              <p className="combobox__note">{loading ? UI.selectLoading : UI.selectNoOptions}</p>
            )}
            {more > 0 && (
              <p className="combobox__note">
                {more.toLocaleString('en-IN')} more: type a few letters to narrow the list.
              </p>
            )}
          </div>
        )}
      </div>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {open ? status : ''}
      </p>
      <FieldMessages errorId={errorId} error={invalid ? error : null} hintId={hintId} hint={hint} />
    </div>
  );
}
