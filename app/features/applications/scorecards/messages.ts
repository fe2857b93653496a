// Scorecards: the criteria a job's team rates candidates on (edited beside the job's pipeline), each member's
// scorecard on the candidate's page, and the summary on the board and the list.
import type { ToastMessage } from "~/lib/messages";

export const CRITERION_NAME_MAX = 60;
export const CRITERION_GUIDANCE_MAX = 300;
export const SCORECARD_COMMENT_MAX = 2000;
/** The most criteria one job rates on. */
export const MAX_CRITERIA = 12;

export const RATINGS = ["1", "2", "3", "4", "5"] as const;
export const RECOMMENDATIONS = ["strong_no", "no", "yes", "strong_yes"] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];

/** The criteria a job starts with (the same set migration 0030 gave the jobs that existed then). */
export const DEFAULT_CRITERIA: readonly { name: string; guidance: string }[] = [
  { name: "Clinical knowledge", guidance: "Diagnosis, management and up-to-date practice in the specialty." },
  { name: "Communication", guidance: "With patients, families and colleagues: clear, kind and honest." },
  { name: "Experience fit", guidance: "How the doctor's training and past roles match this post." },
  { name: "Availability", guidance: "Notice period, shifts and on-call the doctor can take." },
];

const toast = (title: string, description?: string): ToastMessage => ({ title, ...(description ? { description } : {}) });

export const scorecardTexts = {
  sectionHeading: "Scorecards",
  intro: "Rate the candidate on each criterion, from 1 to 5, and give your overall recommendation.",
  yourHeading: "Your scorecard",
  yourEditHeading: "Your scorecard (you can change it)",
  hiddenUntilSubmitted: "Your colleagues' scores stay hidden until you submit your own, so that your view is your own.",
  colleaguesHeading: "Your colleagues' scorecards",
  noColleagues: "No colleague has submitted a scorecard yet.",
  averagesHeading: "Average per criterion",
  averageLine: (average: string, n: number) => `${average} of 5 from ${n} ${n === 1 ? "scorecard" : "scorecards"}`,
  noRatings: "Not rated",
  ratingScale: "1 = poor, 5 = excellent",
  ratingOption: (n: string) => ({ "1": "1 – poor", "2": "2 – below the bar", "3": "3 – meets the bar", "4": "4 – strong", "5": "5 – excellent" })[n] ?? n,
  commentLabel: (criterion: string) => `Comment on ${criterion.toLowerCase()} (optional)`,
  recommendationLegend: "Overall recommendation",
  recommendation: { strong_no: "Strong no", no: "No", yes: "Yes", strong_yes: "Strong yes" } satisfies Record<Recommendation, string>,
  submit: "Submit scorecard",
  update: "Save changes",
  byLine: (name: string, at: string) => `${name} · ${at}`,
  ratingRequired: "Choose a rating from 1 to 5.",
  recommendationRequired: "Choose your overall recommendation.",
  criteriaChanged: "The job's criteria changed while you were scoring: check the form and submit again.",
  cannotScore: "Only the job's hiring team can score this candidate.",
  submitted: toast("Scorecard submitted", "Your colleagues' scorecards are now shown below yours."),
  updated: toast("Scorecard updated"),
  failed: "Could not save the scorecard",
  /** The board's and the list's summary of a candidate. */
  summary: (average: string, n: number) => `${average} ★ · ${n} ${n === 1 ? "scorecard" : "scorecards"}`,
  summaryLabel: (average: string, n: number) => `Average score ${average} of 5 from ${n} ${n === 1 ? "scorecard" : "scorecards"}`,
  /** The audit log's and the history's line. */
  submittedBy: (name: string) => `Scorecard submitted by ${name}`,
};

export const criteriaTexts = {
  editorHeading: "Edit scorecard criteria",
  intro: "What the team rates each candidate on, from 1 to 5. Removing a criterion removes its ratings.",
  name: "Criterion",
  guidance: "Guidance for the team (optional)",
  add: "Add criterion",
  save: "Save",
  moveUp: (name: string) => `Move ${name} up`,
  moveDown: (name: string) => `Move ${name} down`,
  remove: (name: string) => `Remove ${name}`,
  nameRequired: "Give the criterion a name.",
  nameTooLong: (max: number) => `Keep the name to ${max} characters.`,
  guidanceTooLong: (max: number) => `Keep the guidance to ${max} characters.`,
  nameTaken: "This job already has a criterion with that name.",
  notFound: "That criterion is not on this job.",
  lastOne: "A job keeps at least one criterion.",
  tooMany: (max: number) => `A job can have at most ${max} criteria.`,
  saved: toast("Scorecard criteria saved"),
  failed: "Could not change the criteria",
};
