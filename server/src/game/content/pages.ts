/**
 * Static pages served by `loadhtml.php?mod=` (the footer's Rules and Privacy links). Plain HTML
 * with headings, paragraphs and lists only; the client sanitizes it before showing it.
 */
import type { StaticPage } from '@idle/contracts';

const RULES = `<h2>Game Rules</h2>
<p>These rules keep the game fair and friendly. Breaking them can lead to a warning, a mute in
chat, the loss of items gained unfairly, or a ban.</p>
<h3>Accounts</h3>
<ul>
<li>One account per person. Do not share an account or play someone else's.</li>
<li>Do not buy, sell or trade accounts, or items and gold for real money outside the Premium Store.</li>
<li>Keep your password to yourself. Staff will never ask for it.</li>
</ul>
<h3>Playing</h3>
<ul>
<li>Play in your own browser. Scripts, bots or tools that play for you, solve captchas or send
requests the game did not make are not allowed.</li>
<li>Report bugs and exploits to a moderator instead of using them.</li>
<li>Do not push items or gold between your own accounts or to others to get around the rules.</li>
</ul>
<h3>Chat and names</h3>
<ul>
<li>Be respectful: no harassment, hate speech, threats or sharing of other people's personal
details.</li>
<li>No spam, flooding or advertising of other games or sites.</li>
<li>Usernames and clan names must not be offensive or pretend to be staff.</li>
<li>Trade talk belongs in the trade channel.</li>
</ul>
<h3>Staff</h3>
<p>Moderators (Mod) and administrators (Admin) enforce these rules. Their decisions can be
appealed politely by writing to an administrator. These rules may change; the Announcements page
lists changes.</p>`;

const PRIVACY = `<h2>Privacy Policy</h2>
<p>This page explains what the game stores about you and why.</p>
<h3>What we store</h3>
<ul>
<li>Your username and a hash of your password (never the password itself).</li>
<li>Your email address, only if you gave one, to help you recover your account.</li>
<li>Your game progress: items, skills, statistics, your personal log and chat messages.</li>
<li>A session cookie that keeps you logged in. It is used for nothing else; the game sets no
advertising or tracking cookies.</li>
<li>Preferences such as collapsed panels, kept in your own browser.</li>
</ul>
<h3>How it is used</h3>
<ul>
<li>To run the game: your username, rank and statistics appear on leaderboards, your profile and
in chat.</li>
<li>To keep the game fair: staff may look at game activity to investigate cheating.</li>
<li>We do not sell or share your data with anyone.</li>
</ul>
<h3>Your choices</h3>
<p>You can change your username and password on the Preferences page. To have your account
and its data deleted, ask an administrator; it is removed within 30 days.</p>`;

export const STATIC_PAGE_HTML: Record<StaticPage, string> = {
  rules: RULES,
  privacy: PRIVACY,
};
