// What the table's page loads when first needed, not with the page: the one list
// (docs/table-page.md, "Loading later"; docs/performance.md holds the budget). Each entry is a
// whole feature; everything not named here loads with the page. This is the only file under
// src/lib/table with import(); the service worker stores these files with the rest, so they load
// offline too.
import { OnDemand } from '$lib/ui/on-demand.svelte';

/** The computer players at every level, the Hint and the coach (all three ask the players): loaded as a match is dealt or restored. */
export const computerPlayers = new OnDemand(() =>
  Promise.all([import('./engine/players'), import('./engine/players/hint'), import('./coach')]).then(([players, hint, coach]) => ({
    plans: players.PLANS,
    hint: hint.hint,
    coachAdvice: coach.coachAdvice
  }))
);

/** A hand's and a match's end: the panels, the fireworks and Show that line; loaded at the first hand's end. */
export const ends = new OnDemand(() =>
  Promise.all([import('./components/TableEnd.svelte'), import('./components/Fireworks.svelte'), import('./line-show.svelte')]).then(
    ([tableEnd, fireworks, line]) => ({
      TableEnd: tableEnd.default,
      Fireworks: fireworks.default,
      lineShow: line.lineShow
    })
  )
);

/**
 * The table's statistics in storage: adding a finished match (once, under its id), what is wrong
 * with damaged ones, starting them afresh. Loaded at a match's end, or as the page opens when
 * statistics are saved (to say they are damaged).
 */
export const statistics = new OnDemand(() => import('$lib/storage/table-stats'));

/**
 * The asking and advising parts: the confirmation before a match is dropped, the coach's line,
 * and the first-visit walk-through's dialog (walkthrough.svelte.ts) with its words.
 */
export const dialogs = new OnDemand(() =>
  Promise.all([
    import('$lib/ui/ConfirmDialog.svelte'), import('./components/CoachLine.svelte'), import('./components/TableWalkthrough.svelte')
  ]).then(([confirm, coach, walk]) => ({ ConfirmDialog: confirm.default, CoachLine: coach.default, TableWalkthrough: walk.default }))
);

/** The sounds: each action's cue, the Herald's fanfare and voice; loaded with the first sound heard. */
export const sounds = new OnDemand(() =>
  Promise.all([import('./sound-cues'), import('./herald-voice')]).then(([cues, voice]) => ({
    playTableCue: cues.playTableCue,
    proclaim: voice.proclaim
  }))
);

/** The Company's court drawings (the table's deck setting): loaded when a match is first shown with them. */
export const companyArt = new OnDemand(() => import('$lib/cards/CompanyArt.svelte').then((module) => module.default));
