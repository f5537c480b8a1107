/**
 * The page's list of cards, windowed, so that a history of 200,000 benchmarks opens as fast as one of
 * twenty: only the cards near the viewport are built (each a few elements, and a uPlot chart once it
 * is nearer still), and the
 * card that holds the keyboard focus with the cards Tab and Shift+Tab go to from it, and of the cards
 * built before, the KEPT nearest; every other card is not in the DOM at all. Each built card is placed (position: absolute) where it is in the whole
 * list, and the list has its whole height from the start, so the scrollbar tells where one is: the
 * height of a card not built yet is estimated from what it holds (the lines of its name, its change
 * points), and corrected when it is built, the cards on screen kept where they are.
 *
 * A list taller than a browser can lay out (Chromium stops at 33 million pixels, Firefox at 17 million;
 * 200,000 cards are about 78 million) gets a scroll range of MAX_HEIGHT, mapped onto the list: in
 * proportion after a jump (the scrollbar dragged, Home, End), and step for step after a step (the
 * wheel, the arrows, Page Down), so that nothing is skipped; stopped near an end of the scroll range
 * with more of the list beyond it, the scroll position is moved back and what is on screen stays, so
 * that the ends of both come together. Below MAX_HEIGHT the list scrolls as any page does.
 */

/** The tallest scroll range used: below what Firefox lays out, and where a pixel is still a float32's step. */
export const MAX_HEIGHT = 15_000_000;

/** How many cards stay built when they are out of reach (each holds a chart): what a list keeps. */
export const KEPT = 48;

/** How long without a scroll event the scrolling is taken to have stopped (a smooth scroll's frames come every 16 ms). */
const SETTLED_MS = 150;

/** Between two cards, in pixels (cards have no margins: the list places them). */
export const CARD_GAP = 12;

/** Above a card brought to the top of the viewport by a link to it. */
const REVEAL_GAP = 8;

/** Sets an attribute unless it already has that value (a render places the same cards many times). */
function setAttribute(node: Element, name: string, value: string): void {
  if (node.getAttribute(name) !== value) node.setAttribute(name, value);
}

export interface ListItems<Card extends { root: HTMLElement }> {
  /** How many items there are; the view is some of them, in order. */
  readonly count: number;
  build(item: number): Card;
  /** The card is near the viewport: draw what is costly to draw (its chart). Called again later; once is enough. */
  show(card: Card): void;
  /** The card left the DOM: release what it holds (its chart). */
  destroy(card: Card): void;
  /** The height the item's card will have, in pixels (without the gap). */
  estimate(item: number): number;
  /** Whether the item's card has something Tab stops at; `card` when it is built. */
  focusable(item: number, card: Card | undefined): boolean;
}

export interface ListOptions {
  /** How far above and below the viewport cards are built, in pixels; Infinity: all of them. */
  margin: number;
  /** How far above and below the viewport their charts are drawn (less than `margin`). */
  showMargin: number;
  /** The tallest scroll range (tests set a small one to reach the mapped scrolling with fewer cards). */
  maxHeight?: number;
}

export class CardList<Card extends { root: HTMLElement }> {
  /** The items shown (the filter's matches), in the data's order. */
  private view: Int32Array = new Int32Array(0);
  /** Each item's place in `view`, -1 when it is not shown. */
  private readonly placeOf: Int32Array;
  /** Each item's card height plus the gap: estimated, then measured. */
  private readonly heights: Float64Array;
  private readonly measured: Uint8Array;
  /** prefix[i]: the top of view[i] in the list; prefix[view.length]: the list's height. */
  private prefix = new Float64Array(1);
  private readonly built = new Map<number, Card>();
  private readonly itemOfRoot = new WeakMap<Element, number>();
  /** The item whose card holds the focus, and those Tab and Shift+Tab go to from it. */
  private pinned: number[] = [];
  /** Where the list was at the last scroll position (for the mapped scrolling of a tall list). */
  private mapped: { p: number; y: number } | undefined;
  private scheduled = 0;
  private settling: ReturnType<typeof setTimeout> | undefined;
  private readonly maxHeight: number;

