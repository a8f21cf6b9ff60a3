import { MAX_TYPED_KEYWORD_LENGTH } from '@domainary/schema/contracts/domain-choices.ts';
import { Search, SlidersHorizontal } from 'lucide-react';
import { type FormEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useValueSetBeforeHydration } from '../ui/use-value-set-before-hydration.ts';
import { browseOf, shownSortOf } from './browse-mode.ts';
import {
  hasAdvancedFilters,
  keepChangedFields,
  paramsOfSearch,
  type SearchState,
  searchFromParams,
} from './domain-search-params.ts';
import {
  type Choice,
  extensionChoices,
  industryChoices,
  listedSortChoices,
  maxLengthOptions,
  priceChoices,
  sortChoices,
  statusChoices,
} from './search-choices.ts';

function SelectField<T extends string>({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  // The select offers only `choices`, so its value is one of them.
  useValueSetBeforeHydration(select, value, (picked) => onChange(picked as T));
  return (
    <div className="form-control flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        ref={select}
        className="select w-full"
        value={value}
        onChange={(e) => onChange(e.target.value as T)}
      >
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** How long typing must pause before the search follows it. */
export const TYPING_PAUSE_MS = 150;

/** Whether the search replaces the current history entry or adds one. */
export type SearchHistory = { replace: boolean };

const keyOf = (s: SearchState) => new URLSearchParams(paramsOfSearch(s)).toString();

/**
 * The search form: keyword, extension, and advanced filters that toggle open and closed.
 * With no keyword, a listed status alone browses its names (by value or ending soonest).
 * The search follows the form after a short pause in typing; Enter or the Search button
 * runs it at once. A search from elsewhere (the back button, a link) replaces the draft.
 * History gets one entry per search, not per pause: the first pause of a new search adds
 * it, later pauses replace it, and a submitted search starts the next one.
 */
export function SearchForm({
  current,
  onSearch,
}: {
  current: SearchState;
  onSearch: (s: SearchState, history: SearchHistory) => void;
}) {
  const [draft, setDraft] = useState(current);
  const [advancedOpen, setAdvancedOpen] = useState(() => hasAdvancedFilters(current));
  // The search last handed to onSearch, or shown from the URL: only a change from it is sent.
  const sent = useRef(keyOf(current));
  const typingEntry = useRef(false);
  // Counts searches that came from elsewhere; a pause timer set before one must not fire.
  const outsideChanges = useRef(0);
  const currentKey = keyOf(current);
  // `current` is a fresh object each render: only a change of its key counts. The search the
  // form mounted with is no change (while hydrating it is not even the address's, see below).
  const seenKey = useRef(currentKey);
  useEffect(() => {
    if (currentKey === seenKey.current) return;
    seenKey.current = currentKey;
    if (currentKey === sent.current) return;
    sent.current = currentKey;
    typingEntry.current = false;
    outsideChanges.current += 1;
    setDraft(current);
    if (hasAdvancedFilters(current)) setAdvancedOpen(true);
  }, [currentKey, current]);
  useEffect(() => {
    const key = keyOf(draft);
    if (key === sent.current) return;
    const changesSoFar = outsideChanges.current;
    const timer = setTimeout(() => {
      if (key === sent.current || changesSoFar !== outsideChanges.current) return;
      sent.current = key;
      onSearch(draft, { replace: typingEntry.current });
      typingEntry.current = true;
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [draft, onSearch]);
  const keywordId = useId();
  const keyword = useRef<HTMLInputElement>(null);
  useValueSetBeforeHydration(keyword, draft.query, (query) => setDraft((d) => ({ ...d, query })));
  // The pre-rendered frame hydrates with an empty query string (start-app.tsx), so a shared search
  // link would show an empty form until the router re-renders with the address. On mount, before
  // the first paint, the form takes the address's search, but keeps every field the visitor
  // changed before the script ran (adopted just above, and by the selects, whose effects run first).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the search rendered at mount tells what the visitor changed
  useLayoutEffect(() => {
    const address = searchFromParams(new URLSearchParams(window.location.search));
    sent.current = keyOf(address);
    setDraft((found) => keepChangedFields(address, found, current));
    if (hasAdvancedFilters(address)) setAdvancedOpen(true);
  }, []);
  const panelId = useId();
  // Without a keyword, a listed status is browsed, in a browse's own orders.
  const browse = browseOf(draft);
  const set =
    <K extends keyof SearchState>(key: K) =>
    (value: SearchState[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const key = keyOf(draft);
    const wasTyping = typingEntry.current;
    typingEntry.current = false;
    if (key === currentKey) return;
    sent.current = key;
    onSearch(draft, { replace: wasTyping });
  };
  return (
    <search aria-label="Domain search">
      <form
        onSubmit={submit}
        className="space-y-4 rounded-box border border-base-300 bg-base-200/50 p-4 sm:p-6"
      >
        <div className="grid gap-3 md:grid-cols-[1fr_14rem_auto]">
          <div className="flex flex-col gap-1">
            <label htmlFor={keywordId} className="text-sm font-medium">
              Keyword
            </label>
            <input
              id={keywordId}
              ref={keyword}
              type="search"
              className="input w-full"
              placeholder="e.g. coffee shop, café or brightpath.io"
              value={draft.query}
              maxLength={MAX_TYPED_KEYWORD_LENGTH}
              onChange={(e) => set('query')(e.target.value)}
              autoComplete="off"
              spellCheck={false}
            />
          </div>
          <SelectField
            label="Extension"
            value={draft.extension}
            choices={extensionChoices}
            onChange={set('extension')}
          />
          <div className="flex items-end">
            <button type="submit" className="btn btn-primary w-full md:w-auto">
              <Search aria-hidden="true" size={18} />
              Search
            </button>
          </div>
        </div>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          aria-expanded={advancedOpen}
          aria-controls={panelId}
          onClick={() => setAdvancedOpen((open) => !open)}
        >
          <SlidersHorizontal aria-hidden="true" size={16} />
          {advancedOpen ? 'Hide Advanced Filters' : 'Advanced Filters'}
        </button>
        {advancedOpen && (
          <fieldset id={panelId} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
            <legend className="sr-only">Advanced filters</legend>
            <SelectField
              label="Max length"
              value={draft.maxLength}
              choices={maxLengthOptions}
              onChange={set('maxLength')}
            />
            <SelectField
              label="Status"
              value={draft.status}
              choices={statusChoices}
              onChange={set('status')}
            />
            <SelectField
              label="Price range"
              value={draft.priceRange}
              choices={priceChoices}
              onChange={set('priceRange')}
            />
            <SelectField
              label="Industry"
              value={draft.industry}
              choices={industryChoices}
              onChange={set('industry')}
            />
            <SelectField<SearchState['sortBy']>
              label="Sort by"
              value={shownSortOf(draft)}
              choices={browse ? listedSortChoices(browse.status) : sortChoices}
              onChange={set('sortBy')}
            />
          </fieldset>
        )}
      </form>
    </search>
  );
}
