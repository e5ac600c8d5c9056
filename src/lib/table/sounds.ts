// The table's sounds, loaded as one part with the first sound heard (later.ts sounds): each
// action's cue, and the Herald's fanfare and voice.
export { playTableCue } from './sound-cues';
export { proclaim } from './herald-voice';