  constructor(
    readonly element: HTMLElement,
    private readonly items: ListItems<Card>,
    private readonly options: ListOptions,
  ) {
    this.placeOf = new Int32Array(items.count).fill(-1);
    this.heights = new Float64Array(items.count);
    this.measured = new Uint8Array(items.count);
    this.maxHeight = Math.min(options.maxHeight ?? MAX_HEIGHT, MAX_HEIGHT);
    // A list to a screen reader, whose built cards say where they are in it ("150 of 200,000").
    element.setAttribute('role', 'list');
    for (let i = 0; i < items.count; i++) this.heights[i] = items.estimate(i) + CARD_GAP;
    window.addEventListener(
      'scroll',
      () => {
        this.schedule();
        clearTimeout(this.settling);
        this.settling = setTimeout(() => this.realign(), SETTLED_MS);
      },
      { passive: true },
    );
    element.addEventListener('focusin', (e) => this.focused(e.target));
    element.addEventListener('focusout', (e) => {
      if (!(e.relatedTarget instanceof Node && element.contains(e.relatedTarget))) {
        this.pinned = [];
        this.schedule();
      }
    });
  }

  /** The items shown, in order (a subsequence of 0..count-1). */
  setView(view: Int32Array): void {
    for (const item of this.view) this.placeOf[item] = -1;
    this.view = view;
    view.forEach((item, place) => (this.placeOf[item] = place));
    this.pinned = this.pinned.filter((item) => this.placeOf[item]! >= 0);
    this.mapped = undefined;
    this.sum();
    this.render(false, false);
  }

  /** Whether every card shown is built (then the browser's find sees every name). */
  get complete(): boolean {
    return this.built.size >= this.view.length;
  }

  cards(): IterableIterator<Card> {
    return this.built.values();
  }

  /**
   * After a change of width: every height estimated again, and measured again when built; the card at
   * the top of the viewport stays there (every card above it changed height too).
   */
  reestimate(): void {
    const n = this.view.length;
    const { y } = this.where();
    const place = n > 0 ? this.placeAt(Math.max(y, 0)) : 0;
    const offset = n > 0 ? Math.max(y, 0) - this.prefix[place]! : 0;
    for (let i = 0; i < this.items.count; i++) {
      this.heights[i] = this.items.estimate(i) + CARD_GAP;
      this.measured[i] = 0;
    }
    this.sum();
    if (n > 0 && y > 0) {
      const moved = this.prefix[place]! + Math.min(offset, this.heights[this.view[place]!]!) - y;
      if (this.prefix[n]! <= this.maxHeight) window.scrollBy(0, moved);
      else if (this.mapped) this.mapped.y += moved;
    }
    this.render();
  }

  /**
   * Scrolls the list to the item's card, at the top of the viewport (REVEAL_GAP below it), and builds
   * it: for a link to one benchmark, however far down the list it is. Undefined when the item is not
   * in the view (the filter hides it).
   */
  reveal(item: number): Card | undefined {
    const place = this.placeOf[item] ?? -1;
    if (place < 0) return undefined;
    const total = this.prefix[this.view.length]!;
    const listTop = this.element.getBoundingClientRect().top + window.scrollY;
    const target = Math.max(0, this.prefix[place]! - REVEAL_GAP);
    if (total <= this.maxHeight) window.scrollTo(0, listTop + target);
    else {
      // The scroll position in proportion (as a jump lands: where()), and the list mapped from it to the card.
      const smax = Math.max(0, this.maxHeight - window.innerHeight);
      const ymax = Math.max(0, total - window.innerHeight);
      const y = Math.min(target, ymax);
      window.scrollTo(0, listTop + (ymax > 0 ? (y / ymax) * smax : 0));
      this.mapped = { p: Math.min(Math.max(window.scrollY - listTop, 0), smax), y };
    }
    this.render();
    return this.built.get(item);
  }

  /** Renders at the next frame (once, however many scroll events come before it). */
  schedule(): void {
    if (this.scheduled !== 0) return;
    this.scheduled = requestAnimationFrame(() => {
      this.scheduled = 0;
      this.render();
    });
  }

