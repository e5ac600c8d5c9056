// The shared settings as saved: read field by field (ui/settings.ts checks them), written whole.
import { checkSettings, DEFAULT_SETTINGS, SETTING_NAMES, type Settings } from '$lib/ui/settings';
import { STORAGE_KEYS } from './keys';
import { readStored, writeStored, type WriteStatus } from './local';

/** The saved settings, or the defaults; `problem` is one line for the player when something was unusable. */
export function loadSettings(): { settings: Settings; problem: string | null } {
  let bad: readonly string[] = [];
  const read = readStored(STORAGE_KEYS.settings, 'settings', (data) => {
    const checked = checkSettings(data);
    bad = checked?.bad ?? [];
    return checked?.settings ?? null;
  });
  if (read.problem !== null) return { settings: DEFAULT_SETTINGS, problem: 'Your saved settings could not be read, so all of them are back to their defaults.' };
  if (read.value === null) return { settings: DEFAULT_SETTINGS, problem: null };
  const problem =
    bad.length === 0
      ? null
      : `Some saved settings were not valid (${bad.map((key) => SETTING_NAMES[key as keyof Settings]).join(', ')}), so they are back to their defaults.`;
  return { settings: read.value, problem };
}

export const saveSettings = (settings: Settings): WriteStatus => writeStored(STORAGE_KEYS.settings, settings);
