/** Answers of the preferences (preferences.php). */

/** `preferences.php mod=getPreferences`. */
export interface PreferencesAnswer {
  email: string | null;
}

/** `preferences.php mod=changeUsername`: the name now in use. */
export interface ChangeUsernameAnswer {
  username: string;
}
