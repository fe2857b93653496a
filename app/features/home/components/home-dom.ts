import { keyed, marker } from "~/lib/dom-contract";

/** The home page's markup contract: rendered by stats-band.tsx and the carousels, used by home-behaviors.ts. */
export const homeDom = {
  /** A statistic's final figure (the server shows it; the island counts up to it). */
  countUp: keyed<string>("count-up"),
  /** What follows the figure ("+", "%"). */
  suffix: keyed<string>("suffix"),
  /** A carousel's previous (-1) and next (1) buttons; aria-controls names the track. */
  carouselStep: keyed<"-1" | "1", HTMLButtonElement>("carousel-step"),
  /** The buttons' container, hidden until the island makes them work. */
  carouselControls: marker("carousel-controls"),
};