  private sum(): void {
    const prefix = new Float64Array(this.view.length + 1);
    for (let i = 0; i < this.view.length; i++) prefix[i + 1] = prefix[i]! + this.heights[this.view[i]!]!;
    this.prefix = prefix;
  }

  /** The place whose slot holds list position y (clamped to the list). */
  private placeAt(y: number): number {
    let lo = 0;
    let hi = this.view.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.prefix[mid]! <= y) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** The list position at the top of the viewport, and the viewport's top in the list element's own pixels. */
  private where(): { y: number; v: number } {
    const total = this.prefix[this.view.length]!;
    const height = Math.min(total, this.maxHeight);
    const vh = window.innerHeight;
    const v = -this.element.getBoundingClientRect().top;
    if (total <= this.maxHeight) {
      this.mapped = undefined;
      return { y: v, v };
    }
    const smax = Math.max(0, height - vh);
    const ymax = Math.max(0, total - vh);
    const p = Math.min(Math.max(v, 0), smax);
    const last = this.mapped;
    // A jump lands in proportion; a step moves the list by the step; an end of the scroll range is
    // the end of the list.
    const proportional = (at: number): number => (smax > 0 ? (at / smax) * ymax : 0);
    let y = last === undefined || Math.abs(p - last.p) > 2 * vh ? proportional(p) : last.y + (p - last.p);
    if (p <= 0) y = 0;
    else if (p >= smax) y = ymax;
    y = Math.min(Math.max(y, 0), ymax);
    this.mapped = { p, y };
    return { y: y + (v - p), v };
  }

  /**
   * When the scrolling stops within a screen of an end of the scroll range, with more of the list
   * beyond it than scroll range left, the scroll position moves and what is on screen does not: to
   * where the list's position is in proportion, or, when that is within a screen of the end too, to
   * as far from the end as the list has left, so that from there on both ends come together.
   */
  private realign(): void {
    const total = this.prefix[this.view.length]!;
    const last = this.mapped;
    if (total <= this.maxHeight || last === undefined) return;
    const vh = window.innerHeight;
    const smax = Math.max(0, this.maxHeight - vh);
    const ymax = Math.max(0, total - vh);
    const { p, y } = last;
    const misaligned = (p < vh && Math.abs(y - p) > 0.5) || (p > smax - vh && Math.abs(ymax - y - (smax - p)) > 0.5);
    if (!misaligned) return;
    let to = (y / (ymax || 1)) * smax;
    if (to < vh) to = y;
    else if (to > smax - vh) to = smax - (ymax - y);
    to = Math.min(Math.max(to, 0), smax);
    window.scrollBy(0, to - p);
    // Where the list is at the new scroll position, before its scroll event comes.
    this.mapped = { p: to, y };
    this.render();
  }

