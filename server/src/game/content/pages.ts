/**
 * Static pages served by `loadhtml.php?mod=` (the footer's Rules and Privacy links, and the
 * Beginner's Guide of the quick links and the menu). Plain HTML with headings, paragraphs, lists
 * and links to the game's own pages only; the client sanitizes it before showing it.
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

const BEGINNERS_GUIDE = `<h2>Beginner's Guide</h2>
<p>Welcome! This is an idle game: you pick an action once and it keeps repeating on its own while
the page is open. This guide walks you through your first hour.</p>
<h3>Autos and the captcha</h3>
<ul>
<li>Every repeat of an action (a tick) spends one Auto. The bar at the top of the page shows how
many Autos you have left; it turns yellow when they run low and red when they are gone.</li>
<li>You start with 150 Autos at most. Click the bar to refill them to your maximum.</li>
<li>Now and then, and whenever your Autos run out, the game asks you to confirm you are still
there with a short check that solves itself in your browser. Once it is done, your Autos refill
and play goes on.</li>
<li>Land, a clan totem and the Premium Store raise your maximum Autos.</li>
</ul>
<h3>Picking an action</h3>
<ul>
<li>The quick links under the top bar start Mining, Woodcutting or Quarrying, or a battle against
the last monster you fought. Pick a monster to fight on the <a href="/areas">Areas</a> page
and a place to gather on the <a href="/gathering/areas">Gathering</a> page.</li>
<li>Only one action runs at a time: starting another one replaces it. Stop Action stops it.</li>
<li>Each action takes a few seconds per tick; the bar fills up until the next result arrives,
and each result shows on the action's page. Rare drops are written to the Log panel.</li>
</ul>
<h3>Gear and its upgrades</h3>
<ul>
<li>You wear eight pieces of gear from the start. The Equipment panel upgrades each piece: its
level for gold, and its type with components and the items battles drop. Your
<a href="/">home page</a> shows your total stats.</li>
<li>Gathering tools (pickaxe, hatchet and hammer) are upgraded on the home page with tool
components; a better tool gathers more and teaches more.</li>
<li>Equipped jewels (one of each gem) and the runes on your rune belt add to your stats; see them
in your <a href="/inventory">Inventory</a>.</li>
</ul>
<h3>Skills and masteries</h3>
<ul>
<li>Every action trains its skill: battling, mining, woodcutting, quarrying and the crafting
skills. Higher levels open stronger monsters, richer areas and better recipes.</li>
<li>Pick one mastery in the Masteries panel (Might, Bulwark, Precision, Evasion or Greed): every
fight trains it, and each level adds a little damage, defence, accuracy, dodge or gold.</li>
</ul>
<h3>Gathering and crafting</h3>
<ul>
<li>Mining gives metal, woodcutting wood and quarrying stone. Battling gives gold.</li>
<li><a href="/crafting">Crafting</a> turns gathered materials and drops into gear, jewels and
other useful items.</li>
<li>Gathering events now and then reward everyone who gathers while they last; watch the chat.</li>
</ul>
<h3>Dungeons and bosses</h3>
<ul>
<li>Dungeon keys drop from monsters. On the <a href="/dungeons">Dungeons</a> page a key opens a run of several rooms that rewards
dungeoneering tokens and rarer items.</li>
<li>World bosses appear for everyone at once: join the fight while it lasts to share the boss
tokens.</li>
</ul>
<h3>The market (coming)</h3>
<p>The market where players buy and sell items for gold is on its way. Until then, keep what you
gather: you will be able to trade it there.</p>
<h3>Need more help?</h3>
<p>Ask in the help channel of the chat, read the <a href="/load/rules">Game Rules</a>, and see the
<a href="/announcements">Announcements</a> for what is new.</p>`;

export const STATIC_PAGE_HTML: Record<StaticPage, string> = {
  rules: RULES,
  privacy: PRIVACY,
  beginners_guide: BEGINNERS_GUIDE,
};
