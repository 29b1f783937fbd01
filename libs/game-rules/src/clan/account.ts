/**
 * Account settings constants (username and password changes). They live with the clan rules
 * because no account module exists yet; they concern the player's account, not the clan.
 * Spec 001, sections 8 and 9.
 */

/** Credits a username change costs. Spec 001, section 9. */
export const USERNAME_CHANGE_COST_CREDITS = 50;

/** Success texts of the account settings, quoted from spec 001, section 8. */
export const USERNAME_CHANGED_TEXT = 'You have changed your username.';
export const PASSWORD_CHANGED_TEXT = 'You have changed your password.';