  /**
   * Builds the cards near the viewport (and the pinned ones), drops the others, places them, and
   * measures the new ones; a card above the viewport found taller or shorter than estimated moves the
   * list so that what is on screen stays where it is (`keep`). `kept`: false to drop the cards that
   * are out of reach (after the filter changed: they are elsewhere in the new list).
   */
  render(keep = true, kept = true): void {
    if (this.scheduled !== 0) {
      cancelAnimationFrame(this.scheduled);
      this.scheduled = 0;
    }
    const n = this.view.length;
    for (let pass = 0; pass < 4; pass++) {
      const total = this.prefix[n]!;
      this.element.style.height = `${Math.min(total, this.maxHeight)}px`;
      const { y, v } = this.where();
      const margin = this.options.margin;
      const wanted: number[] = [];
      if (n > 0) {
        const from = margin === Infinity ? 0 : this.placeAt(y - margin);
        const to = margin === Infinity ? n - 1 : this.placeAt(y + window.innerHeight + margin);
        const pinned = this.pinned.map((item) => this.placeOf[item]!).filter((place) => place >= 0 && (place < from || place > to));
        for (const place of pinned) if (place < from) wanted.push(place);
        for (let place = from; place <= to; place++) wanted.push(place);
        for (const place of pinned) if (place > to) wanted.push(place);
        // Cards built before stay, the nearest KEPT of them: scrolling back finds them, and a short
        // list, once seen, is built whole (the browser's find then sees every name).
        const distance = (place: number): number => (place < from ? from - place : place - to);
        const others: number[] = [];
        if (kept) for (const item of this.built.keys()) {
          const place = this.placeOf[item]!;
          if (place >= 0 && (place < from || place > to) && !pinned.includes(place)) others.push(place);
        }
        others.sort((a, b) => distance(a) - distance(b));
        for (const place of others.slice(0, Math.max(0, KEPT - wanted.length))) wanted.push(place);
        wanted.sort((a, b) => a - b);
      }
      this.update(wanted);
      const near = { from: y - this.options.showMargin, to: y + window.innerHeight + this.options.showMargin };
      for (const place of wanted) {
        const card = this.built.get(this.view[place]!)!;
        card.root.style.top = `${v + this.prefix[place]! - y}px`;
        setAttribute(card.root, 'aria-posinset', String(place + 1));
        setAttribute(card.root, 'aria-setsize', String(n));
        if (this.prefix[place + 1]! > near.from && this.prefix[place]! < near.to) this.items.show(card);
      }
      // Measured after every card is placed: one layout for all of them.
      const anchor = n > 0 ? this.placeAt(Math.max(y, 0)) : 0;
      let above = 0;
      let changed = false;
      for (const place of wanted) {
        const item = this.view[place]!;
        if (this.measured[item] === 1) continue;
        this.measured[item] = 1;
        const height = this.built.get(item)!.root.offsetHeight + CARD_GAP;
        if (height === this.heights[item]) continue;
        if (place < anchor) above += height - this.heights[item]!;
        this.heights[item] = height;
        changed = true;
      }
      if (!changed) break;
      this.sum();
      if (keep && above !== 0) {
        if (this.prefix[n]! <= this.maxHeight) window.scrollBy(0, above);
        else if (this.mapped) this.mapped.y += above;
      }
    }
  }

  /** Leaves exactly the wanted places' cards in the element, in order, never moving one that stays (it may hold the focus). */
  private update(wanted: number[]): void {
    const keep = new Set(wanted.map((place) => this.view[place]!));
    for (const [item, card] of this.built) {
      if (keep.has(item)) continue;
      card.root.remove();
      this.built.delete(item);
      this.items.destroy(card);
    }
    let next: ChildNode | null = this.element.firstChild;
    for (const place of wanted) {
      const item = this.view[place]!;
      const card = this.built.get(item);
      if (card !== undefined) {
        next = card.root.nextSibling;
        continue;
      }
      const made = this.items.build(item);
      this.built.set(item, made);
      this.itemOfRoot.set(made.root, item);
      this.element.insertBefore(made.root, next);
    }
  }

  /** The item of the card a node is in. */
  private itemOf(node: EventTarget | null): number | undefined {
    let at = node instanceof Node ? node : null;
    while (at !== null && at.parentNode !== this.element) at = at.parentNode;
    return at === null ? undefined : this.itemOfRoot.get(at as Element);
  }

  /**
   * The focus came into a card: it stays built while it holds the focus, however far the page is
   * scrolled, and so do the cards before and after it that Tab stops at, so that Tab and Shift+Tab go
   * to the card next to it, as on a page where every card is built.
   */
  private focused(target: EventTarget | null): void {
    const item = this.itemOf(target);
    if (item === undefined) return;
    const place = this.placeOf[item]!;
    const neighbour = (step: 1 | -1): number | undefined => {
      for (let at = place + step; at >= 0 && at < this.view.length; at += step) {
        const other = this.view[at]!;
        if (this.items.focusable(other, this.built.get(other))) return other;
      }
      return undefined;
    };
    this.pinned = [item, neighbour(1), neighbour(-1)].filter((i): i is number => i !== undefined);
    // A tall list's card is placed relative to the viewport: bring the focused one into it, where the
    // browser then finds it on screen (a short list's card is where the browser scrolls to).
    if (this.prefix[this.view.length]! > this.maxHeight && this.mapped !== undefined) {
      const { y } = this.where();
      const top = this.prefix[place]!;
      if (top < y || top + this.heights[item]! > y + window.innerHeight) this.mapped.y += top - window.innerHeight / 3 - y;
    }
    this.render(false);
  }
}
